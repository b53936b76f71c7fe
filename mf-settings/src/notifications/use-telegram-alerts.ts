import { useCallback, useEffect, useState } from 'react';
import { api, apiErrorMessage, unwrap, type TelegramAlertSettings } from '@fikr/shared';

/** While a link is shown and no chat is linked yet, the status is re-read this often (the owner is in Telegram). */
export const LINK_POLL_MS = 3_000;

export type AlertsState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; settings: TelegramAlertSettings };

/**
 * GET /business/telegram; `createLink` → POST /business/telegram-link, `setThreshold` → PATCH, `unlink` → DELETE.
 * Each change answers the new settings; `error` is the last failed change's message.
 */
export function useTelegramAlerts() {
  const [state, setState] = useState<AlertsState>({ status: 'loading' });
  const [link, setLink] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      const settings = unwrap<TelegramAlertSettings>(await api.get('/business/telegram'));
      setState({ status: 'ready', settings });
      if (settings.linked) setLink(null);
    } catch (err) {
      setState((prev) => (prev.status === 'ready' ? prev : { status: 'error', message: apiErrorMessage(err) }));
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const waiting = link !== null && state.status === 'ready' && !state.settings.linked;
  useEffect(() => {
    if (!waiting) return undefined;
    const timer = setInterval(() => void load(), LINK_POLL_MS);
    return () => clearInterval(timer);
  }, [waiting, load]);

  async function change(run: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await run();
    } catch (err) {
      setError(apiErrorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return {
    state,
    link,
    busy,
    error,
    reload: load,
    createLink: () =>
      change(async () => {
        setLink(unwrap<{ url: string }>(await api.post('/business/telegram-link')).url);
      }),
    setThreshold: (threshold: number) =>
      change(async () => {
        setState({
          status: 'ready',
          settings: unwrap<TelegramAlertSettings>(await api.patch('/business/telegram', { threshold })),
        });
      }),
    unlink: () =>
      change(async () => {
        setState({ status: 'ready', settings: unwrap<TelegramAlertSettings>(await api.delete('/business/telegram')) });
        setLink(null);
      }),
  };
}
