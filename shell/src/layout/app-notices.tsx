import { lazy, Suspense } from 'react';
import { useAtomValue } from 'jotai';
import { useOnline } from '@fikr/shared';
import { updateReadyAtom } from '../pwa/update-ready';

const AppNoticeBar = lazy(() => import('./app-notice-bar').then((m) => ({ default: m.AppNoticeBar })));

/**
 * Offline, the console is read-only (every control disabled by AppProviders) and says so; after a deploy it offers
 * the new version. Fixed at the bottom, over the page, so neither moves anything on it.
 */
export function AppNotices() {
  const online = useOnline();
  const update = useAtomValue(updateReadyAtom);
  if (online && !update) return null;
  return (
    <Suspense fallback={null}>
      <AppNoticeBar online={online} update={update} />
    </Suspense>
  );
}
