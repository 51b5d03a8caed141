/** Payments API 4: types, operation table and runtime descriptors. Generated; do not edit. */
export type * from './types.js';
export * from './operations.js';
export * from './runtime/operation-table.js';
