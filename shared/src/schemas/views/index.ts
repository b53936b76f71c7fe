export * from './envelope';
export * from './business';
export * from './form';
export * from './response';
export * from './voucher';
export * from './payment';
export * from './stats';
export * from './push';
