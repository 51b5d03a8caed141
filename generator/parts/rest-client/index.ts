/**
 * The `rest-client` part (models with HTTP operations): `src/client.ts`, the typed client class with one method
 * per operation, its error classes and options (client.ts), the query builder (query.ts) and the chunking batch
 * (batch.ts), over the HTTP runtime of `templates/rest-client/` (fetch, retries, rate limiting, typed errors).
 * Runs anywhere `fetch` does: Node, browsers, workers.
 */
import { hasHttp, queryFacts, restNames } from '../../facts/http.ts';
import { definePart, type ExportGroup } from '../../part-kit/contract.ts';
import { batchExports, chunkedBatch } from './batch.ts';
import { emitRestClient, RUNTIME_TYPES } from './client.ts';
import { queryBuilderExports } from './query.ts';
import { batch, errors, query, rateLimiter, rateLimitStore, redisRateLimitStore } from './runtime.ts';

/** Runtime modules every REST client ships; the query builder and batch helper only when the definition has them. */
const ALWAYS = ['content.ts', 'errors.ts', 'form-body.ts', 'http-client.ts', 'rate-limit-store.ts', 'rate-limiter.ts', 'redis-rate-limit-store.ts', 'query-string.ts', 'retry.ts', 'security.ts', 'xml-object.ts', 'json-slices.ts', 'outcome.ts'];

export default definePart({
  name: 'rest-client',
  requires: ['types', 'operations'],
  entry: 'client',
  platform: 'browser',
  applies: hasHttp,
  // The Redis rate-limit store loads `redis` only when it connects: an optional peer, not a dependency.
  packages: () => ({ redis: 'optional-peer' }),
  runtime: (model) => [...ALWAYS, ...(chunkedBatch(model) !== undefined ? ['batch.ts'] : []), ...(queryFacts(model) !== undefined ? ['query.ts'] : [])].sort(),
  exports: (model): ExportGroup[] => {
    const names = restNames(model);
    return [
      {
        from: 'src/client.ts',
        values: [names.client, names.connect, names.error, names.throttleError],
        types: [names.clientOptions, names.results, names.errorBodies, names.responseHeaders, names.outcome, names.failure, names.environment, names.callOptions, names.connection, ...queryBuilderExports(model), ...batchExports(model)],
      },
      errors.names(['ApiError', 'ThrottleError', 'NetworkError', 'TimeoutError']),
      rateLimiter.names(['RateLimiter']),
      rateLimitStore.names([], ['RateLimitStore', 'SharedRateLimitStore']),
      redisRateLimitStore.names(
        ['RedisRateLimitStore', 'createRedisRateLimitStore', 'RateLimitStoreError'],
        ['RedisRateLimitStoreOptions', 'RedisRateLimitClient'],
      ),
      ...(queryFacts(model) !== undefined ? [query.names(['SelectQuery'])] : []),
      ...(chunkedBatch(model) !== undefined ? [batch.names([], ['BatchOutcome'])] : []),
    ];
  },
  reserves: () => Object.values(RUNTIME_TYPES).flat(),
  emit: (model, context) => [{ path: 'src/client.ts', content: emitRestClient(model, context) }],
  readme: (model) => [
    `- \`client\`: \`${restNames(model).client}\`, one method per operation (throttled by the rate limits, retried, typed errors); runs wherever \`fetch\` does.`,
  ],
});
