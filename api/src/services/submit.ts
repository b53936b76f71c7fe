import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PublicSubmitPayload } from '@fikr/shared/core';
import type { Db } from '../db/client';
import { sqlState, UNIQUE_VIOLATION } from '../db/pg-error';
import { rows } from '../db/rows';
import type { StoredAnswer } from '../db/schema';
import { Batcher } from '../lib/batcher';
import { textSqlIn } from '../lib/messages';
import { smsTextSqlIn } from '../lib/sms-text';
import { conflict } from '../lib/app-error';
import { urlToken, voucherCode } from '../lib/random-codes';
import { countedAnswers, counterCtes } from './counters';
import { validateAnswers } from './answers';
import { resolvePublicCode } from './public-form';
import { wakeSenders } from './outbox';
import { alertIfLowRating, MAX_ALERT_RATING } from './telegram-alerts';

// The thank-you SMS in the customer's language (the one they signed in to the wallet with; Uzbek otherwise).
const rewardVoucherSms = smsTextSqlIn(sql`cu.lang`, 'sms.rewardVoucher', {
  business: sql`b.name`,
  amount: sql`voucher.amount`,
  code: sql`voucher.code`,
  // DD-MM-YYYY on the Tashkent calendar (UTC+5, no DST), as the console shows dates
  until: sql`to_char((voucher.expires_at at time zone 'UTC') + interval '5 hours', 'DD-MM-YYYY')`,
  wallet: sql`done.wallet_url`,
});
const walletLabel = textSqlIn(sql`cu.lang`, 'api.tgOpenWallet', {});
// The wallet button under a reward sent by Telegram (customer-contacts.ts linkButton, written in SQL): a Mini App
// when the wallet is https, a plain link otherwise.
const walletButton = sql`jsonb_build_object('inline_keyboard', jsonb_build_array(jsonb_build_array(
  case when done.wallet_url like 'https://%'
       then jsonb_build_object('text', ${walletLabel}, 'web_app', jsonb_build_object('url', done.wallet_url))
       else jsonb_build_object('text', ${walletLabel}, 'url', done.wallet_url) end)))`;
const rewardCoinSms = smsTextSqlIn(sql`cu.lang`, 'sms.rewardCoin', {
  business: sql`b.name`,
  coin: sql`coalesce(done.coin, 0)`,
  wallet: sql`done.wallet_url`,
});

/** A validated submit of a waiting request, waiting for its batch. */
export interface Submit {
  id: string;
  answers: StoredAnswer[];
  rating: number;
  review: string;
  isPublic: boolean;
  /** 'Ismingiz': given → stored on the response and on the business's client (prefilled next time). */
  name?: string;
  /** The customer's wallet page, linked from the reward SMS. */
  walletUrl: string;
}

/** A completed request as the statement returns it: the response and, for a voucher, the voucher. */
interface Completed {
  n: number;
  id: string;
  customer_phone: string;
  coin: string | number | null;
  voucher_amount: string | number | null;
  voucher_code: string | null;
  voucher_expires_at: string | Date | null;
}

/**
 * waiting → completed for a batch of submits in ONE statement (data-modifying CTEs, atomic): each response with
 * its reward — a coin reward credits the customer's wallet and coin ledger, a voucher reward creates the voucher
 * (8-character code, valid for the request's days) —, the customer's thank-you SMS in the outbox (with the voucher
 * code) and the counters of db/schema/counters.ts. Every submit of a
 * business updates the same counter rows; one statement per batch holds their locks once for the whole batch
 * instead of once per submit. A request that is no longer waiting (completed meanwhile, or twice in the batch)
 * gets null.
 */
