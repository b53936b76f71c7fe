import type { Id, Pagination, TypeMotive } from './common';
import type { ResponseStatus } from './form';
import type { Delivery } from '../schemas/delivery';

export type { Delivery, DeliveryStatus } from '../schemas/delivery';

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
  /** A survey request's SMS (null for answers through a form's open link, which text nobody). */
  delivery?: Delivery | null;
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
