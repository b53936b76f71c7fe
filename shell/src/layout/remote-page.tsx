import { RemoteModule } from '../federation/remote-module';
import type { RemotePage as Page } from '../federation/console-pages';

/** A page a remote declares: its exposed module, with the modules of other remotes it takes as props (slots). */
export function RemotePage({ page }: { page: Page }) {
  const slots = Object.entries(page.slots ?? {});
  const props = slots.length
    ? Object.fromEntries(
        slots.map(([prop, slot]) => [prop, <RemoteModule remote={slot.remote} module={slot.module} />]),
      )
    : undefined;
  return <RemoteModule remote={page.remote} module={page.module} props={props} />;
}
