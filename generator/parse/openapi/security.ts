/**
 * The parts of an OpenAPI security scheme beyond its kind: OAuth 2.0 flows (authorization, token and refresh
 * URLs, scopes), the OpenID Connect discovery URL, and the grant facts of `x-svc-oauth` (see EXTENSIONS.md).
 */
import type { OAuthExtrasNode, OAuthFlowNode, SecuritySchemeNode } from '../../model/types.ts';
import type { ParseContext } from './context.ts';
import type { Site } from './refs.ts';
import { isObject } from './schema.ts';

const FLOW_KINDS = ['authorizationCode', 'clientCredentials', 'implicit', 'password'] as const;
/** Which URLs each flow must declare (OpenAPI 3.x, OAuth Flow Object). */
const REQUIRED: Record<OAuthFlowNode['kind'], ('authorizationUrl' | 'tokenUrl')[]> = {
  authorizationCode: ['authorizationUrl', 'tokenUrl'],
  clientCredentials: ['tokenUrl'],
  implicit: ['authorizationUrl'],
  password: ['tokenUrl'],
};
const EXTRAS_KEYS = new Set([
  'grantKeyParam',
  'revocationUrl',
  'revocationBody',
  'refreshExpiresInField',
  'refreshHardExpiresInField',
  'defaultScopes',
  'pkce',
]);

/** Adds flows / discovery URL / extras of the scheme object `s` (at `site`) to `node`. */
export function readSchemeDetails(ctx: ParseContext, node: SecuritySchemeNode, s: Record<string, unknown>, site: Site): void {
  if (node.kind === 'openid') {
    if (typeof s.openIdConnectUrl === 'string') node.openIdConnectUrl = s.openIdConnectUrl;
    else ctx.report('SVC015', `openIdConnect scheme '${node.name}' needs openIdConnectUrl`, site, ['openIdConnectUrl']);
  }
  if (node.kind !== 'oauth2') {
    if ('x-svc-oauth' in s) ctx.report('SVC011', 'x-svc-oauth belongs on an oauth2 security scheme', site, ['x-svc-oauth']);
    return;
  }
  if (!isObject(s.flows)) {
    ctx.report('SVC015', `oauth2 scheme '${node.name}' needs a flows object`, site, ['flows']);
  } else {
    const flows: OAuthFlowNode[] = [];
    for (const kind of FLOW_KINDS) {
      const raw = s.flows[kind];
      if (raw === undefined) continue;
      const flowSite = ctx.child(site, 'flows', kind);
      if (!isObject(raw)) {
        ctx.report('SVC015', `flow ${kind} must be an object`, flowSite);
        continue;
      }
      const flow: OAuthFlowNode = { kind, scopes: [] };
      for (const key of ['authorizationUrl', 'tokenUrl', 'refreshUrl'] as const) {
        const value = raw[key];
        if (value === undefined) continue;
        if (typeof value === 'string' && value !== '') flow[key] = value;
        else ctx.report('SVC015', `${key} must be a URL string`, flowSite, [key]);
      }
      for (const key of REQUIRED[kind]) {
        if (flow[key] === undefined && raw[key] === undefined) ctx.report('SVC015', `flow ${kind} needs ${key}`, flowSite);
      }
      if (isObject(raw.scopes)) {
        flow.scopes = Object.entries(raw.scopes)
          .map(([name, description]) => ({ name, description: typeof description === 'string' ? description : '' }))
          .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
      } else if (raw.scopes !== undefined) {
        ctx.report('SVC015', 'scopes must be an object of scope: description', flowSite, ['scopes']);
      }
      flows.push(flow);
    }
    node.flows = flows;
  }
  if ('x-svc-oauth' in s) {
    const extras = readExtras(ctx, s['x-svc-oauth'], ctx.child(site, 'x-svc-oauth'));
    if (extras) node.oauth = extras;
  }
}

function readExtras(ctx: ParseContext, raw: unknown, site: Site): OAuthExtrasNode | undefined {
  if (!isObject(raw)) {
    ctx.report('SVC011', 'x-svc-oauth must be an object', site);
    return undefined;
  }
  const out: OAuthExtrasNode = {};
  for (const key of Object.keys(raw)) {
    if (!EXTRAS_KEYS.has(key)) ctx.report('SVC011', `unknown x-svc-oauth member '${key}'`, site, [key], 'warning');
  }
  for (const key of ['grantKeyParam', 'revocationUrl', 'refreshExpiresInField', 'refreshHardExpiresInField'] as const) {
    const value = raw[key];
    if (value === undefined) continue;
    if (typeof value === 'string' && value !== '') out[key] = value;
    else ctx.report('SVC011', `x-svc-oauth.${key} must be a non-empty string`, site, [key]);
  }
  if (raw.revocationBody !== undefined) {
    if (raw.revocationBody === 'json' || raw.revocationBody === 'form') out.revocationBody = raw.revocationBody;
    else ctx.report('SVC011', 'x-svc-oauth.revocationBody must be json or form', site, ['revocationBody']);
  }
  if (raw.defaultScopes !== undefined) {
    if (Array.isArray(raw.defaultScopes) && raw.defaultScopes.every((v) => typeof v === 'string')) out.defaultScopes = [...raw.defaultScopes];
    else ctx.report('SVC011', 'x-svc-oauth.defaultScopes must be a list of scope names', site, ['defaultScopes']);
  }
  if (raw.pkce !== undefined) {
    if (typeof raw.pkce === 'boolean') out.pkce = raw.pkce;
    else ctx.report('SVC011', 'x-svc-oauth.pkce must be true or false', site, ['pkce']);
  }
  return out;
}
