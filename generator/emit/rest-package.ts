/**
 * The REST part of a package (models with HTTP operations): typed client and server stub over the runtime in
 * `templates/rest/`. See package-part.ts for the contract.
 */
import type { ApiModel } from '../model/types.ts';
import { EMPTY_PART, pinnedVersions, type PackagePart } from './package-part.ts';
import { emitRestClient } from './rest-client.ts';
import { restNames } from './rest-facts.ts';
import { exportedServerNames, emitRestServer } from './rest-server.ts';
import { queryBuilderExports } from './rest-query.ts';

const hasHttp = (model: ApiModel): boolean =>
  model.services.some((s) => s.operations.some((op) => op.kind === 'http'));

const TEMPLATES = ['rest/content.ts', 'rest/errors.ts', 'rest/http-client.ts', 'rest/rate-limiter.ts', 'rest/retry.ts', 'rest/server.ts'];

/** Runtime names re-exported for callers (error classes to catch, `Reply` for handlers). */
const RUNTIME_EXPORTS = ['ApiError', 'ThrottleError', 'NetworkError', 'TimeoutError', 'Reply', 'RateLimiter'];

function clientNames(model: ApiModel): string[] {
  const names = restNames(model);
  const base = names.client.replace(/Client$/, '');
  return [names.client, names.clientOptions, names.error, names.throttleError, names.results, `${base}Environment`, `${base}CallOptions`, ...queryBuilderExports(model)];
}

export const restPart: PackagePart = {
  ...EMPTY_PART,
  exportedNames: (model) => (hasHttp(model) ? [...clientNames(model), ...exportedServerNames(model), ...RUNTIME_EXPORTS] : []),
  templates: (model) => (hasHttp(model) ? TEMPLATES : []),
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
    const query = queryBuilderExports(model);
    return [
      `export { ${names.client}, ${names.error}, ${names.throttleError}${query.length > 0 ? `, ${query.join(', ')}` : ''} } from './client.js';`,
      `export type { ${names.clientOptions}, ${names.results}, ${base}Environment, ${base}CallOptions } from './client.js';`,
      `export { ${names.createServer} } from './server.js';`,
      `export type { ${exportedServerNames(model).filter((n) => n !== names.createServer).join(', ')} } from './server.js';`,
      "export { ApiError, ThrottleError, NetworkError, TimeoutError } from './runtime/rest/errors.js';",
      "export { Reply } from './runtime/rest/server.js';",
      "export { RateLimiter } from './runtime/rest/rate-limiter.js';",
    ];
  },
};
