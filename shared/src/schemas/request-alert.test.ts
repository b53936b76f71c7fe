import { commonText } from '../i18n/engine';
import { exceedsBalance, requestDialogAlert, type RequestDialogInput } from './request-alert';

const ok: RequestDialogInput = {
  formId: 'f1',
  phoneMode: 'full',
  phone: '+998 90 123-45-67',
  typeMotive: 'coin',
  coin: '5000',
  voucherAmount: '',
  voucherDescription: '',
  voucherDuration: '',
  balance: 100_000,
};
const voucherOk: RequestDialogInput = {
  ...ok,
  typeMotive: 'voucher',
  coin: '',
  voucherAmount: '50000',
  voucherDescription: 'Kofe',
  voucherDuration: '30',
};

function alertText(input: RequestDialogInput): string | null {
  const key = requestDialogAlert(input);
  return key && commonText(key, 'uz');
}

describe('requestDialogAlert', () => {
  it('passes valid coin and voucher requests', () => {
    expect(requestDialogAlert(ok)).toBeNull();
    expect(requestDialogAlert(voucherOk)).toBeNull();
  });

  it('reports alerts in the spec order', () => {
    const broken: RequestDialogInput = {
      ...voucherOk,
      formId: '',
      phone: '',
      balance: 0,
      voucherAmount: '50000',
      voucherDescription: '',
      voucherDuration: '',
    };
    const seen: string[] = [];
    let input = broken;
    const fixes: Array<Partial<RequestDialogInput>> = [
      { formId: 'f1' },
      { phone: '+998 90 123' },
      { phone: '+998 90 123-45-67' },
      // enough balance, but now an invalid amount
      { balance: 1_000_000, voucherAmount: '0' },
      { voucherAmount: '50000' },
      { voucherDescription: 'Kofe' },
      { voucherDuration: '30' },
    ];
    for (const fix of fixes) {
      seen.push(alertText(input)!);
      input = { ...input, ...fix };
    }
    expect(alertText(input)).toBeNull();
    expect(seen).toEqual([
      'Iltimos, shaklni tanlang',
      'Iltimos, telefon raqamini kiriting',
      "Telefon raqami noto'g'ri formatda",
      "Hisobingizda yetarli mablag' mavjud emas",
      "Iltimos, to'g'ri voucher miqdorini kiriting",
      'Iltimos, voucher tavsifini kiriting',
      "Iltimos, to'g'ri amal qilish muddatini kiriting",
    ]);
  });

  it.each(['', '0', 'abc', '12345678'])("coin %p → 'Iltimos, to'g'ri coin miqdorini kiriting'", (coin) => {
    expect(alertText({ ...ok, coin })).toBe("Iltimos, to'g'ri coin miqdorini kiriting");
  });

  it.each(['0', '-3', '3651', 'x'])('voucher duration %p is refused', (voucherDuration) => {
    expect(alertText({ ...voucherOk, voucherDuration })).toBe("Iltimos, to'g'ri amal qilish muddatini kiriting");
  });

  it('in last-4 mode needs the resolved full phone', () => {
    expect(alertText({ ...ok, phoneMode: 'last4', phone: '4567' })).toBe("Telefon raqami noto'g'ri formatda");
    expect(requestDialogAlert({ ...ok, phoneMode: 'last4', phone: '998901234567' })).toBeNull();
  });

  it('skips the balance check while the balance is unknown', () => {
    expect(requestDialogAlert({ ...ok, balance: null })).toBeNull();
  });
});

describe('exceedsBalance (amount + commission)', () => {
  it('counts the coin commission: 5,000 costs 5,400', () => {
    expect(exceedsBalance({ ...ok, coin: '5000', balance: 5_400 })).toBe(false);
    expect(exceedsBalance({ ...ok, coin: '5000', balance: 5_399 })).toBe(true);
  });
  it('counts the voucher commission: 50,000 costs 52,000', () => {
    expect(exceedsBalance({ ...voucherOk, balance: 52_000 })).toBe(false);
    expect(exceedsBalance({ ...voucherOk, balance: 51_999 })).toBe(true);
  });
});
