import type { z } from 'zod';
import type { failureSchema, paginationSchema, typeMotiveSchema } from '../schemas/views/envelope';

/** Entity ids are strings (Mongo-style `_id`) everywhere in the contract. */
export type Id = string;

export type Pagination = z.infer<typeof paginationSchema>;

export interface ApiSuccess<T> {
  success: true;
  data: T;
}

/** `message` is already translated (Uzbek by default): the UI shows it as is; `errors` per field (path like 'voucher.amount'). */
export type ApiFailure = z.infer<typeof failureSchema>;

export type ApiEnvelope<T> = ApiSuccess<T> | ApiFailure;

/** Reward type of a survey request / response. */
export type TypeMotive = z.infer<typeof typeMotiveSchema>;
