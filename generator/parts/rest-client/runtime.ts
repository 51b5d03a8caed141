/** The runtime modules the REST client part ships and its emitted code imports (see part-kit/runtime.ts). */
import type * as Batch from '../../../templates/rest-client/batch.ts';
import type * as Errors from '../../../templates/rest-client/errors.ts';
import type * as HttpClient from '../../../templates/rest-client/http-client.ts';
import type * as Outcome from '../../../templates/rest-client/outcome.ts';
import type * as Query from '../../../templates/rest-client/query.ts';
import type * as RateLimitStore from '../../../templates/rest-client/rate-limit-store.ts';
import type * as RateLimiter from '../../../templates/rest-client/rate-limiter.ts';
import type * as RedisRateLimitStore from '../../../templates/rest-client/redis-rate-limit-store.ts';
import type * as Retry from '../../../templates/rest-client/retry.ts';
import { runtimeModule } from '../../part-kit/runtime.ts';

export const errors = runtimeModule<typeof Errors>('rest-client/errors.ts');
export const httpClient = runtimeModule<typeof HttpClient>('rest-client/http-client.ts');
/** The non-throwing form of a call (`client.safe`). */
export const outcome = runtimeModule<typeof Outcome>('rest-client/outcome.ts');
export const rateLimitStore = runtimeModule<typeof RateLimitStore>('rest-client/rate-limit-store.ts');
export const rateLimiter = runtimeModule<typeof RateLimiter>('rest-client/rate-limiter.ts');
/** Rate-limit windows on Redis, shared by the app's processes (loads `redis` only when it connects). */
export const redisRateLimitStore = runtimeModule<typeof RedisRateLimitStore>('rest-client/redis-rate-limit-store.ts');
export const retry = runtimeModule<typeof Retry>('rest-client/retry.ts');
/** Only shipped when the definition declares a query language (`x-svc-query`). */
export const query = runtimeModule<typeof Query>('rest-client/query.ts');
/** Only shipped when the definition declares a batch operation (`x-svc-batch`). */
export const batch = runtimeModule<typeof Batch>('rest-client/batch.ts');
