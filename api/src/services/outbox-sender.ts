import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rows } from '../db/rows';
import type { MessageChannel, MessageKind } from '../db/schema';
import {
  ChatBlocked,
  PushSubscriptionGone,
  type Providers,
  type ReplyMarkup,
  type SendOptions,
} from '../providers/types';
import { markChatBlocked } from './customer-contacts';
import { onEnqueue } from './outbox';

export const MAX_ATTEMPTS = 6;

export interface SenderOptions {
  /** Delay before the 2nd attempt; each later one waits 3× longer, ±20 % jitter (30 s → about an hour). */
  retryBaseMs: number;
  /** A send not answered by then is a failed attempt. */
  sendTimeoutMs: number;
  /** How often due messages are looked for when nothing in this process woke the loop. */
  pollMs: number;
  batchSize?: number;
  log?: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

interface Claimed {
  id: string;
  channel: MessageChannel;
  kind: MessageKind;
  phone: string | null;
  chat_id: string | null;
  push_subscription_id: string | null;
  reply_markup: ReplyMarkup | string | null;
  text: string;
  attempts: number;
}

/**
 * A failed attempt: its error text, whether no later attempt could succeed (a push subscription gone, a blocked
 * bot), and whether the bot was blocked.
 */
interface Failure {
  error: string;
  final: boolean;
  blocked?: boolean;
}

/** Wait before attempt `attempts + 1`. */
export function retryDelayMs(attempts: number, baseMs: number, random: () => number = Math.random): number {
  const delay = baseMs * 3 ** (attempts - 1);
  return Math.round(delay * (0.8 + 0.4 * random()));
}

class SendTimeout extends Error {}

/**
 * The outbox's sender, one per instance. A pass claims due messages (FOR UPDATE SKIP LOCKED: concurrent senders
 * on one PostgreSQL never take the same row) by moving their next_attempt_at past a lease and counting the
 * attempt, commits, sends each with a timeout, then records sent, the next attempt, or failed. A sender that dies
 * mid-send leaves its messages to be claimed again when the lease ends: delivery is at least once.
 */
export class OutboxSender {
  private timer: NodeJS.Timeout | null = null;
  /** Passes run one after another on this chain. */
  private chain: Promise<unknown> = Promise.resolve();
  private busy = 0;
  private again = false;
  private stopped = true;
  private chase = 0;
  private unsubscribe: (() => void) | null = null;
  private readonly leaseMs: number;

  constructor(
    private readonly db: Db,
    private readonly providers: Providers,
    private readonly options: SenderOptions,
  ) {
    this.leaseMs = options.sendTimeoutMs + 30_000;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.unsubscribe = onEnqueue(() => this.wake());
    this.schedule(0);
  }

  /** Stops polling and waits for the pass in progress (its sends end within the send timeout). */
  async stop(): Promise<void> {
    this.stopped = true;
    this.unsubscribe?.();
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.chain;
  }

  /** A message was queued in this process: look now, and a few times shortly after (its transaction commits). */
  wake(): void {
    if (this.stopped) return;
    this.chase = 4;
    if (this.busy > 0) this.again = true;
    else this.schedule(0);
  }

