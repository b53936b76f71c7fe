export * from './accounts';
export * from './forms';
export * from './money';
export * from './counters';
export * from './files';
export * from './messages';
export * from './insight';
export * from './wallet';