export async function completeRequests(db: Db, submits: Submit[]): Promise<Array<Completed | null>> {
  // Voucher codes are 8 characters from 32 symbols: a collision is rare but possible, so pick again.
  for (let attempt = 0; attempt < 10; attempt++) {
    const input = submits.map((s, n) => ({
      n,
      id: s.id,
      answers: s.answers,
      counted: countedAnswers(s.answers),
      rating: s.rating,
      review: s.review,
      is_public: s.isPublic,
      name: s.name ?? '',
      wallet_url: s.walletUrl,
      code: voucherCode(),
      token: urlToken(24),
    }));
    try {
      const done = await rows<Completed>(
        db,
        sql`with input as (
              select * from jsonb_to_recordset(${JSON.stringify(input)}::jsonb)
                as i(n int, id uuid, answers jsonb, counted jsonb, rating smallint, review text, is_public boolean, name text, wallet_url text, code text, token text)
            ),
            done as (
              update responses r set answers = i.answers, rating = i.rating, review = i.review, is_public = i.is_public,
                                     customer_name = case when i.name <> '' then i.name else r.customer_name end,
                                     completed_at = now(), status = 'completed'
              from input i where r.id = i.id and r.status = 'waiting'
              returning i.n, r.id, r.business_id, r.form_id, r.customer_phone, r.customer_name, r.type_motive, r.coin,
                        r.voucher_amount, r.voucher_description, r.voucher_duration, r.rating, r.is_public, i.counted, i.code, i.token, i.wallet_url
            ),
            named as (
              update clients c set name = i.name, updated_at = now()
              from done join input i on i.n = done.n
              where i.name <> '' and c.business_id = done.business_id and c.phone = done.customer_phone
            ),
            wallet as (
              insert into customer_wallets (phone, coin)
              select customer_phone, sum(coin) from done where type_motive = 'coin' group by customer_phone order by customer_phone
              on conflict (phone) do update set coin = customer_wallets.coin + excluded.coin, updated_at = now()
            ),
            coins as (
              insert into coin_ledger (phone, business_id, response_id, amount)
              select customer_phone, business_id, id, coin from done where type_motive = 'coin'
            ),
            voucher as (
              insert into vouchers (business_id, response_id, amount, description, expires_at, customer_phone, customer_name, code, confirm_token)
              select business_id, id, coalesce(voucher_amount, 0), coalesce(voucher_description, ''),
                     now() + make_interval(days => coalesce(voucher_duration, 0)), customer_phone, customer_name, code, token
              from done where type_motive = 'voucher'
              returning response_id, amount, code, expires_at
            ),
            reward_sms as (
              insert into outgoing_messages (channel, kind, phone, chat_id, reply_markup, text, business_id, response_id)
              select case when cc.telegram_chat_id is null then 'sms' else 'telegram' end, 'reward', done.customer_phone,
                     cc.telegram_chat_id, case when cc.telegram_chat_id is not null then ${walletButton} end,
                     case when voucher.code is not null then ${rewardVoucherSms} else ${rewardCoinSms} end,
                     done.business_id, done.id
              from done join businesses b on b.id = done.business_id left join voucher on voucher.response_id = done.id
                   left join customers cu on cu.phone = done.customer_phone
                   -- a linked, unblocked chat gets it first (outbox.ts TELEGRAM_FIRST); SMS is its fallback
                   left join customer_contacts cc on cc.phone = done.customer_phone
                        and cc.telegram_chat_id is not null and cc.telegram_blocked_at is null
              -- a test request (first steps) has no reward, so no reward SMS
              where done.customer_phone <> '' and done.type_motive is not null
            )
            ${counterCtes(0)}
            select done.n, done.id, done.customer_phone, done.coin, voucher.amount as voucher_amount,
                   voucher.code as voucher_code, voucher.expires_at as voucher_expires_at
            from done left join voucher on voucher.response_id = done.id`,
      );
      if (done.length > 0) wakeSenders();
      const byN = new Map(done.map((row) => [Number(row.n), row]));
      return submits.map((_, n) => byN.get(n) ?? null);
    } catch (err) {
      if (sqlState(err) !== UNIQUE_VIOLATION) throw err;
    }
  }
  throw new Error('could not allocate a voucher code');
}

const batchers = new WeakMap<Db, Batcher<Submit, Completed | null>>();

function completions(db: Db): Batcher<Submit, Completed | null> {
  let batcher = batchers.get(db);
  if (!batcher) batchers.set(db, (batcher = new Batcher((submits) => completeRequests(db, submits))));
  return batcher;
}

/**
 * POST /responses/:code/submit. A request code completes its waiting response exactly once (the conditional
 * UPDATE makes a concurrent second submit find nothing → 409) and grants the reward; a form's share code stores
 * a new completed response without reward. Either way the response, reward and counters commit together.
 */
export async function submitPublic(
  app: FastifyInstance,
  code: string,
  input: PublicSubmitPayload,
  branchCode?: string,
): Promise<{ _id: string; reviewCode?: string }> {
  const target = await resolvePublicCode(app.db, code);
  if (target.kind === 'request' && target.request.status === 'completed') throw conflict('errors.responseCompleted');
  const answers = validateAnswers(target.form.questions, input.answers);
  if (target.kind === 'open') {
    // The main query reads form_count, so the form's row is locked before the counters, in the order a survey
    // request locks them (services/survey-request.ts): concurrent ones cannot deadlock.
    const [row] = await rows<{ id: string; unique_code: string }>(
      app.db,
      sql`with done as (
            insert into responses (business_id, form_id, unique_code, status, answers, rating, review, is_public, customer_name, completed_at, branch_id)
            values (${target.form.businessId}, ${target.form.id}, ${urlToken()}, 'completed', ${JSON.stringify(answers)}::jsonb,
                    ${input.rating}, ${input.review}, ${input.isPublic}, ${input.name ?? ''}, now(),
                    (select id from branches where business_id = ${target.form.businessId} and code = ${(branchCode ?? '').trim().toLowerCase()}))
            returning id, unique_code, business_id, form_id, rating, is_public, ${JSON.stringify(countedAnswers(answers))}::jsonb as counted
          ),
          form_count as (update forms set responses_count = responses_count + 1 from done where forms.id = done.form_id returning forms.id)
          ${counterCtes(1)}
          select done.id, done.unique_code from done, form_count`,
    );
    await alertLowRating(app, input, row.id);
    return reviewable({ _id: row.id }, input, row.unique_code);
  }
  const submit: Submit = {
    id: target.request.id,
    answers,
    rating: input.rating,
    review: input.review,
    isPublic: input.isPublic,
    name: input.name,
    walletUrl: `${app.config.publicFormOrigin}/wallet`,
  };
  const response = await completions(app.db).run(submit);
  if (!response) throw conflict('errors.responseCompleted');
  await alertLowRating(app, input, response.id);
  return reviewable({ _id: response.id }, input, code);
}

/** A public answer's code goes back for the completion page's review links; a private answerer is not asked. */
function reviewable(done: { _id: string }, input: PublicSubmitPayload, code: string) {
  return input.isPublic ? { ...done, reviewCode: code } : done;
}

/** A public low rating tells the owner's Telegram chat (services/telegram-alerts.ts); a failure never fails the submit. */
async function alertLowRating(app: FastifyInstance, input: PublicSubmitPayload, responseId: string): Promise<void> {
  if (!input.isPublic || input.rating > MAX_ALERT_RATING) return;
  try {
    await alertIfLowRating(app.db, app.config, responseId);
  } catch (err) {
    app.log.error({ err, responseId }, 'low-rating alert failed');
  }
}
