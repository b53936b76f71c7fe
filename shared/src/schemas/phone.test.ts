import { uzErrors, parsed } from '../testing/parse-errors';
import { formatPhoneInput, isValidFullPhone, normalizePhone, sanitizePhoneInput } from '../format/phone';
import { phoneSchema } from './phone';

describe('normalizePhone', () => {
  it.each([
    ['+998 90 123-45-67', '998901234567'],
    ['998901234567', '998901234567'],
    ['901234567', '998901234567'],
    ['+998 (90) 123 45 67', '998901234567'],
    ['  998901234567 ', '998901234567'],
  ])('%s → %s', (input, expected) => expect(normalizePhone(input)).toBe(expected));

  it.each([
    '',
    '12345',
    '99890123456',
    '9989012345678',
    '+901234567',
    '997901234567',
    '90 123 45 6a',
    'abc',
    '+998 90 123+45-67',
  ])('rejects %p', (input) => expect(normalizePhone(input)).toBeNull());

  it('rejects non-strings', () => {
    expect(normalizePhone(undefined)).toBeNull();
    expect(normalizePhone({})).toBeNull();
  });
});

describe('phoneSchema', () => {
  it('outputs the normalized phone', () => {
    expect(parsed(phoneSchema, '+998 90 123-45-67')).toBe('998901234567');
  });
  it('asks for a phone when empty', () => {
    expect(uzErrors(phoneSchema, '   ')).toEqual({ '': 'Telefon raqamini kiriting' });
    expect(uzErrors(phoneSchema, undefined)).toEqual({ '': 'Telefon raqamini kiriting' });
  });
  it('explains the expected format', () => {
    expect(uzErrors(phoneSchema, '12345')).toEqual({ '': "Telefon raqami noto'g'ri formatda (+998 XX XXX-XX-XX)" });
  });
});

describe('formatPhoneInput', () => {
  it.each([
    ['', ''],
    ['9', '+9'],
    ['998', '+998'],
    ['9989', '+998 9'],
    ['99890', '+998 90'],
    ['998901', '+998 90 1'],
    ['99890123', '+998 90 123'],
    ['998901234', '+998 90 123-4'],
    ['9989012345', '+998 90 123-45'],
    ['99890123456', '+998 90 123-45-6'],
    ['998901234567', '+998 90 123-45-67'],
    ['+998 90 123-45-6789', '+998 90 123-45-67'],
    ['90', '+998 90'],
    ['901234567', '+998 90 123-45-67'],
  ])('%p → %p', (raw, expected) => expect(formatPhoneInput(raw)).toBe(expected));

  it('never exceeds 17 characters', () => {
    expect(formatPhoneInput('9'.repeat(40)).length).toBeLessThanOrEqual(17);
  });
});

describe('isValidFullPhone', () => {
  it('needs 12 digits starting with 998', () => {
    expect(isValidFullPhone('+998 90 123-45-67')).toBe(true);
    expect(isValidFullPhone('+998 90 123-45-6')).toBe(false);
    expect(isValidFullPhone('+997 90 123-45-67')).toBe(false);
  });
});

describe('sanitizePhoneInput', () => {
  it('keeps only digits and plus signs', () => {
    expect(sanitizePhoneInput('+998 (90) 123-45-67 abc')).toBe('+998901234567');
  });
});
