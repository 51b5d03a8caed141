export * from './operations.js';
export * from './runtime/operation-table.js';
export { validate, is } from './validators.js';
export { fixtures } from './fixtures.js';
