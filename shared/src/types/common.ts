/** Entity ids are strings (Mongo-style `_id`) everywhere in the contract. */
export type Id = string;

export interface Pagination {
  total: number;
  page: number;
  limit: number;
}

export interface ApiSuccess<T> {
  success: true;
  data: T;
}

export interface ApiFailure {
  success: false;
  /** Already translated (Uzbek by default): the UI shows it as is. */
  message: string;
  code?: number | string;
  /** Per-field validation messages (path like 'voucher.amount'), when the body failed a schema. */
  errors?: Array<{ path: string; message: string }>;
}

export type ApiEnvelope<T> = ApiSuccess<T> | ApiFailure;

/** Reward type of a survey request / response. */
export type TypeMotive = 'coin' | 'voucher';
