import type { Delivery, Response } from '@fikr/shared/core';
import type { responses } from '../db/schema';

type ResponseRow = typeof responses.$inferSelect;

export interface BusinessResponse extends Response {
  voucher?: { amount: number; description?: string; duration?: number };
  completedAt: string | null;
  delivery: Delivery | null;
  handled: boolean;
  note: string;
  isTest: boolean;
}

/**
 * A response as its business sees it. Privacy: when the customer chose anonymity (isPublic false) the
 * answers, rating and review are never sent — only who, when and the reward.
 */
export function responseView(
  row: ResponseRow,
  formTitle: string | null,
  delivery: Delivery | null = null,
): BusinessResponse {
  const visible = row.status === 'completed' && row.isPublic;
  const view: BusinessResponse = {
    _id: row.id,
    form: formTitle === null ? null : { _id: row.formId, title: formTitle },
    status: row.status,
    customer: { name: row.customerName, phone: row.customerPhone },
    answers: visible
      ? row.answers.map((a) => ({ question: a.question, questionText: a.questionText, value: a.value }))
      : [],
    isPublic: row.isPublic,
    typeMotive: row.typeMotive ?? 'coin',
    coin: row.typeMotive === 'voucher' ? 0 : Number(row.coin ?? 0),
    uniqueCode: row.uniqueCode,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt ? row.completedAt.toISOString() : null,
    delivery,
    handled: row.handled,
    note: row.note,
    isTest: row.isTest,
  };
  if (visible) {
    view.rating = row.rating ?? undefined;
    view.review = row.review ?? '';
  }
  if (row.typeMotive === 'voucher') {
    view.voucher = {
      amount: Number(row.voucherAmount ?? 0),
      description: row.voucherDescription ?? '',
      duration: row.voucherDuration ?? 0,
    };
  }
  return view;
}
