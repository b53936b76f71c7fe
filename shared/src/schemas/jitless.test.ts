/** @jest-environment jsdom */
import { z } from 'zod';
import { phoneSchema } from './index';

it('in the browser the schemas parse without eval (no CSP violation from a `new Function` probe)', () => {
  const evals = jest.spyOn(globalThis, 'Function');
  expect(z.config().jitless).toBe(true);
  expect(z.object({ phone: phoneSchema }).safeParse({ phone: '+998 90 123 45 67' }).success).toBe(true);
  expect(evals).not.toHaveBeenCalled();
});
