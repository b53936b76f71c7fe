import { focusManager, type QueryClient } from '@tanstack/react-query';

const following = new WeakSet<QueryClient>();

/**
 * Lets a query opt in to `refetchOnWindowFocus` (off by default): data that waits on someone else, such as a
 * balance topped up in another tab, is read again when the owner comes back to the tab. A QueryClientProvider
 * would do this by mounting the client, but no provider wraps the roots, and mounting would also pause every
 * request while the browser says it is offline, where the pages show the failure and the last data instead. So
 * only the focus is followed. Once per client.
 */
export function followWindowFocus(client: QueryClient): void {
  if (following.has(client)) return;
  following.add(client);
  focusManager.subscribe((focused) => {
    if (focused) client.getQueryCache().onFocus();
  });
}
