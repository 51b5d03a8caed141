/** Pet Store 1.2: types, operation table and runtime descriptors. Generated; do not edit. */
export type * from './types.js';
export * from './operations.js';
export * from './runtime/operation-table.js';
export { validate, is } from './validators.js';
export type { ValidationCode, ValidationError, ValidationResult } from './runtime/validation.js';
export { fixtures } from './fixtures.js';
export type { DeepPartial, FixtureBuilder, InvalidCase } from './runtime/fixtures-runtime.js';
