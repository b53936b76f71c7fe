// The owner's side of a measured walk: every tap and every field filled goes through one counter, so the printed
// figures cannot drift from what the walk does. The waiting is the time from an action until the next screen is
// usable (what `ready` waits for); an action with no `ready` (typing into a field) adds no waiting.
import type { Locator, Page } from 'playwright-core';
import { clickOption } from './antd-select';

/** What makes the next screen usable: a thing to see, or any wait of its own (a URL, a download, an SMS). */
export type Ready = Locator | (() => Promise<unknown>);

export interface Tally {
  actions: number;
  waitingMs: number;
}

export class Journey {
  private actions = 0;
  private waitingMs = 0;
  private last: Tally = { actions: 0, waitingMs: 0 };

  constructor(private readonly page: Page) {}

  /** A tap; `ready` is what the owner waits for before the next action. */
  async click(target: Locator, ready?: Ready): Promise<void> {
    await target.click();
    await this.acted(ready);
  }

  /** A field filled: one action, however long the value. */
  async fill(target: Locator, value: string, ready?: Ready): Promise<void> {
    await target.fill(value);
    await this.acted(ready);
  }

  /** An antd Select: a tap to open it, a tap on the option. */
  async choose(opener: Locator, title: string): Promise<void> {
    await opener.click();
    await this.acted();
    await clickOption(this.page, title);
    await this.acted();
  }

  /** Pulling the page to refresh it: one action. */
  async reload(ready: Ready): Promise<void> {
    await this.page.reload();
    await this.acted(ready);
  }

  /** Waiting with no action before it (an SMS on its way): counted as waiting only. */
  async wait(ready: Ready): Promise<void> {
    const started = performance.now();
    await (typeof ready === 'function' ? ready() : ready.waitFor());
    this.waitingMs += performance.now() - started;
  }

  /** The actions and waiting since the previous lap (or the start). */
  lap(): Tally {
    const now = { actions: this.actions, waitingMs: this.waitingMs };
    const since = { actions: now.actions - this.last.actions, waitingMs: now.waitingMs - this.last.waitingMs };
    this.last = now;
    return since;
  }

  private async acted(ready?: Ready): Promise<void> {
    this.actions += 1;
    if (ready) await this.wait(ready);
  }
}

/** Seconds with one decimal, as the figures print. */
export const secondsOf = (ms: number) => (ms / 1000).toFixed(1);
