import { parsed, uzErrors } from '../testing/parse-errors';
import {
  cardBrand,
  cardNumberSchema,
  confirmTransactionSchema,
  createTransactionSchema,
  expirySchema,
  expiryToYYMM,
  formatCardNumber,
  formatExpiryInput,
  otpSchema,
  topUpAmountSchema,
} from './top-up';

describe('topUpAmountSchema', () => {
  it('accepts 10,000 as typed digits or a number', () => {
    expect(parsed(topUpAmountSchema, '10000')).toBe(10000);
    expect(parsed(topUpAmountSchema, 250000)).toBe(250000);
  });
  it("refuses less than 10,000 with 'Minimal to'lov miqdori 10,000 so'm'", () => {
    for (const v of ['9999', '', 0, undefined]) {
      expect(uzErrors(topUpAmountSchema, v)).toEqual({ '': "Minimal to'lov miqdori 10,000 so'm" });
    }
  });
  it('refuses non-digits and more than the maximum', () => {
    expect(uzErrors(topUpAmountSchema, '10 000a')).toEqual({ '': 'Faqat raqam kiriting' });
    expect(uzErrors(topUpAmountSchema, 100_000_001)).toEqual({ '': "Maksimal to'lov miqdori 100,000,000 so'm" });
  });
});

describe('card number', () => {
  it('groups digits in fours, at most 16 digits', () => {
    expect(formatCardNumber('8600a1234')).toBe('8600 1234');
    expect(formatCardNumber('86001234123412349999')).toBe('8600 1234 1234 1234');
    expect(formatCardNumber('8600')).toBe('8600');
  });
  it('needs exactly 16 digits after removing spaces', () => {
    expect(parsed(cardNumberSchema, '8600 1234 1234 1234')).toBe('8600123412341234');
    expect(uzErrors(cardNumberSchema, '8600 1234 1234 123')).toEqual({
      '': "Karta raqami 16 ta raqamdan iborat bo'lishi kerak",
    });
    expect(uzErrors(cardNumberSchema, '8600-1234-1234-1234')).toEqual({
      '': "Karta raqami 16 ta raqamdan iborat bo'lishi kerak",
    });
  });
  it('detects the brand by prefix', () => {
    expect(cardBrand('8600 1234')).toBe('Uzcard');
    expect(cardBrand('9860123412341234')).toBe('Humo');
    expect(cardBrand('4111111111111111')).toBeNull();
  });
});

describe('expiry', () => {
  it.each([
    ['', ''],
    ['0', '0'],
    ['07', '07'],
    ['072', '07/2'],
    ['0729', '07/29'],
    ['07/299', '07/29'],
  ])('formats %p → %p', (raw, expected) => expect(formatExpiryInput(raw)).toBe(expected));
  it('needs MM/YY with month 01..12', () => {
    expect(parsed(expirySchema, '12/30')).toBe('12/30');
    for (const v of ['13/29', '00/29', '7/29', '07/2']) {
      expect(uzErrors(expirySchema, v)).toEqual({ '': "Karta amal qilish muddatini to'g'ri kiriting (MM/YY)" });
    }
  });
  it('converts MM/YY to YYMM', () => expect(expiryToYYMM('07/29')).toBe('2907'));
});

describe('otpSchema', () => {
  it('needs exactly 6 digits', () => {
    expect(parsed(otpSchema, '123456')).toBe('123456');
    for (const v of ['12345', '1234567', '12345a'])
      expect(uzErrors(otpSchema, v)).toEqual({ '': '6 raqamli SMS kodni kiriting' });
  });
});

describe('transaction bodies', () => {
  it('accepts a create body', () => {
    expect(
      parsed(createTransactionSchema, { amount: 10000, cardNumber: '8600123412341234', expireDate: '2907' }),
    ).toEqual({
      amount: 10000,
      cardNumber: '8600123412341234',
      expireDate: '2907',
    });
  });
  it('refuses a bad create body field by field', () => {
    expect(uzErrors(createTransactionSchema, { amount: 5000, cardNumber: '123', expireDate: '07/29' })).toEqual({
      amount: "Minimal to'lov miqdori 10,000 so'm",
      cardNumber: "Karta raqami 16 ta raqamdan iborat bo'lishi kerak",
      expireDate: "Karta amal qilish muddati YYMM formatida bo'lishi kerak",
    });
  });
  it('needs transactionId and a 6-digit otp to confirm', () => {
    expect(parsed(confirmTransactionSchema, { transactionId: 't-1', otp: '123456' })).toEqual({
      transactionId: 't-1',
      otp: '123456',
    });
    expect(uzErrors(confirmTransactionSchema, { transactionId: ' ', otp: '12' })).toEqual({
      transactionId: "Tranzaksiya identifikatori ko'rsatilmagan",
      otp: '6 raqamli SMS kodni kiriting',
    });
  });
});
