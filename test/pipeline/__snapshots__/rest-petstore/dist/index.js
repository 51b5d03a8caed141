export { operations, endpoints, rateLimits, rateLimitKeys, securitySchemes, fillPath, matchHttpOperation, rateLimitsOf } from "./operations.js";
export { validate, is } from "./validators.js";
export { fixtures } from "./fixtures.js";
export { PetstoreClient, connectPetstore, PetstoreError, PetstoreThrottleError, ApiError, ThrottleError, NetworkError, TimeoutError, RateLimiter } from "./client.js";
export { createPetstoreServer, Reply } from "./server.js";
