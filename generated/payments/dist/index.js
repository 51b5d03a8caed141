export * from './operations.js';
export * from './runtime/operation-table.js';
