import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  coinCommission,
  voucherCommission,
  REPLIES_PER_RESPONSE,
  type ReplyBody,
  type ReplyReward,
  type ResponseReply,
} from '@fikr/shared/core';
import type { Db } from '../db/client';
import { rows } from '../db/rows';
import {
  businesses,
  coinLedger,
  customerWallets,
  ledger,
  outgoingMessages,
  responseReplies,
  responses,
  vouchers,
} from '../db/schema';
import { AppError, notFound } from '../lib/app-error';
import { text } from '../lib/messages';
import { isUuid, urlToken, voucherCode } from '../lib/random-codes';
import { smsText } from '../lib/sms-text';
import { recordAudit, type Actor } from './audit';
import { customerLang } from './customer-lang';
import { enqueueMessage } from './outbox';
import { inBranch, type Scope } from './scope';
import { assertNotSuspended } from './survey-request';

type ReplyRow = typeof responseReplies.$inferSelect;

/** Links (with or without a scheme), bare domains and Telegram handles: a reply sends the customer nowhere else. */
const LINKS = [
  /(https?:\/\/|www\.)\S*/gi,
  /[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}(\/\S*)?/g,
  /@[A-Za-z0-9_]{4,}/g,
];
/** Control and invisible characters (not the line break): built from a string, as lib/sms-text.ts does. */
const INVISIBLE = new RegExp(
  String.raw`[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]`,
  'g',
);
/** A run of digits and separators with 9 digits or more is a phone number (9: Uzbek numbers without +998). */
const DIGIT_RUNS = /\+?[0-9][0-9 ().-]{5,}[0-9]/g;
const PHONE_DIGITS = 9;

