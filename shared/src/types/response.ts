import type { Id, Pagination, TypeMotive } from './common';
import type { ResponseStatus } from './form';

export interface Answer {
  question: Id;
  questionText?: string;
  value: string;
}

export interface Response {
  _id: Id;
  form: { _id: Id; title?: string } | null;
  /** Anything other than 'completed' counts as pending in the UI. */
  status: ResponseStatus;
  customer: { name?: string; phone: string };
  answers: Answer[];
  rating?: number;
  review?: string;
  isPublic: boolean;
  typeMotive: TypeMotive;
  coin?: number;
  voucher?: { amount: number };
  uniqueCode?: string;
  createdAt: string;
  /** The business's follow-up (its own text, shown on private rows too). */
  handled?: boolean;
  note?: string;
}

export interface ResponsesPage {
  responses: Response[];
  pagination: Pagination;
}

export interface Client {
  _id: Id;
  name: string;
  /** Digits including the country code, e.g. 998901234567. */
  phone: string;
}
