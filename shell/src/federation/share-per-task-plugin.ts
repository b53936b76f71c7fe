import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Resolves with `args` in a task of its own. */
const inANewTask = <T>(args: T) => new Promise<T>((resolve) => setTimeout(() => resolve(args), 0));

/** A share whose module is evaluated in a task of its own once its code is in (see `resolveShare` below). */
const EVALUATED_APART = Symbol('evaluated apart');

type ShareGet = () => Promise<() => unknown> | (() => unknown);

/**
 * Loading a shared package (picking its version, asking for its chunks) takes a few milliseconds of the main thread,
 * and the console's start asks for a few dozen at once: in one go they hold taps and paints back for most of a
 * second on a phone. Each goes on in a task of its own instead (the chunks' script tags then go into the page a
 * batch per task: the build's script-per-task plugin). So does each shared package's first
 * evaluation, as soon as its code is in (left to the first module that imports it, the app's and a page's
 * packages were all evaluated in one task), and each step of a remote's start: starting its container
 * (registering its shares), getting its page module, and evaluating it.
 */
export default function sharePerTaskPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'fikr-share-per-task',
    beforeLoadShare: inANewTask,
    resolveShare: (args) => {
      const resolve = args.resolver;
      return {
        ...args,
        resolver: () => {
          const found = resolve();
          const shared = found?.shared as { get?: ShareGet; lib?: unknown; [EVALUATED_APART]?: true } | undefined;
          if (shared && !shared.lib && typeof shared.get === 'function' && !shared[EVALUATED_APART]) {
            const get = shared.get;
            shared[EVALUATED_APART] = true;
            shared.get = async () => {
              const factory = await get();
              await inANewTask(undefined);
              try {
                factory(); // evaluated once; the importing module gets the same exports later
              } catch {
                // the module that imports it evaluates it again and reports the failure where it belongs
              }
              return factory;
            };
          }
          return found;
        },
      };
    },
    beforeInitContainer: inANewTask,
    beforeGetExpose: () => inANewTask(undefined),
    beforeExecuteFactory: () => inANewTask(undefined),
  };
}
