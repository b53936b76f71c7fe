import { queryClient } from '../api/query-client';
import { businessQueries } from './business';
import { formQueries } from './forms';
import { opsQueries } from './ops';
import { paymentQueries } from './payments';
import { responseQueries } from './responses';
import { statsQueries } from './stats';
import { teamQueries } from './team';
import { voucherQueries } from './vouchers';

type QueryKeys = readonly (readonly unknown[])[];

/** A change the console makes, by name: what `invalidateAfter` is told after the server confirmed it. */
export type DataChange =
  | 'surveyRequest'
  | 'followUp'
  | 'resend'
  | 'reply'
  | 'form'
  | 'shared'
  | 'branches'
  | 'members'
  | 'payments'
  | 'ops'
  | 'voucher'
  | 'coinPayment';

/**
 * What each change the console makes invalidates, in one place: the keys whose answers it changed, and nothing
 * else. A key is a prefix: `['forms']` is the list and every form. The business's own record (name, balance) is
 * the session's, refreshed by the action itself.
 */
export const dataChanges: Readonly<Record<DataChange, QueryKeys>> = {
  /** A survey request sent: a waiting response, the figures, the form's counts, the "request" first step. */
  surveyRequest: [responseQueries.all(), statsQueries.all(), formQueries.all(), businessQueries.onboarding().queryKey],
  /** A response marked handled or noted. */
  followUp: [responseQueries.all()],
  /** A survey SMS queued again: the response's delivery, in the list and the response. */
  resend: [responseQueries.all()],
  /** A reply to a customer (and its make-good): the response's replies and the recovery figures. */
  reply: [responseQueries.all(), statsQueries.all()],
  /** A form created, edited or deleted: the forms, their answer figures, the "form" first step. */
  form: [formQueries.all(), [...statsQueries.all(), 'answers'], businessQueries.onboarding().queryKey],
  /** The form's link taken: the "share" first step. */
  shared: [businessQueries.onboarding().queryKey],
  /** A branch added, renamed or removed: the branch list and the per-branch figures. */
  branches: [businessQueries.branches().queryKey, [...statsQueries.all(), 'branches']],
  /** A member invited, given a role or a branch, or removed: the team list. */
  members: [teamQueries.members().queryKey],
  /** A card top-up asked for or confirmed: the top-up history (the balance is the session's). */
  payments: [paymentQueries.all()],
  /** An operator's action (a payout, a retry, a suspension lifted): the operators' pages. */
  ops: [opsQueries.all()],
  /** A voucher redeemed (the list or the till): the vouchers, the till's today, the figures. */
  voucher: [voucherQueries.all(), statsQueries.all()],
  /** Coins taken at the till: the till's today (the balance is the session's). */
  coinPayment: [voucherQueries.tillToday().queryKey],
};

/** After the server confirmed `change`: re-reads (active) or marks stale (inactive) exactly what it changed. */
export async function invalidateAfter(change: DataChange, client = queryClient): Promise<void> {
  await Promise.all(dataChanges[change].map((queryKey) => client.invalidateQueries({ queryKey })));
}
