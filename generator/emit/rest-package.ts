/**
 * The REST part of a package (models with HTTP operations): typed client and server stub over the runtime in
 * `templates/rest/`. See package-part.ts for the contract.
 */
import type { ApiModel } from '../model/types.ts';
import { EMPTY_PART, pinnedVersions, type PackagePart } from './package-part.ts';
import { emitRestClient } from './rest-client.ts';
import { restNames } from './rest-facts.ts';
import { exportedServerNames, emitRestServer } from './rest-server.ts';
import { queryBuilderExports, queryBuilderFacts } from './rest-query.ts';
import { batchExports, batchFacts } from './rest-batch.ts';

const hasHttp = (model: ApiModel): boolean =>
  model.services.some((s) => s.operations.some((op) => op.kind === 'http'));

const TEMPLATES = [
  'rest/content.ts',
  'rest/errors.ts',
  'rest/http-client.ts',
  'rest/rate-limit-store.ts',
  'rest/rate-limiter.ts',
  'rest/retry.ts',
  'rest/server-request.ts',
  'rest/server-tables.ts',
  'rest/server.ts',
];

/** Runtime modules only some interfaces need: the query builder and the batch helper. */
const optionalTemplates = (model: ApiModel): string[] => [
  ...(batchFacts(model) !== undefined ? ['rest/batch.ts'] : []),
  ...(queryBuilderFacts(model) !== undefined ? ['rest/query.ts'] : []),
];

/** Runtime names re-exported for callers (error classes to catch, `Reply` for handlers). */
const RUNTIME_EXPORTS = ['ApiError', 'ThrottleError', 'NetworkError', 'TimeoutError', 'Reply', 'RateLimiter'];

const optionalRuntimeExports = (model: ApiModel): string[] => [
  ...(queryBuilderFacts(model) !== undefined ? ['SelectQuery'] : []),
  ...(batchFacts(model) !== undefined ? ['BatchOutcome'] : []),
];

function clientNames(model: ApiModel): string[] {
  const names = restNames(model);
  const base = names.client.replace(/Client$/, '');
  return [names.client, names.clientOptions, names.error, names.throttleError, names.results, `${base}Environment`, `${base}CallOptions`, ...queryBuilderExports(model), ...batchExports(model)];
}

export const restPart: PackagePart = {
  ...EMPTY_PART,
  name: 'rest',
  readme: (model) => {
    if (!hasHttp(model)) return [];
    const names = restNames(model);
    return [
      `- \`src/client.ts\`: \`${names.client}\`, one method per operation (throttled by the rate limits, retried, typed errors).`,
      `- \`src/server.ts\`: \`${names.createServer}(handlers)\`, a server stub that validates requests and answers errors in the API's format.`,
    ];
  },
  exportedNames: (model) => (hasHttp(model) ? [...clientNames(model), ...exportedServerNames(model), ...RUNTIME_EXPORTS, ...optionalRuntimeExports(model)] : []),
  templates: (model) => (hasHttp(model) ? [...TEMPLATES, ...optionalTemplates(model)] : []),
  // The runtime imports node: built-ins (http, crypto); their types come from @types/node.
  dependencies: (model): Record<string, string> => (hasHttp(model) ? pinnedVersions(['@types/node']) : {}),
  emit: (model, symbols) =>
    hasHttp(model)
      ? [
          { path: 'src/client.ts', content: emitRestClient(model) },
          { path: 'src/server.ts', content: emitRestServer(model, symbols) },
        ]
      : [],
  indexLines: (model) => {
    if (!hasHttp(model)) return [];
    const names = restNames(model);
    const base = names.client.replace(/Client$/, '');
    const extra = [...queryBuilderExports(model), ...batchExports(model)];
    return [
      `export { ${names.client}, ${names.error}, ${names.throttleError} } from './client.js';`,
      `export type { ${[names.clientOptions, names.results, `${base}Environment`, `${base}CallOptions`, ...extra].join(', ')} } from './client.js';`,
      `export { ${names.createServer} } from './server.js';`,
      `export type { ${exportedServerNames(model).filter((n) => n !== names.createServer).join(', ')} } from './server.js';`,
      "export { ApiError, ThrottleError, NetworkError, TimeoutError } from './runtime/rest/errors.js';",
      "export { Reply } from './runtime/rest/server.js';",
      "export { RateLimiter } from './runtime/rest/rate-limiter.js';",
      ...(queryBuilderFacts(model) !== undefined ? ["export { SelectQuery } from './runtime/rest/query.js';"] : []),
      ...(batchFacts(model) !== undefined ? ["export type { BatchOutcome } from './runtime/rest/batch.js';"] : []),
    ];
  },
};
