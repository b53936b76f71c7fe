import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Loading a shared package (picking its version, adding its chunks' script tags) takes a few milliseconds of the
 * main thread, and the console's start asks for a few dozen at once: in one go they hold taps and paints back for
 * most of a second on a phone. Each goes on in a task of its own instead.
 */
export default function sharePerTaskPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'fikr-share-per-task',
    beforeLoadShare: (args) => new Promise((resolve) => setTimeout(() => resolve(args), 0)),
  };
}
