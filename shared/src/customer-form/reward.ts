/** The reward a completed survey brings, carried to /form-completed in its query (?reward=coin&amount=2000). */
export interface CompletedReward {
  kind: 'coin' | 'voucher';
  amount: number;
}

interface RewardSource {
  openLink?: boolean;
  typeMotive?: string | null;
  coin?: number | null;
  voucher?: { amount?: number | null } | null;
}

const AMOUNT = /^[1-9]\d{0,9}$/;

/** The reward of a form as the form page shows it; none for an open share link or a zero amount. */
export function rewardOf(data: RewardSource): CompletedReward | null {
  if (data.openLink) return null;
  const kind = data.typeMotive === 'voucher' ? 'voucher' : 'coin';
  const amount = kind === 'voucher' ? (data.voucher?.amount ?? 0) : (data.coin ?? 0);
  return Number.isSafeInteger(amount) && amount > 0 ? { kind, amount } : null;
}

/** /form-completed with the reward in the query, or plain when there is none. */
export function completedUrl(reward: CompletedReward | null): string {
  return reward ? `/form-completed?reward=${reward.kind}&amount=${reward.amount}` : '/form-completed';
}

/** The reward of a completion URL's query; anything unknown or malformed is no reward (the plain thanks). */
export function parseReward(reward: unknown, amount: unknown): CompletedReward | null {
  if ((reward !== 'coin' && reward !== 'voucher') || typeof amount !== 'string' || !AMOUNT.test(amount)) return null;
  const value = Number(amount);
  return Number.isSafeInteger(value) ? { kind: reward, amount: value } : null;
}