  /** Sends everything due now (the sandbox's GET /api/dev/outbox); gives up waiting after `maxMs`. */
  async flush(maxMs = 2_000): Promise<void> {
    if (this.stopped) return;
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, maxMs);
    });
    const drain = async () => {
      const until = Date.now() + maxMs;
      while (Date.now() < until && !this.stopped) {
        if ((await this.runPass()) === 0) return;
      }
    };
    try {
      // A failing pass is the loop's to log and retry; the caller still gets what was sent.
      await Promise.race([drain().catch(() => undefined), deadline]);
    } finally {
      clearTimeout(timer);
    }
  }

  private schedule(ms: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.tick();
    }, ms);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    if (this.busy > 0) {
      this.again = true;
      return;
    }
    let claimed = 0;
    try {
      claimed = await this.runPass();
    } catch (err) {
      if (!this.stopped) this.options.log?.error({ err }, 'outbox pass failed');
    }
    if (this.stopped) return;
    const full = claimed >= (this.options.batchSize ?? 50);
    if (full || this.again) {
      this.again = false;
      this.schedule(0);
    } else if (this.chase > 0) {
      this.chase--;
      this.schedule(25 * 2 ** (3 - this.chase));
    } else {
      this.schedule(this.options.pollMs);
    }
  }

  /** One pass; resolves with the number of messages claimed. Passes of one sender never overlap. */
  private runPass(): Promise<number> {
    this.busy++;
    const pass = this.chain.then(() => this.pass());
    this.chain = pass.catch(() => undefined).finally(() => this.busy--);
    return pass;
  }

  private async pass(): Promise<number> {
    const limit = this.options.batchSize ?? 50;
    // Scheduled messages (survey requests asked for at night) become due at their hour by the process clock, which
    // tests fix; from then on they are sent like any queued message.
    await this.db.execute(
      sql`update outgoing_messages set status = 'queued', next_attempt_at = now()
          where status = 'scheduled' and next_attempt_at <= ${new Date(Date.now()).toISOString()}::timestamptz`,
    );
    const claimed = await rows<Claimed>(
      this.db,
      sql`update outgoing_messages m
          set attempts = m.attempts + 1, next_attempt_at = now() + ${`${this.leaseMs} milliseconds`}::interval
          where m.id in (
            select id from outgoing_messages
            where status = 'queued' and next_attempt_at <= now()
            order by next_attempt_at
            limit ${limit}
            for update skip locked
          )
          returning m.id, m.channel, m.kind, m.phone, m.chat_id, m.push_subscription_id, m.reply_markup, m.text, m.attempts`,
    );
    if (claimed.length === 0) return 0;
    const outcomes = await Promise.all(claimed.map((m) => this.attempt(m)));
    const sent = claimed.filter((_, i) => outcomes[i] === null).map((m) => m.id);
    if (sent.length > 0) {
      await this.db.execute(
        sql`update outgoing_messages
            set status = 'sent', sent_at = now(), text = case when kind = 'password_reset' then '' else text end
            where id in (${sql.join(
              sent.map((id) => sql`${id}::uuid`),
              sql`, `,
            )}) and status = 'queued'`,
      );
    }
    for (const [i, m] of claimed.entries()) {
      const failure = outcomes[i];
      if (failure) await this.recordFailure(m, failure);
    }
    return claimed.length;
  }

  /** null when sent, else the failure. An attempt past the last (its sender died) is not sent again. */
  private async attempt(m: Claimed): Promise<Failure | null> {
    const attempts = Number(m.attempts);
    if (attempts > MAX_ATTEMPTS) return { error: 'no attempts left', final: false };
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new SendTimeout(`no answer within ${this.options.sendTimeoutMs} ms`));
      }, this.options.sendTimeoutMs);
    });
    try {
      await Promise.race([this.deliver(m, { attempt: attempts, signal: controller.signal }), timeout]);
      return null;
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      this.options.log?.warn({ messageId: m.id, kind: m.kind, attempt: attempts, err: message }, 'message not sent');
      const blocked = err instanceof ChatBlocked;
      return { error: message.slice(0, 500), final: err instanceof PushSubscriptionGone || blocked, blocked };
    } finally {
      clearTimeout(timer);
    }
  }

  private deliver(m: Claimed, options: SendOptions): Promise<void> {
    if (m.channel === 'sms') return this.providers.sms.send(m.phone as string, m.text, options);
    if (m.kind === 'password_reset') return this.providers.messenger.sendPassword(m.phone as string, m.text, options);
    if (m.channel === 'push') return this.push(m, options);
    // PGlite hands jsonb back parsed, node-postgres too; a string would be a driver that does not
    const replyMarkup =
      typeof m.reply_markup === 'string' ? (JSON.parse(m.reply_markup) as ReplyMarkup) : m.reply_markup;
    return this.providers.chat.sendToChat(m.chat_id as string, m.text, { ...options, replyMarkup });
  }

  /** A push goes to its subscription as it is now; one deleted meanwhile (unsubscribed) is gone. */
  private async push(m: Claimed, options: SendOptions): Promise<void> {
    const [target] = m.push_subscription_id
      ? await rows<{ endpoint: string; p256dh: string; auth: string }>(
          this.db,
          sql`select endpoint, p256dh, auth from push_subscriptions where id = ${m.push_subscription_id}`,
        )
      : [];
    if (!target) throw new PushSubscriptionGone('', 'unsubscribed before it was sent');
    await this.providers.push.send(target, m.text, options);
  }

  private async recordFailure(m: Claimed, { error, final, blocked }: Failure): Promise<void> {
    const attempts = Number(m.attempts);
    if (blocked && m.chat_id) await markChatBlocked(this.db, m.chat_id);
    // A customer's message that Telegram could not take (blocked, or out of attempts) goes by SMS at once, from its
    // first attempt: the phone it carries is its fallback.
    if (m.channel === 'telegram' && m.phone && m.kind !== 'password_reset' && (final || attempts >= MAX_ATTEMPTS)) {
      await this.db.execute(
        sql`update outgoing_messages
            set channel = 'sms', chat_id = null, reply_markup = null, attempts = 0, next_attempt_at = now(),
                text = coalesce(sms_text, text), sms_text = null,
                last_error = ${`telegram: ${error}`.slice(0, 500)}
            where id = ${m.id} and status = 'queued' and attempts = ${attempts}`,
      );
      this.wake();
      return;
    }
    const delay = retryDelayMs(attempts, this.options.retryBaseMs);
    // Only the claim this sender holds is settled: a resend meanwhile (attempts back to 0) wins.
    await this.db.execute(
      attempts >= MAX_ATTEMPTS || final
        ? sql`update outgoing_messages
              set status = 'failed', attempts = ${Math.min(attempts, MAX_ATTEMPTS)},
                  last_error = ${attempts > MAX_ATTEMPTS ? sql`coalesce(last_error, ${error})` : error},
                  text = case when kind = 'password_reset' then '' else text end
              where id = ${m.id} and status = 'queued' and attempts = ${attempts}`
        : sql`update outgoing_messages
              set next_attempt_at = now() + ${`${delay} milliseconds`}::interval, last_error = ${error}
              where id = ${m.id} and status = 'queued' and attempts = ${attempts}`,
    );
    // The push service said the subscription is gone: it is deleted, and the message was not left to retry.
    if (final && m.push_subscription_id)
      await this.db.execute(sql`delete from push_subscriptions where id = ${m.push_subscription_id}`);
  }
}
