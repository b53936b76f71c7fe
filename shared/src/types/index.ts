export type * from './common';
export type * from './business';
export type * from './user';
export type * from './form';
export type * from './response';
export type * from './stats';
export type * from './voucher';
export type * from './payment';
