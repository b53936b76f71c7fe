import { parsed, uzErrors } from '../testing/parse-errors';
import { paginationQuerySchema, paymentsQuerySchema, responsesQuerySchema, vouchersQuerySchema } from './queries';

describe('paginationQuerySchema', () => {
  it('defaults page 1 and limit 10', () => {
    expect(parsed(paginationQuerySchema, {})).toEqual({ page: 1, limit: 10 });
    expect(parsed(paginationQuerySchema, { page: '', limit: '' })).toEqual({ page: 1, limit: 10 });
  });
  it('coerces query strings', () => {
    expect(parsed(paginationQuerySchema, { page: '3', limit: '50' })).toEqual({ page: 3, limit: 50 });
  });
  it('accepts only 10, 25, 50 and page ≥ 1', () => {
    expect(uzErrors(paginationQuerySchema, { page: '0', limit: '20' })).toEqual({
      page: "Sahifa raqami 1 yoki undan katta butun son bo'lishi kerak",
      limit: "Sahifadagi qatorlar soni 10, 25 yoki 50 bo'lishi kerak",
    });
    expect(uzErrors(paginationQuerySchema, { page: 'abc' })).toEqual({
      page: "Sahifa raqami 1 yoki undan katta butun son bo'lishi kerak",
    });
  });
});

describe('list queries', () => {
  it('responses: search, form and status; blanks mean "all"', () => {
    expect(parsed(responsesQuerySchema, { search: ' Ali ', form: 'f1', status: 'waiting', limit: '25' })).toEqual({
      page: 1,
      limit: 25,
      search: 'Ali',
      form: 'f1',
      status: 'waiting',
    });
    expect(parsed(responsesQuerySchema, { search: '', form: '', status: '' })).toEqual({ page: 1, limit: 10 });
    expect(uzErrors(responsesQuerySchema, { status: 'done' })).toEqual({ status: "Holat qiymati noto'g'ri" });
  });
  it('vouchers: isRedeemed becomes a boolean', () => {
    expect(parsed(vouchersQuerySchema, { isRedeemed: 'true' }).isRedeemed).toBe(true);
    expect(parsed(vouchersQuerySchema, { isRedeemed: 'false' }).isRedeemed).toBe(false);
    expect(parsed(vouchersQuerySchema, {}).isRedeemed).toBeUndefined();
    expect(uzErrors(vouchersQuerySchema, { isRedeemed: 'yes' })).toEqual({
      isRedeemed: "isRedeemed qiymati 'true' yoki 'false' bo'lishi kerak",
    });
  });
  it('payments: status pending | failed | 1 | 4', () => {
    expect(parsed(paymentsQuerySchema, { status: '1' }).status).toBe(1);
    expect(parsed(paymentsQuerySchema, { status: '4' }).status).toBe(4);
    expect(parsed(paymentsQuerySchema, { status: 'pending' }).status).toBe('pending');
    expect(uzErrors(paymentsQuerySchema, { status: '2' })).toEqual({ status: "Holat qiymati noto'g'ri" });
  });
});
