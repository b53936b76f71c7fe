import { customerLabel, customerSubline } from './customer';
import { answerBarColor, formatSom, percentage } from './number';
import { formatPhone } from './phone';
import { paymentCodeKey, paymentStatusView, responseStatusKey } from './status';
import { remainingDays, voucherState, voucherStateKey } from './voucher';
import { commonText } from '../i18n/engine';

describe('formatSom', () => {
  it.each([
    [1234567, '1 234 567'],
    [0, '0'],
    [999, '999'],
    [1000, '1 000'],
    [10000000, '10 000 000'],
    [-25000, '-25 000'],
    ['50000', '50 000'],
    [1234.6, '1 235'],
    [Number.NaN, '0'],
    [null, '0'],
  ])('%p → %p', (value, expected) => expect(formatSom(value as number)).toBe(expected));
});

describe('formatPhone', () => {
  it('formats a stored phone', () => expect(formatPhone('998901234567')).toBe('+998 90 123-45-67'));
  it('returns anything else as given', () => {
    expect(formatPhone('12345')).toBe('12345');
    expect(formatPhone(undefined)).toBe('');
  });
});

describe('answerBarColor', () => {
  it.each([
    [100, 'success'],
    [75, 'success'],
    [74.9, 'primary'],
    [50, 'primary'],
    [49, 'warning'],
    [25, 'warning'],
    [24.9, 'error'],
    [0, 'error'],
  ])('%p%% → %s', (p, color) => expect(answerBarColor(p)).toBe(color));
  it('computes percentages safely', () => {
    expect(percentage(1, 3)).toBe(33);
    expect(percentage(0, 0)).toBe(0);
  });
});

describe('vouchers', () => {
  const now = new Date('2025-03-20T12:00:00Z');

  it('rounds remaining days up', () => {
    expect(remainingDays('2025-03-20T13:00:00Z', now)).toBe(1);
    expect(remainingDays('2025-03-22T12:00:00Z', now)).toBe(2);
    expect(remainingDays('2025-03-22T12:00:01Z', now)).toBe(3);
    expect(remainingDays('2025-03-19T12:00:00Z', now)).toBe(0);
    expect(remainingDays('garbage', now)).toBe(0);
  });
  it('derives the display state', () => {
    expect(voucherState({ isRedeemed: true, expiresAt: '2020-01-01' }, now)).toBe('redeemed');
    expect(voucherState({ isRedeemed: false, expiresAt: '2025-03-20T11:59:59Z' }, now)).toBe('expired');
    expect(voucherState({ isRedeemed: false, expiresAt: '2025-03-20T12:00:01Z' }, now)).toBe('valid');
  });
  it('labels the state as the list and the dialog do', () => {
    const label = (s: Parameters<typeof voucherStateKey>[0], p: 'list' | 'dialog') => commonText(voucherStateKey(s, p));
    expect([label('redeemed', 'list'), label('redeemed', 'dialog')]).toEqual(['Foydalanilgan', 'Ishlatilgan']);
    expect([label('expired', 'list'), label('expired', 'dialog')]).toEqual(['Yaroqsiz', 'Muddati tugagan']);
    expect([label('valid', 'list'), label('valid', 'dialog')]).toEqual(['Yaroqli', 'Yaroqli']);
  });
});

describe('statuses', () => {
  it('maps provider codes to messages, unknown to the generic one', () => {
    expect(commonText(paymentCodeKey(-116))).toBe("Kartada mablag' yetarli emas");
    expect(commonText(paymentCodeKey('-205'))).toBe("SMS kod noto'g'ri");
    expect(paymentCodeKey(-999)).toBe('payment.code.unknown');
    expect(paymentCodeKey(undefined)).toBe('payment.code.unknown');
    expect(paymentCodeKey('')).toBe('payment.code.unknown');
  });
  it('labels and colours payment statuses', () => {
    expect(paymentStatusView('pending')).toEqual({ key: 'payment.status.pending', color: 'warning' });
    expect(paymentStatusView('failed')).toEqual({ key: 'payment.status.failed', color: 'error' });
    expect(commonText(paymentStatusView(1).key)).toBe("To'langan");
    expect(paymentStatusView(1).color).toBe('success');
    expect(commonText(paymentStatusView(4).key)).toBe('Qaytarilgan');
  });
  it('treats anything but completed as waiting', () => {
    expect(commonText(responseStatusKey('completed'))).toBe('Yakunlangan');
    expect(commonText(responseStatusKey('other'))).toBe('Kutilmoqda');
  });
});

describe('customerLabel', () => {
  it('is the name, else the formatted phone, never Anonim', () => {
    expect(customerLabel({ name: ' Aziz ', phone: '998901234567' })).toBe('Aziz');
    expect(customerSubline({ name: 'Aziz', phone: '998901234567' })).toBe('+998 90 123-45-67');
    expect(customerLabel({ name: '', phone: '998901234567' })).toBe('+998 90 123-45-67');
    expect(customerSubline({ name: '', phone: '998901234567' })).toBe('');
    expect(customerLabel({ name: '  ', phone: '' })).toBe('');
    expect(customerLabel(undefined)).toBe('');
  });
});
