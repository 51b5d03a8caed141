/** Pet Store 1.2: types, operation table and runtime descriptors. Generated; do not edit. */
export type * from "./types.js";
export * from "./operations.js";
export * from "./runtime/operation-table.js";
export { validate, is } from "./validators.js";
export type { ValidationCode, ValidationError, ValidationResult } from "./runtime/validation.js";
export { fixtures } from "./fixtures.js";
export type { DeepPartial, FixtureBuilder, InvalidCase } from "./runtime/fixtures-runtime.js";
export { PetstoreClient, PetstoreError, PetstoreThrottleError } from "./client.js";
export type { PetstoreClientOptions, PetstoreResults, PetstoreEnvironment, PetstoreCallOptions } from "./client.js";
export { createPetstoreServer } from "./server.js";
export type { PetstoreHandlers, PetstoreRequest, PetstoreServerOptions } from "./server.js";
export { ApiError, ThrottleError, NetworkError, TimeoutError } from "./runtime/rest/errors.js";
export { Reply } from "./runtime/rest/server.js";
export { RateLimiter } from "./runtime/rest/rate-limiter.js";
