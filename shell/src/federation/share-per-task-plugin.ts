import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Resolves with `args` in a task of its own. */
const inANewTask = <T>(args: T) => new Promise<T>((resolve) => setTimeout(() => resolve(args), 0));

/**
 * Loading a shared package (picking its version, adding its chunks' script tags) takes a few milliseconds of the
 * main thread, and the console's start asks for a few dozen at once: in one go they hold taps and paints back for
 * most of a second on a phone. Each goes on in a task of its own instead. So do the steps of a remote's start:
 * starting its container (registering its shares), getting its page module, and evaluating it.
 */
export default function sharePerTaskPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'fikr-share-per-task',
    beforeLoadShare: inANewTask,
    beforeInitContainer: inANewTask,
    beforeGetExpose: () => inANewTask(undefined),
    beforeExecuteFactory: () => inANewTask(undefined),
  };
}
