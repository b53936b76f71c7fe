export * from './accounts';
export * from './forms';
export * from './money';
