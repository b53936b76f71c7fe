/** @jest-environment jsdom */
it('in the browser no schema, from loading to parsing, probes eval (a CSP violation under the console)', () => {
  const evals = jest.spyOn(globalThis, 'Function');
  jest.isolateModules(() => {
    // a fresh zod and fresh schemas, as in a page that loads them
    const { z } = jest.requireActual<typeof import('zod')>('zod');
    const { phoneSchema } = jest.requireActual<{ phoneSchema: import('zod').ZodType }>('./index');
    expect(z.config().jitless).toBe(true);
    expect(z.object({ phone: phoneSchema }).safeParse({ phone: '+998 90 123 45 67' }).success).toBe(true);
  });
  expect(evals).not.toHaveBeenCalled();
});
