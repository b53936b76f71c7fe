// A test run is silent: a test that logs console.error or console.warn (an antd deprecation, a NaN style, jsdom's
// "not implemented") fails, so such warnings get fixed instead of piling up in CI's log. A test that provokes a
// log on purpose says so with jest.spyOn(console, 'error').mockImplementation(...).
// Not yet fatal: React's "not wrapped in act(...)" warnings. Most come from antd toasts that open or close on a
// promise or timer after the step that caused them, so whether they fire inside a test depends on the machine's
// speed; a check that fails only on a slow CI day would be worse than none. They are still printed.
/* global afterEach */
const { format } = require('node:util');

const TIMING_DEPENDENT = /not wrapped in act\(/;
const logged = [];
for (const level of ['error', 'warn']) {
  const original = console[level].bind(console);
  console[level] = (...args) => {
    const text = format(...args);
    if (!TIMING_DEPENDENT.test(text)) logged.push(`console.${level}: ${text}`);
    original(...args);
  };
}

afterEach(() => {
  if (logged.length === 0) return;
  const lines = logged.splice(0).map((line) => line.split('\n').slice(0, 6).join('\n'));
  throw new Error(`This test logged what a silent run must not:\n${lines.join('\n')}`);
});
