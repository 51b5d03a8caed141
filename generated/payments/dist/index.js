export * from "./operations.js";
export * from "./runtime/operation-table.js";
export { validate, is } from "./validators.js";
export { fixtures } from "./fixtures.js";
export { PaymentsClient, PaymentsError, PaymentsThrottleError } from "./client.js";
export { createPaymentsServer } from "./server.js";
export { ApiError, ThrottleError, NetworkError, TimeoutError } from "./runtime/rest/errors.js";
export { Reply } from "./runtime/rest/server.js";
export { RateLimiter } from "./runtime/rest/rate-limiter.js";
