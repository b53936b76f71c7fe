import { act } from '@testing-library/react';

/**
 * Everything jest's fake timers can fake except setTimeout/clearTimeout: the component tests talk to a real HTTP
 * stub server, whose sockets need the real nextTick, setImmediate and microtasks, and React and TanStack Query need
 * the real clock once the fake one is gone.
 */
const keepReal: FakeableAPI[] = [
  'Date',
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
];

/**
 * Runs `steps` with a fake setTimeout, so a test can say "nothing yet at 399 ms, done at 400 ms" without sleeping.
 * `advance(ms)` moves the fake clock inside act(). On the way out, timeouts due now (React's and TanStack Query's
 * zero-delay notifications) are run, and the real timers come back.
 */
export function withFakeTimeouts(steps: (advance: (ms: number) => void) => void): void {
  jest.useFakeTimers({ doNotFake: keepReal });
  try {
    steps((ms) => act(() => jest.advanceTimersByTime(ms)));
    act(() => jest.advanceTimersByTime(0));
  } finally {
    jest.useRealTimers();
  }
}

/**
 * Moves the clock `ms` ahead, "a minute later" without waiting a minute, until jest.useRealTimers(). Only Date is
 * fake and it keeps running, so the stub server's sockets and every timer stay real.
 */
export function clockAhead(ms: number): void {
  const allButDate = [...keepReal.filter((api) => api !== 'Date'), 'setTimeout', 'clearTimeout'] as FakeableAPI[];
  jest.useFakeTimers({ doNotFake: allButDate, advanceTimers: true, now: Date.now() + ms });
}
