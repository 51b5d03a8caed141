/**
 * The OAuth part of a package (models whose definition declares an oauth2 security scheme with an
 * authorization-code flow): the runtime in `templates/oauth/` and `src/oauth.ts`, which binds it to the flow's
 * endpoints, scopes and `x-svc-oauth` facts, so `createOAuthClient({ clientId, clientSecret, redirectUri })` is all a
 * caller writes. The first such scheme (by name) is the one bound. See package-part.ts for the contract.
 */
import type { ApiModel, OAuthFlowNode, SecuritySchemeNode } from '../model/types.ts';
import { EMPTY_PART, pinnedVersions, type PackagePart } from './package-part.ts';

const TEMPLATES = [
  'oauth/client.ts',
  'oauth/errors.ts',
  'oauth/file-store.ts',
  'oauth/grant.ts',
  'oauth/index.ts',
  'oauth/redis-store.ts',
  'oauth/store.ts',
  'oauth/token-endpoint.ts',
];

const VALUES = [
  'createOAuthClient',
  'oauthConfig',
  'OAuthError',
  'OAuthCallbackError',
  'OAuthGrantError',
  'OAuthTokenEndpointError',
  'MemoryTokenStore',
  'createFileTokenStore',
  'createRedisTokenStore',
];
const TYPES = [
  'OAuthClient',
  'OAuthClientOptions',
  'OAuthConfig',
  'OAuthEndpoints',
  'OAuthGrant',
  'AuthorizationRequest',
  'ExpiringGrant',
  'TokenStore',
  'StoredGrant',
  'FileTokenStoreOptions',
  'RedisTokenStoreOptions',
];

/** The scheme and flow the package binds, if any. */
export function oauthFlow(model: ApiModel): { scheme: SecuritySchemeNode; flow: OAuthFlowNode } | undefined {
  for (const scheme of [...model.securitySchemes].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    const flow = scheme.kind === 'oauth2' ? scheme.flows?.find((f) => f.kind === 'authorizationCode') : undefined;
    if (flow?.authorizationUrl && flow.tokenUrl) return { scheme, flow };
  }
  return undefined;
}

function configLiteral(scheme: SecuritySchemeNode, flow: OAuthFlowNode): string {
  const extras = scheme.oauth ?? {};
  const config = {
    authorizationUrl: flow.authorizationUrl,
    tokenUrl: flow.tokenUrl,
    refreshUrl: flow.refreshUrl,
    revocationUrl: extras.revocationUrl,
    revocationBody: extras.revocationBody,
    scopes: flow.scopes.map((s) => s.name),
    defaultScopes: extras.defaultScopes,
    grantKeyParam: extras.grantKeyParam,
    refreshExpiresInField: extras.refreshExpiresInField,
    refreshHardExpiresInField: extras.refreshHardExpiresInField,
    pkce: extras.pkce,
  };
  return JSON.stringify(config, (_key, value: unknown) => (value === undefined ? undefined : value), 2);
}

function emitOAuth(model: ApiModel): string {
  const bound = oauthFlow(model);
  if (!bound) return '';
  const { scheme, flow } = bound;
  return [
    `/** OAuth 2.0 authorization-code grant of ${model.title} (security scheme \`${scheme.name}\`). Generated; do not edit. */`,
    "import { createOAuthClient as createOAuthClientFor, type OAuthClient, type OAuthClientOptions, type OAuthConfig } from './runtime/oauth/client.js';",
    '',
    `export { ${VALUES.filter((v) => v !== 'createOAuthClient' && v !== 'oauthConfig').join(', ')} } from './runtime/oauth/index.js';`,
    `export type { ${TYPES.join(', ')} } from './runtime/oauth/index.js';`,
    '',
    `/** The flow the definition declares: endpoints, scopes and the grant facts of \`x-svc-oauth\`. */`,
    `export const oauthConfig: OAuthConfig = ${configLiteral(scheme, flow)};`,
    '',
    '/**',
    ' * A client of this grant: `authorizationUrl()`, `handleCallback()`, `getAccessToken(key)`, `forGrant(key)` (what',
    ' * a generated client takes as `auth`), `refresh`, `revoke`, `grant`, `grantsExpiringWithin`.',
    ' */',
    'export function createOAuthClient(options: OAuthClientOptions): OAuthClient {',
    '  return createOAuthClientFor(oauthConfig, options);',
    '}',
    '',
  ].join('\n');
}

export const oauthPart: PackagePart = {
  ...EMPTY_PART,
  name: 'oauth',
  readme: (model) =>
    oauthFlow(model) ? ['- `src/oauth.ts`: `createOAuthClient`, the authorization-code grant with memory, file and Redis token stores.'] : [],
  exportedNames: (model) => (oauthFlow(model) ? [...VALUES, ...TYPES] : []),
  templates: (model) => (oauthFlow(model) ? TEMPLATES : []),
  // The Redis token store loads `redis` only when it is created: an optional peer, not a dependency.
  optionalPeerDependencies: (model) => (oauthFlow(model) ? pinnedVersions(['redis']) : {}),
  emit: (model) => (oauthFlow(model) ? [{ path: 'src/oauth.ts', content: emitOAuth(model) }] : []),
  indexLines: (model) =>
    oauthFlow(model)
      ? [
          `export { ${VALUES.join(', ')} } from './oauth.js';`,
          `export type { ${TYPES.join(', ')} } from './oauth.js';`,
        ]
      : [],
};
