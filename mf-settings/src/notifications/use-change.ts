import { useCallback, useState } from 'react';
import { apiErrorMessage } from '@fikr/shared';

/**
 * A setting's change in flight: `busy` while `run` goes, `error` the last failed change's message (cleared by the
 * next one); `after` runs either way.
 */
export function useChange(after?: () => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const change = useCallback(
    async (run: () => Promise<void>) => {
      setBusy(true);
      setError(null);
      try {
        await run();
      } catch (err) {
        setError(apiErrorMessage(err));
      } finally {
        setBusy(false);
        after?.();
      }
    },
    [after],
  );
  return { busy, error, change };
}
