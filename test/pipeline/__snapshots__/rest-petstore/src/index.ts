/** Pet Store 1.2: everything the package exports (each part is also a subpath). Generated; do not edit. */
export type * from './types.js';
export {
  operations,
  endpoints,
  rateLimits,
  rateLimitKeys,
  securitySchemes,
  fillPath,
  matchHttpOperation,
  rateLimitsOf,
} from './operations.js';
export type {
  Operations,
  OperationName,
  OperationDescriptor,
  HttpOperationDescriptor,
  SoapOperationDescriptor,
  HttpMethod,
  ParameterDescriptor,
  RequestBodyDescriptor,
  ResponseDescriptor,
  ResponseHeaderDescriptor,
  SecurityRequirement,
  MessagePartDescriptor,
  EndpointDescriptor,
  RateLimit,
  RateLimitKey,
  SecuritySchemeDescriptor,
  OperationTypes,
  HttpOperationMatch,
} from './operations.js';
export { validate, is } from './validators.js';
export type { ValidationCode, ValidationError, ValidationResult } from './validators.js';
export { fixtures } from './fixtures.js';
export type { DeepPartial, FixtureBuilder, InvalidCase } from './fixtures.js';
export {
  PetstoreClient,
  connectPetstore,
  PetstoreError,
  PetstoreThrottleError,
  ApiError,
  ThrottleError,
  NetworkError,
  TimeoutError,
  RateLimiter,
  RedisRateLimitStore,
  createRedisRateLimitStore,
  RateLimitStoreError,
} from './client.js';
export type {
  PetstoreClientOptions,
  PetstoreResults,
  PetstoreErrorBodies,
  PetstoreResponseHeaders,
  PetstoreOutcome,
  PetstoreFailure,
  PetstoreEnvironment,
  PetstoreCallOptions,
  PetstoreConnection,
  RateLimitStore,
  SharedRateLimitStore,
  RedisRateLimitStoreOptions,
  RedisRateLimitClient,
} from './client.js';
export { createPetstoreServer, Reply, answerNodeRefusals } from './server.js';
export type {
  PetstoreHandlers,
  PetstoreRequest,
  PetstoreServerOptions,
  CorsOptions,
  ExchangeHooks,
  HttpServerCore,
  NodeRefusal,
  RawAnswer,
} from './server.js';
