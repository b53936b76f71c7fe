import type { Id, TypeMotive } from './common';

export type QuestionType = 'text' | 'choice' | 'number';

export interface Question {
  _id: Id;
  type: QuestionType;
  text: string;
  required: boolean;
  options: string[];
  min?: number;
  max?: number;
}

export interface Form {
  _id: Id;
  title: string;
  description?: string;
  questions: Question[];
  /** Response ids (or populated responses) of the form. */
  responses: Id[];
  uniqueCode?: string;
  createdAt: string;
  updatedAt?: string;
}

/** Answer of GET /forms/u/{uniquecode}. */
export interface PublicFormPayload {
  form: Pick<Form, '_id' | 'title' | 'description' | 'questions'>;
  business: { name: string; description?: string; logo?: string | null };
  coin?: number;
  typeMotive: TypeMotive;
  voucher?: { amount: number };
  status: ResponseStatus;
}

export type ResponseStatus = 'waiting' | 'completed';
