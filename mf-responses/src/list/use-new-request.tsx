import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

// the dialog's form, client suggestions and reward fields load when it opens, not with the list
const RequestDialog = lazy(() => import('../request/request-dialog').then((m) => ({ default: m.RequestDialog })));

/**
 * The new-request dialog on the responses page: opened by the empty list's button, or by arriving with router state
 * `{ newRequest: true }` (another remote's empty page leads here to send the first request).
 */
export function useNewRequest() {
  const location = useLocation();
  const navigate = useNavigate();
  const arrivedAsking = (location.state as { newRequest?: unknown } | null)?.newRequest === true;
  const [open, setOpen] = useState(arrivedAsking);
  useEffect(() => {
    if (!arrivedAsking) return;
    setOpen(true);
    // once: going Back and Forward to this entry shows the list, not the dialog again
    navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  }, [arrivedAsking, navigate, location.pathname, location.search]);
  const dialog = open ? (
    <Suspense fallback={null}>
      <RequestDialog open onClose={() => setOpen(false)} />
    </Suspense>
  ) : null;
  return { ask: () => setOpen(true), dialog };
}
