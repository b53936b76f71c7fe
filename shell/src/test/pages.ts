import apps from '@fikr/shared/apps.json';
import type { ConsolePage } from '@fikr/shared/console-pages';
import type { RemotePage } from '../federation/console-pages';

/** The pages the server's default manifest declares: each remote's pages in apps.json. */
export function defaultPages(): RemotePage[] {
  return apps.remotes.flatMap((r) =>
    'pages' in r ? (r.pages as ConsolePage[]).map((page) => ({ ...page, remote: r.name.replace(/-/g, '_') })) : [],
  );
}
