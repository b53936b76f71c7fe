import { parsed, uzErrors } from '../testing/parse-errors';
import {
  amountInputSchema,
  createResponseSchema,
  last4PhoneSchema,
  sanitizeAmountInput,
  sanitizeLast4,
} from './request-dialog';

describe('last-4 phone', () => {
  it('accepts up to four digits', () => {
    for (const v of ['', '4', '45', '4567']) expect(parsed(last4PhoneSchema, v)).toBe(v);
  });
  it('rejects letters and a fifth digit', () => {
    expect(uzErrors(last4PhoneSchema, '45a')).toEqual({ '': 'Telefon raqamining oxirgi 4 ta raqamini kiriting' });
    expect(uzErrors(last4PhoneSchema, '45678')).toEqual({ '': 'Telefon raqamining oxirgi 4 ta raqamini kiriting' });
  });
  it('sanitizes typing to digits, at most 4', () => {
    expect(sanitizeLast4('4a5-67 8')).toBe('4567');
  });
});

describe('amount input', () => {
  it('accepts at most 7 digits', () => {
    expect(parsed(amountInputSchema, '9999999')).toBe('9999999');
    expect(uzErrors(amountInputSchema, '10000000')).toEqual({ '': 'Miqdor 7 ta raqamdan oshmasligi kerak' });
    expect(uzErrors(amountInputSchema, '12a')).toEqual({ '': 'Faqat raqam kiriting' });
  });
  it('sanitizes typing', () => {
    expect(sanitizeAmountInput('12 345 678 9')).toBe('1234567');
  });
});

describe('createResponseSchema', () => {
  const phone = '998901234567';

  it('accepts a coin request and drops a stray voucher', () => {
    expect(parsed(createResponseSchema, { phone, typeMotive: 'coin', coin: 5000, voucher: { amount: 1 } })).toEqual({
      phone,
      typeMotive: 'coin',
      coin: 5000,
    });
  });
  it('accepts a voucher request', () => {
    const voucher = { amount: 50000, description: ' Kofe ', duration: '30' };
    expect(parsed(createResponseSchema, { phone: '+998 90 123-45-67', typeMotive: 'voucher', voucher })).toEqual({
      phone,
      typeMotive: 'voucher',
      voucher: { amount: 50000, description: 'Kofe', duration: 30 },
    });
  });
  it('requires a positive coin amount for coin requests', () => {
    const message = "Coin miqdori musbat son bo'lishi kerak";
    expect(uzErrors(createResponseSchema, { phone, typeMotive: 'coin' })).toEqual({ coin: message });
    expect(uzErrors(createResponseSchema, { phone, typeMotive: 'coin', coin: 0 })).toEqual({ coin: message });
    expect(uzErrors(createResponseSchema, { phone, typeMotive: 'coin', coin: -5 })).toEqual({ coin: message });
    expect(uzErrors(createResponseSchema, { phone, typeMotive: 'coin', coin: 1.5 })).toEqual({ coin: message });
  });
  it('checks every voucher field with the spec texts', () => {
    expect(
      uzErrors(createResponseSchema, {
        phone,
        typeMotive: 'voucher',
        voucher: { amount: 0, description: ' ', duration: -1 },
      }),
    ).toEqual({
      'voucher.amount': "Voucher miqdori musbat son bo'lishi kerak",
      'voucher.description': 'Voucher tavsifini kiriting',
      'voucher.duration': "Muddat musbat son bo'lishi kerak",
    });
    expect(uzErrors(createResponseSchema, { phone, typeMotive: 'voucher' })).toEqual({
      voucher: "Voucher ma'lumotlarini kiriting",
    });
  });
  it('limits amount to 7 digits and duration to 3650 days', () => {
    expect(uzErrors(createResponseSchema, { phone, typeMotive: 'coin', coin: 10_000_000 })).toEqual({
      coin: 'Miqdor 7 ta raqamdan oshmasligi kerak',
    });
    expect(
      uzErrors(createResponseSchema, {
        phone,
        typeMotive: 'voucher',
        voucher: { amount: 1, description: 'd', duration: 3651 },
      }),
    ).toEqual({ 'voucher.duration': 'Muddat 3650 kundan oshmasligi kerak' });
  });
  it('rejects a bad phone and reward type', () => {
    expect(uzErrors(createResponseSchema, { phone: '4567', typeMotive: 'cash', coin: 1 })).toEqual({
      phone: "Telefon raqami noto'g'ri formatda (+998 XX XXX-XX-XX)",
      typeMotive: "Mukofot turi 'coin' yoki 'voucher' bo'lishi kerak",
    });
  });
});
