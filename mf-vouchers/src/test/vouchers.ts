import type { Voucher } from '@fikr/shared';

const DAY = 24 * 60 * 60 * 1000;

/** A voucher fixture expiring `days` from now (negative: already expired). */
export function voucherFixture(over: Partial<Voucher> & { days?: number } = {}): Voucher {
  const { days = 10, ...rest } = over;
  return {
    _id: 'v1',
    amount: 20000,
    code: 'ab12cd',
    description: 'Kofe uchun',
    expiresAt: new Date(Date.now() + days * DAY).toISOString(),
    isRedeemed: false,
    userConfirm: false,
    createdAt: '2025-03-11T19:30:00Z',
    updatedAt: '2025-03-12T05:00:00Z',
    user: { name: 'Aziz', phone: '998901234567' },
    ...rest,
  };
}
