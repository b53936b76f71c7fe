import { type ComponentType, lazy, Suspense, useCallback, useState } from 'react';
import { PageLoading } from '../components/page-loading';
import { loadRemoteModule, resetRemote } from './remote-registry';
import { RemoteErrorBoundary } from './remote-error-boundary';

type RemoteComponent = ComponentType<Record<string, unknown>>;

function lazyRemote(remote: string, module: string) {
  return lazy(async () => {
    const mod = await loadRemoteModule<{ default: RemoteComponent }>(remote, module);
    return { default: mod.default };
  });
}

interface RemoteModuleProps {
  remote: string;
  module: string;
  props?: Record<string, unknown>;
}

/** Renders a module exposed by a remote; a remote that fails shows a Retry panel and nothing else breaks. */
export function RemoteModule(props: RemoteModuleProps) {
  // Keyed, so a route change from one exposed module to another at the same place in the tree
  // (e.g. /form/:code → /form-completed) mounts the new module instead of keeping the first one's state.
  return <LoadedRemoteModule key={`${props.remote}/${props.module}`} {...props} />;
}

function LoadedRemoteModule({ remote, module, props }: RemoteModuleProps) {
  // React.lazy caches a rejected import, so Retry must build a new lazy component.
  const [Component, setComponent] = useState(() => lazyRemote(remote, module));
  const retry = useCallback(async () => {
    await resetRemote(remote);
    setComponent(() => lazyRemote(remote, module));
  }, [remote, module]);

  return (
    <RemoteErrorBoundary remote={remote} onRetry={retry} resetKey={Component}>
      <Suspense fallback={<PageLoading />}>
        <Component {...props} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
