/**
 * Security schemes carry their OAuth 2.0 flows, OpenID Connect discovery URL and `x-svc-oauth` facts into the
 * model for any document; broken ones are located diagnostics. The OAuth part binds the first authorization-code
 * flow and nothing for documents without one.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseOpenApi } from '../../../generator/parse/openapi/index.ts';
import { oauthFlow } from '../../../generator/facts/oauth.ts';
import { repoRoot } from '../../support/run-cli.ts';

const temp = mkdtempSync(join(repoRoot, 'test', '.security-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const doc = (schemes: string): string => `openapi: 3.1.0
info: { title: S, version: 1.0.0 }
paths:
  /a:
    get:
      operationId: a
      responses: { '200': { description: OK } }
components:
  securitySchemes:
${schemes}`;

async function parse(schemes: string) {
  const file = join(temp, `${Math.random().toString(36).slice(2)}.yaml`);
  writeFileSync(file, doc(schemes));
  return parseOpenApi(file);
}

describe('security schemes in the model', () => {
  it('xero: the authorization-code flow with its URLs and sorted scopes', async () => {
    const result = await parseOpenApi(resolve(repoRoot, '../shared/specs/xero-accounting.yaml'));
    const scheme = result.model!.securitySchemes.find((s) => s.name === 'OAuth2')!;
    expect(scheme.kind).toBe('oauth2');
    expect(scheme.flows).toHaveLength(1);
    expect(scheme.flows![0]).toMatchObject({
      kind: 'authorizationCode',
      authorizationUrl: 'https://login.xero.com/identity/connect/authorize',
      tokenUrl: 'https://identity.xero.com/connect/token',
    });
    const names = scheme.flows![0].scopes.map((s) => s.name);
    expect(names).toContain('accounting.transactions');
    expect(names).toEqual([...names].sort());
    expect(oauthFlow(result.model!)?.scheme.name).toBe('OAuth2');
  });

  it('every flow kind, OpenID discovery and x-svc-oauth', async () => {
    const result = await parse(`    oidc: { type: openIdConnect, openIdConnectUrl: 'https://id.example/.well-known/openid-configuration' }
    machine:
      type: oauth2
      flows:
        clientCredentials: { tokenUrl: 'https://id.example/token', scopes: { read: Read } }
        password: { tokenUrl: 'https://id.example/token', scopes: {} }
    user:
      type: oauth2
      flows:
        authorizationCode: { authorizationUrl: 'https://id.example/auth', tokenUrl: 'https://id.example/token', refreshUrl: 'https://id.example/refresh', scopes: { b: B, a: A } }
        implicit: { authorizationUrl: 'https://id.example/auth', scopes: {} }
      x-svc-oauth: { grantKeyParam: tenant, revocationUrl: 'https://id.example/revoke', revocationBody: form, defaultScopes: [a], pkce: false }
`);
    expect(result.diagnostics).toEqual([]);
    const byName = Object.fromEntries(result.model!.securitySchemes.map((s) => [s.name, s]));
    expect(byName.oidc.openIdConnectUrl).toBe('https://id.example/.well-known/openid-configuration');
    expect(byName.machine.flows!.map((f) => f.kind)).toEqual(['clientCredentials', 'password']);
    expect(byName.user.flows!.map((f) => f.kind)).toEqual(['authorizationCode', 'implicit']);
    expect(byName.user.flows![0].scopes).toEqual([{ name: 'a', description: 'A' }, { name: 'b', description: 'B' }]);
    expect(byName.user.oauth).toEqual({ grantKeyParam: 'tenant', revocationUrl: 'https://id.example/revoke', revocationBody: 'form', defaultScopes: ['a'], pkce: false });
    expect(oauthFlow(result.model!)?.scheme.name).toBe('user');
  });

  it('a flow without its URLs, a bad x-svc-oauth and a discovery URL missing are located errors', async () => {
    const result = await parse(`    oidc: { type: openIdConnect }
    user:
      type: oauth2
      flows:
        authorizationCode: { tokenUrl: 'https://id.example/token', scopes: {} }
      x-svc-oauth: { revocationBody: xml, pkce: 'yes' }
`);
    expect(result.model).toBeUndefined();
    const lines = result.diagnostics.map((d) => `${d.location.line} ${d.code} ${d.message}`);
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^1\d SVC015 openIdConnect scheme 'oidc' needs openIdConnectUrl/),
        expect.stringMatching(/SVC015 flow authorizationCode needs authorizationUrl/),
        expect.stringMatching(/SVC011 x-svc-oauth.revocationBody must be json or form/),
        expect.stringMatching(/SVC011 x-svc-oauth.pkce must be true or false/),
      ]),
    );
  });

  it('no authorization-code flow: no OAuth helper', async () => {
    const result = await parse(`    bearer: { type: http, scheme: bearer }
`);
    expect(oauthFlow(result.model!)).toBeUndefined();
  });
});
