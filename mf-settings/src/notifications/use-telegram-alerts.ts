import { useEffect, useState } from 'react';
import {
  api,
  apiErrorMessage,
  queryClient,
  queryOptions,
  unwrap,
  useMutation,
  useQuery,
  type TelegramAlertSettings,
} from '@fikr/shared';
import { useChange } from './use-change';

/** GET /business/telegram: the business's Telegram alerts. */
const telegramQuery = () =>
  queryOptions({
    queryKey: ['business', 'telegram'] as const,
    queryFn: ({ signal }) => api.get('/business/telegram', { signal }).then((r) => unwrap<TelegramAlertSettings>(r)),
  });

/** While a link is shown and no chat is linked yet, the status is re-read this often (the owner is in Telegram). */
export const LINK_POLL_MS = 3_000;

export type AlertsState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; settings: TelegramAlertSettings };

/**
 * GET /business/telegram; `createLink` → POST /business/telegram-link, `setThreshold` → PATCH, `unlink` → DELETE.
 * Each change answers the new settings; `error` is the last failed change's message.
 */
export function useTelegramAlerts() {
  const [link, setLink] = useState<string | null>(null);
  // a link shown and no chat yet: the owner is in Telegram; the settings re-read on their own until the bot links
  const waiting = (data: TelegramAlertSettings | undefined) => link !== null && data !== undefined && !data.linked;
  const query = useQuery(
    {
      ...telegramQuery(),
      refetchInterval: (q) => (waiting(q.state.data) ? LINK_POLL_MS : false),
      refetchOnWindowFocus: (q) => (waiting(q.state.data) ? 'always' : false),
    },
    queryClient,
  );
  const answered = useMutation(
    {
      mutationFn: (send: () => Promise<{ data?: unknown }>) => send().then((res) => unwrap<TelegramAlertSettings>(res)),
      onSuccess: (settings) => queryClient.setQueryData(telegramQuery().queryKey, settings),
    },
    queryClient,
  );
  const { busy, error, change } = useChange();
  const settings = query.data;
  // a failed poll keeps the settings shown: the error panel is for a first load that failed
  const state: AlertsState = settings
    ? { status: 'ready', settings }
    : query.error !== null
      ? { status: 'error', message: apiErrorMessage(query.error, 'errors.generic') }
      : { status: 'loading' };

  useEffect(() => {
    if (settings?.linked) setLink(null);
  }, [settings]);

  return {
    state,
    link,
    busy,
    error,
    reload: () => void query.refetch(),
    createLink: () =>
      change(async () => {
        setLink(unwrap<{ url: string }>(await api.post('/business/telegram-link')).url);
      }),
    setThreshold: (threshold: number) =>
      change(async () => {
        await answered.mutateAsync(() => api.patch('/business/telegram', { threshold }));
      }),
    unlink: () =>
      change(async () => {
        await answered.mutateAsync(() => api.delete('/business/telegram'));
        setLink(null);
      }),
  };
}