/** The owner's text as the customer gets it: links and phone numbers cut out, spaces they leave tidied. */
export function cleanReplyText(raw: string): string {
  // control and invisible characters (bidi overrides, zero-width) would hide or reorder what the customer reads
  let out = raw.replace(/\r\n?/g, '\n').replace(INVISIBLE, '');
  for (const pattern of LINKS) out = out.replace(pattern, '');
  out = out.replace(DIGIT_RUNS, (run) => (run.replace(/\D/g, '').length >= PHONE_DIGITS ? '' : run));
  return out
    .split('\n')
    .map((line) => line.replace(/[ \t]{2,}/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** What the business pays for a make-good, as for a survey request: a coin reward plus its commission; for a voucher the commission. */
export function replyCost(reward: ReplyReward | null): { cost: number; commission: number } {
  if (!reward) return { cost: 0, commission: 0 };
  if (reward.typeMotive === 'coin') {
    const commission = coinCommission(reward.coin);
    return { cost: reward.coin + commission, commission };
  }
  return { cost: voucherCommission(reward.voucher.amount), commission: voucherCommission(reward.voucher.amount) };
}

/**
 * The response a reply may go to, in the caller's scope: a customer's completed public answer with a phone. A
 * private answer is never shown, so never answered: it is a 404 like a missing one (and so is a waiting request,
 * the owner's own test and an answer without a phone, which no reply could reach).
 */
export async function replyableResponse(db: Db, scope: Scope, id: string) {
  if (!isUuid(id)) throw notFound('errors.responseNotFound');
  const [row] = await db
    .select()
    .from(responses)
    .where(and(eq(responses.businessId, scope.businessId), eq(responses.id, id), inBranch(responses.branchId, scope)))
    .limit(1);
  if (!row || !row.isPublic || row.status !== 'completed' || row.isTest || !row.customerPhone)
    throw notFound('errors.responseNotFound');
  return row;
}

export function rewardView(row: ReplyRow, voucherRedeemed: boolean | undefined): ResponseReply['reward'] {
  if (row.typeMotive === 'coin') return { typeMotive: 'coin', coin: Number(row.coin ?? 0), redeemed: true };
  if (row.typeMotive === 'voucher')
    return {
      typeMotive: 'voucher',
      voucher: {
        amount: Number(row.voucherAmount ?? 0),
        description: row.voucherDescription ?? '',
        duration: row.voucherDuration ?? 0,
      },
      redeemed: voucherRedeemed ?? false,
    };
  return null;
}

/** The replies of some responses, oldest first, with how each reached the customer and whether its voucher was used. */
export async function repliesOf(db: Db, responseIds: string[]): Promise<Map<string, ResponseReply[]>> {
  const out = new Map<string, ResponseReply[]>();
  if (responseIds.length === 0) return out;
  const list = await db
    .select({ reply: responseReplies, redeemed: vouchers.isRedeemed, channel: outgoingMessages.channel })
    .from(responseReplies)
    .leftJoin(vouchers, eq(vouchers.replyId, responseReplies.id))
    .leftJoin(outgoingMessages, eq(outgoingMessages.id, responseReplies.messageId))
    .where(inArray(responseReplies.responseId, responseIds))
    .orderBy(asc(responseReplies.createdAt), asc(responseReplies.id));
  for (const { reply, redeemed, channel } of list) {
    const view: ResponseReply = {
      id: reply.id,
      text: reply.text,
      reward: rewardView(reply, redeemed ?? undefined),
      createdAt: reply.createdAt.toISOString(),
      channel: channel === 'telegram' ? 'telegram' : channel === 'sms' ? 'sms' : null,
    };
    out.set(reply.responseId, [...(out.get(reply.responseId) ?? []), view]);
  }
  return out;
}

/**
 * POST /responses/:id/reply. One transaction, the response's row locked so concurrent replies count one after
 * another: at most 3 replies (429, nothing charged), the make-good's conditional debit (never below zero; not
 * enough → 400, nothing changes) with its ledger row, the coin credited to the customer's wallet or the voucher
 * put in it, and the message in the outbox — the whole text by Telegram when the phone has a linked chat, else
 * the fixed SMS with the link to /reply/{code}.
 */
export async function replyToResponse(
  app: FastifyInstance,
  scope: Scope,
  responseId: string,
  body: ReplyBody,
  actor?: Actor,
): Promise<ResponseReply> {
  const response = await replyableResponse(app.db, scope, responseId);
  await assertNotSuspended(app.db, scope.businessId);
  const cleaned = cleanReplyText(body.text);
  if (!cleaned) throw new AppError(400, 'validation.replyTextRequired');
  const { reward } = body;
  const { cost, commission } = replyCost(reward);
  const reply = await app.db.transaction(async (tx) => {
    await rows(tx, sql`select id from responses where id = ${response.id} for update`);
    const [{ n }] = await rows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from response_replies where response_id = ${response.id}`,
    );
    if (Number(n) >= REPLIES_PER_RESPONSE)
      throw new AppError(429, 'errors.replyLimit', undefined, { max: REPLIES_PER_RESPONSE });
    const [business] = await tx
      .update(businesses)
      .set({ coin: sql`${businesses.coin} - ${cost}` })
      .where(and(eq(businesses.id, scope.businessId), gte(businesses.coin, cost)))
      .returning({ name: businesses.name });
    if (!business) throw new AppError(400, 'validation.insufficientBalance');
    const [row] = await tx
      .insert(responseReplies)
      .values({
        businessId: scope.businessId,
        responseId: response.id,
        text: cleaned,
        code: urlToken(),
        typeMotive: reward?.typeMotive ?? null,
        coin: reward?.typeMotive === 'coin' ? reward.coin : null,
        voucherAmount: reward?.typeMotive === 'voucher' ? reward.voucher.amount : null,
        voucherDescription: reward?.typeMotive === 'voucher' ? reward.voucher.description : null,
        voucherDuration: reward?.typeMotive === 'voucher' ? reward.voucher.duration : null,
        commission,
      })
      .returning();
    const phone = response.customerPhone;
    if (cost > 0) {
      await tx
        .insert(ledger)
        .values({ businessId: scope.businessId, kind: 'reply', amount: -cost, commission, responseId: response.id });
    }
    if (reward?.typeMotive === 'coin') {
      await tx
        .insert(customerWallets)
        .values({ phone, coin: reward.coin })
        .onConflictDoUpdate({
          target: customerWallets.phone,
          set: { coin: sql`${customerWallets.coin} + ${reward.coin}`, updatedAt: new Date() },
        });
      await tx
        .insert(coinLedger)
        .values({ phone, kind: 'reward', businessId: scope.businessId, replyId: row.id, amount: reward.coin });
    }
    if (reward?.typeMotive === 'voucher') {
      await tx.insert(vouchers).values({
        businessId: scope.businessId,
        responseId: response.id,
        replyId: row.id,
        code: voucherCode(),
        amount: reward.voucher.amount,
        description: reward.voucher.description,
        expiresAt: new Date(Date.now() + reward.voucher.duration * 86_400_000),
        customerPhone: phone,
        customerName: response.customerName,
        confirmToken: urlToken(24),
      });
    }
    const lang = await customerLang(tx, phone);
    const url = `${app.config.publicFormOrigin}/reply/${row.code}`;
    const message = await enqueueMessage(tx, {
      channel: 'sms',
      kind: 'reply',
      phone,
      businessId: scope.businessId,
      responseId: response.id,
      link: { label: text('api.tgOpenReply', {}, lang), url },
      text: smsText('sms.reply', { business: business.name, url }, lang),
      telegramText: `${business.name}:\n${cleaned}`,
    });
    await tx.update(responseReplies).set({ messageId: message.id }).where(eq(responseReplies.id, row.id));
    if (actor) {
      const what = reward
        ? reward.typeMotive === 'coin'
          ? ` coin ${reward.coin}`
          : ` voucher ${reward.voucher.amount}`
        : '';
      await recordAudit(tx, actor, 'response.replied', `${phone}${what} (${cost})`);
    }
    return row;
  });
  const replies = await repliesOf(app.db, [response.id]);
  return replies.get(response.id)?.find((r) => r.id === reply.id) as ResponseReply;
}
