/**
 * The `oauth` part (models whose definition declares an oauth2 security scheme with an authorization-code flow):
 * `src/oauth.ts`, which binds the runtime of `templates/oauth/` to the flow's endpoints, scopes and `x-svc-oauth`
 * facts, so `createOAuthClient({ clientId, clientSecret, redirectUri })` is all a caller writes. The first such
 * scheme (by name) is the one bound (generator/facts/oauth.ts).
 */
import { oauthFlow } from '../../facts/oauth.ts';
import type { ApiModel, OAuthFlowNode, SecuritySchemeNode } from '../../model/types.ts';
import { definePart } from '../../part-kit/contract.ts';
import { client, index } from './runtime.ts';

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
    '/// <reference types="node" />',
    `import { ${client.value('createOAuthClient')} as createOAuthClientFor, type OAuthClient, type OAuthClientOptions, type OAuthConfig } from '${client.specifier}';`,
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

export default definePart({
  name: 'oauth',
  entry: 'oauth',
  applies: (model) => oauthFlow(model) !== undefined,
  // The Redis token store loads `redis` only when it is created: an optional peer, not a dependency.
  packages: () => ({ '@types/node': 'peer', redis: 'optional-peer' }),
  exports: () => [
    { from: 'src/oauth.ts', values: ['createOAuthClient', 'oauthConfig'] },
    index.names(
      ['OAuthError', 'OAuthCallbackError', 'OAuthGrantError', 'OAuthTokenEndpointError', 'TokenStoreError', 'MemoryTokenStore', 'createFileTokenStore', 'createRedisTokenStore'],
      [
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
      ],
    ),
  ],
  emit: (model) => [{ path: 'src/oauth.ts', content: emitOAuth(model) }],
  readme: () => ['- `oauth`: `createOAuthClient`, the authorization-code grant with memory, file and Redis token stores (Node).'],
});
