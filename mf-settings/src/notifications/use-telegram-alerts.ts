import { useEffect, useState } from 'react';
import { api, unwrap, useRequest, type TelegramAlertSettings } from '@fikr/shared';
import { useChange } from './use-change';

/** While a link is shown and no chat is linked yet, the status is re-read this often (the owner is in Telegram). */
export const LINK_POLL_MS = 3_000;

export type AlertsState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; settings: TelegramAlertSettings };

/**
 * GET /business/telegram; `createLink` → POST /business/telegram-link, `setThreshold` → PATCH, `unlink` → DELETE.
 * Each change answers the new settings; `error` is the last failed change's message.
 */
export function useTelegramAlerts() {
  const request = useRequest('telegram', (signal) =>
    api.get('/business/telegram', { signal }).then((res) => unwrap<TelegramAlertSettings>(res)),
  );
  const [link, setLink] = useState<string | null>(null);
  const { busy, error, change } = useChange();
  const { data: settings, reload, setData } = request;
  // a failed poll keeps the settings shown (keepData): the error panel is for a first load that failed
  const state: AlertsState = settings
    ? { status: 'ready', settings }
    : request.error !== null
      ? { status: 'error', message: request.error }
      : { status: 'loading' };

  useEffect(() => {
    if (settings?.linked) setLink(null);
  }, [settings]);

  const waiting = link !== null && settings !== undefined && !settings.linked;
  useEffect(() => {
    if (!waiting) return undefined;
    const timer = setInterval(reload, LINK_POLL_MS);
    return () => clearInterval(timer);
  }, [waiting, reload]);

  return {
    state,
    link,
    busy,
    error,
    reload,
    createLink: () =>
      change(async () => {
        setLink(unwrap<{ url: string }>(await api.post('/business/telegram-link')).url);
      }),
    setThreshold: (threshold: number) =>
      change(async () => {
        setData(unwrap<TelegramAlertSettings>(await api.patch('/business/telegram', { threshold })));
      }),
    unlink: () =>
      change(async () => {
        setData(unwrap<TelegramAlertSettings>(await api.delete('/business/telegram')));
        setLink(null);
      }),
  };
}
