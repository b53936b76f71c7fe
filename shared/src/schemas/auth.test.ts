import { parsed, uzErrors } from '../testing/parse-errors';
import { loginSchema, registerSchema, resetPasswordSchema } from './auth';

describe('loginSchema', () => {
  it('normalizes the phone and keeps the password', () => {
    expect(parsed(loginSchema, { phone: '+998 90 123-45-67', password: 'secret' })).toEqual({
      phone: '998901234567',
      password: 'secret',
    });
  });
  it('requires both fields', () => {
    expect(uzErrors(loginSchema, { phone: '', password: '' })).toEqual({
      phone: 'Telefon raqamini kiriting',
      password: 'Parolni kiriting',
    });
    expect(uzErrors(loginSchema, {})).toEqual({ phone: 'Telefon raqamini kiriting', password: 'Parolni kiriting' });
  });
});

describe('registerSchema', () => {
  const valid = { phone: '901234567', password: 'secret12', check_password: 'secret12' };

  it('accepts matching passwords', () => {
    expect(parsed(registerSchema, valid)).toEqual({ ...valid, phone: '998901234567' });
  });
  it("refuses different passwords with 'Parollar mos kelmadi' on check_password", () => {
    expect(uzErrors(registerSchema, { ...valid, check_password: 'secret2' })).toEqual({
      check_password: 'Parollar mos kelmadi',
    });
  });
  it('reports a short password and the mismatch together', () => {
    expect(uzErrors(registerSchema, { ...valid, password: '123', check_password: '124' })).toEqual({
      password: "Parol kamida 8 ta belgidan iborat bo'lishi kerak",
      check_password: 'Parollar mos kelmadi',
    });
  });
  it('requires the repeated password', () => {
    expect(uzErrors(registerSchema, { ...valid, check_password: '' })).toEqual({
      check_password: 'Parolni takroran kiriting',
    });
  });
  it('limits the password length', () => {
    const long = 'x'.repeat(129);
    expect(uzErrors(registerSchema, { ...valid, password: long, check_password: long })).toEqual({
      password: 'Parol 128 ta belgidan oshmasligi kerak',
    });
  });
});

describe('resetPasswordSchema', () => {
  it("shows 'Telefon raqamini kiriting' for an empty phone", () => {
    expect(uzErrors(resetPasswordSchema, { phone: '' })).toEqual({ phone: 'Telefon raqamini kiriting' });
  });
  it('normalizes the phone', () => {
    expect(parsed(resetPasswordSchema, { phone: '998901234567' })).toEqual({ phone: '998901234567' });
  });
});
