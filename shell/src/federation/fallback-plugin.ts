import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export const REMOTE_FAILED = '__fikrRemoteFailed';

/**
 * A remote whose manifest, entry or chunk cannot be loaded must not blank the whole shell.
 * Only the `onLoad` lifecycle gets a fallback module (a marker the loader turns into an error for the
 * error boundary); failures during shared-scope negotiation are left to throw, as a stand-in there breaks sharing.
 */
export default function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'fikr-remote-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined;
      console.error(`[fikr] remote ${id} failed to load`, error);
      return { [REMOTE_FAILED]: true, id, error };
    },
  };
}
