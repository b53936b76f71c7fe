/** @jest-environment jsdom */
it('in the browser no schema, from loading to parsing, probes eval (a CSP violation under the console)', async () => {
  const evals = jest.spyOn(globalThis, 'Function');
  await jest.isolateModulesAsync(async () => {
    // a fresh zod and fresh schemas, as in a page that loads them
    const { z } = await import('zod');
    const { phoneSchema } = await import('./index');
    expect(z.config().jitless).toBe(true);
    expect(z.object({ phone: phoneSchema }).safeParse({ phone: '+998 90 123 45 67' }).success).toBe(true);
  });
  expect(evals).not.toHaveBeenCalled();
});
