import { sql } from 'drizzle-orm';
import type { Config } from '../config';
import { rows } from '../db/rows';
import { AppError } from '../lib/app-error';
import type { Tx } from './counters';

/** Tashkent is UTC+5 all year (no daylight saving). */
const TASHKENT_OFFSET_HOURS = 5;
/** No survey request goes out from 22:00 to 09:00 Tashkent time. */
const QUIET_FROM = 22;
const QUIET_UNTIL = 9;
const HOUR = 3_600_000;

/**
 * When a survey request asked for at `nowMs` may go out: null by day, else the next 09:00 Tashkent time. Takes the
 * clock as an argument (Date.now() by the caller), so tests move it.
 */
export function quietHoursEnd(nowMs: number): Date | null {
  const local = new Date(nowMs + TASHKENT_OFFSET_HOURS * HOUR);
  const hour = local.getUTCHours();
  if (hour >= QUIET_UNTIL && hour < QUIET_FROM) return null;
  const nine = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), QUIET_UNTIL);
  const due = hour >= QUIET_FROM ? nine + 24 * HOUR : nine;
  return new Date(due - TASHKENT_OFFSET_HOURS * HOUR);
}

/**
 * No spam: one business asks a phone at most once in `cooldownDays`, and a phone gets at most `perPhoneDay` survey
 * requests a day from all businesses. Runs inside the request's transaction before the debit: a transaction-scoped
 * advisory lock per phone makes concurrent requests to one phone (from any business, on any instance sharing the
 * database) count one after another, so a burst cannot pass the limit; a refusal rolls back and charges nothing.
 * The owner's free test request (is_test) and answers through an open link (no type_motive) are not requests.
 */
export async function assertNotTooOften(
  tx: Tx,
  limits: Config['surveys'],
  businessId: string,
  phone: string,
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`survey-phone:${phone}`}))`);
  const days = Math.max(limits.cooldownDays, 1);
  const [row] = await rows<{ own: number | string; day: number | string }>(
    tx,
    sql`select
          count(*) filter (where business_id = ${businessId}
            and created_at > now() - make_interval(days => ${limits.cooldownDays}::int)) as own,
          count(*) filter (where created_at > now() - interval '1 day') as day
        from responses
        where customer_phone = ${phone} and type_motive is not null and not is_test
          and created_at > now() - make_interval(days => ${days}::int)`,
  );
  if (limits.cooldownDays > 0 && Number(row?.own ?? 0) > 0)
    throw new AppError(429, 'errors.surveyCooldown', undefined, { days: limits.cooldownDays });
  if (Number(row?.day ?? 0) >= limits.perPhoneDay)
    throw new AppError(429, 'errors.surveyPhoneDayLimit', undefined, { max: limits.perPhoneDay });
}
