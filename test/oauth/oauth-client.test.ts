/**
 * The OAuth helper every REST package exports (`createOAuthClient`), in one process against a local authorization
 * server stricter than the real one (rotation on every refresh, old refresh tokens refused at once, 2 s access
 * tokens): consent, callback errors, single-flight refresh, rotation, transient and definitive refresh failures,
 * redaction, revocation, expiry listing, and `forGrant` driving a generated client through a 401.
 */
import { createServer } from 'node:http';
import { inspect } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AccountingClient,
  createOAuthClient,
  MemoryTokenStore,
  OAuthCallbackError,
  OAuthGrantError,
  OAuthTokenEndpointError,
  oauthConfig,
} from '@svc/accounting';
import { consent, startOAuthServer, type OAuthTestServer } from '../support/oauth-server.ts';

let auth: OAuthTestServer;
beforeAll(async () => {
  auth = await startOAuthServer();
});
afterAll(() => auth.close());

const redirectUri = 'http://127.0.0.1:8765/callback';
const client = (extra: Partial<Parameters<typeof createOAuthClient>[0]> = {}) =>
  createOAuthClient({
    clientId: auth.clientId,
    clientSecret: auth.clientSecret,
    redirectUri,
    endpoints: auth.endpoints,
    refreshMarginMs: 500,
    backoffMs: 20,
    ...extra,
  });

async function connected(extra: Partial<Parameters<typeof createOAuthClient>[0]> = {}) {
  const oauth = client(extra);
  const request = oauth.authorizationUrl();
  const grant = await oauth.handleCallback(await consent(request.url), { state: request.state });
  return { oauth, realmId: grant.key, grant };
}

describe('the definition drives the helper', () => {
  it('binds the endpoints, scopes and grant key of the oauth2 scheme', () => {
    expect(oauthConfig.authorizationUrl).toBe('https://appcenter.intuit.com/connect/oauth2');
    expect(oauthConfig.tokenUrl).toBe('https://oauth.platform.intuit.com/oauth2/v1/tokens/bearer');
    expect(oauthConfig.grantKeyParam).toBe('realmId');
    expect(oauthConfig.defaultScopes).toEqual(['com.intuit.quickbooks.accounting']);
    expect(oauthConfig.scopes).toContain('openid');
  });

  it('builds the consent URL with a random state and a PKCE S256 challenge', () => {
    const oauth = client();
    const a = oauth.authorizationUrl();
    const b = oauth.authorizationUrl({ scopes: ['openid', 'email'], state: 'given' });
    const url = new URL(a.url);
    expect(url.origin + url.pathname).toBe(auth.endpoints.authorization);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: auth.clientId,
      response_type: 'code',
      scope: 'com.intuit.quickbooks.accounting',
      redirect_uri: redirectUri,
      state: a.state,
      code_challenge_method: 'S256',
    });
    expect(a.state).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(a.state).not.toBe(oauth.authorizationUrl().state);
    expect(new URL(b.url).searchParams.get('scope')).toBe('openid email');
    expect(b.state).toBe('given');
  });
});

describe('handleCallback', () => {
  it('exchanges the code and stores the grant under the realm id of the redirect', async () => {
    const store = new MemoryTokenStore();
    const { oauth, realmId, grant } = await connected({ store });
    expect(realmId).toMatch(/^\d+$/);
    expect(grant.accessToken).toMatch(/^at-/);
    expect(grant.refreshToken).toMatch(/^rt-/);
    expect(grant.expiresAt).toBeGreaterThan(Date.now());
    expect(grant.refreshExpiresAt! - Date.now()).toBeGreaterThan(100 * 86_400_000 - 60_000);
    expect(grant.refreshHardExpiresAt! - Date.now()).toBeGreaterThan(5 * 365 * 86_400_000 - 86_400_000);
    expect((await store.get(realmId))?.grant.refreshToken).toBe(grant.refreshToken);
    expect(await oauth.getAccessToken(realmId)).toBe(grant.accessToken);
  });

  it('refuses a wrong state, a refusal and a replayed code with typed errors, storing nothing', async () => {
    const store = new MemoryTokenStore();
    const oauth = client({ store });
    const request = oauth.authorizationUrl();
    const callback = await consent(request.url);
    await expect(oauth.handleCallback(callback, { state: 'forged' })).rejects.toMatchObject({ name: 'OAuthCallbackError', code: 'state_mismatch' });

    const denied = oauth.authorizationUrl();
    auth.denyNext();
    const refusal = oauth.handleCallback(await consent(denied.url), { state: denied.state });
    await expect(refusal).rejects.toBeInstanceOf(OAuthCallbackError);
    await expect(refusal).rejects.toMatchObject({ code: 'access_denied' });

    // The code was never exchanged above (wrong state); a first exchange works, the replay is refused.
    const first = await client().handleCallback(callback, { state: request.state, codeVerifier: request.codeVerifier });
    expect(first.key).toMatch(/^\d+$/);
    const replay = oauth.handleCallback(callback, { state: request.state });
    await expect(replay).rejects.toMatchObject({ name: 'OAuthCallbackError', code: 'invalid_grant' });
    expect(await store.list()).toEqual([]);
  });
});

describe('refresh', () => {
  it('one refresh for many concurrent callers, rotating the refresh token; the old one is dead', async () => {
    // The store counts lease requests: callers of one process share the refresh in flight (one lease), rather
    // than each asking the store and polling it while another caller of the same process holds the lease.
    const store = new MemoryTokenStore();
    let leases = 0;
    const acquireLease = store.acquireLease.bind(store);
    store.acquireLease = (...args: Parameters<typeof acquireLease>) => {
      leases++;
      return acquireLease(...args);
    };
    const { oauth, realmId, grant } = await connected({ store });
    await new Promise((r) => setTimeout(r, 1_600)); // inside the 500 ms margin of the 2 s token
    const before = auth.refreshes;
    const refusedBefore = auth.invalidGrants;
    const tokens = await Promise.all(Array.from({ length: 50 }, () => oauth.getAccessToken(realmId)));
    expect(auth.refreshes - before).toBe(1);
    expect(auth.invalidGrants - refusedBefore).toBe(0);
    expect(leases).toBe(1);
    expect(new Set(tokens).size).toBe(1);
    expect(tokens[0]).not.toBe(grant.accessToken);
    const after = await oauth.grant(realmId);
    expect(after!.refreshToken).not.toBe(grant.refreshToken);
    const forced = await oauth.refresh(realmId);
    expect(forced.accessToken).not.toBe(tokens[0]);
  });

  it('a 500, then a slow reply keep the stored pair; invalid_grant then marks the grant and nothing is erased', async () => {
    const { oauth, realmId } = await connected({ timeoutMs: 500, refreshAttempts: 1 });
    const stored = await oauth.grant(realmId);
    auth.fail('500');
    await expect(oauth.refresh(realmId)).rejects.toBeInstanceOf(OAuthTokenEndpointError);
    expect((await oauth.grant(realmId))!.refreshToken).toBe(stored!.refreshToken);
    auth.fail('slow');
    await expect(oauth.refresh(realmId)).rejects.toMatchObject({ name: 'OAuthTokenEndpointError', code: 'timeout' });
    expect((await oauth.grant(realmId))!.refreshToken).toBe(stored!.refreshToken);
    auth.fail('invalid_grant');
    const refused = oauth.refresh(realmId);
    await expect(refused).rejects.toBeInstanceOf(OAuthGrantError);
    await expect(refused).rejects.toMatchObject({ code: 'invalid_grant', key: realmId });
    const marked = await oauth.grant(realmId);
    expect(marked!.refreshToken).toBe(stored!.refreshToken);
    expect(marked!.needsConsent?.reason).toBe('Token invalid');
    await expect(oauth.getAccessToken(realmId)).rejects.toMatchObject({ name: 'OAuthGrantError', code: 'consent_required' });
    expect((await oauth.grantsExpiringWithin(0)).map((g) => g.key)).toEqual([realmId]);
  });

  it('transient failures are retried with backoff before giving up', async () => {
    const { oauth, realmId } = await connected({ refreshAttempts: 3 });
    auth.fail('500', '500');
    const before = auth.refreshes;
    await oauth.refresh(realmId);
    expect(auth.refreshes - before).toBe(1);
  });

  it('invalid_grant with a pair another process already rotated retries with the newer pair', async () => {
    const store = new MemoryTokenStore();
    const { realmId } = await connected({ store });
    const a = client({ store });
    const b = client({ store });
    await a.refresh(realmId);
    await b.refresh(realmId);
    // Both used the latest stored pair: no invalid_grant, and the grant is healthy.
    expect((await store.get(realmId))!.grant.needsConsent).toBeUndefined();
  });
});

describe('grant, revoke, expiry', () => {
  it('prints no secret when logged', async () => {
    const { oauth, realmId } = await connected();
    const grant = (await oauth.grant(realmId))!;
    const printed = [JSON.stringify(grant), inspect(grant), String(Object.keys(grant)), JSON.stringify({ ...grant })].join('\n');
    expect(printed).not.toContain(grant.accessToken);
    expect(printed).not.toContain(grant.refreshToken);
    expect(printed).toContain('[redacted]');
    expect(grant.accessToken).toMatch(/^at-/);
  });

  it('revoke ends the grant at the server and removes it from the store', async () => {
    const { oauth, realmId, grant } = await connected();
    await oauth.revoke(realmId);
    expect(await oauth.grant(realmId)).toBeUndefined();
    const reuse = client();
    await reuse.store.compareAndSwap(realmId, null, { ...grant, expiresAt: 0 });
    await expect(reuse.getAccessToken(realmId)).rejects.toBeInstanceOf(OAuthGrantError);
  });

  it('lists grants whose refresh token expires within n days', async () => {
    const { oauth, realmId } = await connected();
    expect(await oauth.grantsExpiringWithin(30)).toEqual([]);
    const soon = (await oauth.grantsExpiringWithin(101)).find((g) => g.key === realmId);
    expect(soon?.refreshExpiresAt).toBeGreaterThan(Date.now());
  });
});

describe('forGrant with a generated client', () => {
  it('sends a fresh token per call, and after a 401 refreshes once through the store, then gives a typed error', async () => {
    const { oauth, realmId } = await connected();
    let revokedToken = '';
    let sawTokens: string[] = [];
    const api = createServer((req, res) => {
      const bearer = (req.headers.authorization ?? '').replace(/^Bearer /, '');
      sawTokens.push(bearer);
      if (bearer === revokedToken || bearer === 'always-refused') {
        res.writeHead(401, { 'content-type': 'application/json' }).end('{"Fault":{"Error":[{"Message":"AuthenticationFailed","code":"3200"}],"type":"AUTHENTICATION"}}');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ Customer: { Id: '1', DisplayName: 'x' }, time: '2026-01-01T00:00:00Z' }));
    });
    await new Promise<void>((r) => api.listen(0, '127.0.0.1', r));
    const address = api.address() as { port: number };
    try {
      const accounting = new AccountingClient({ realmId, environment: { baseUrl: `http://127.0.0.1:${address.port}` }, auth: oauth.forGrant(realmId), retry: false });
      const first = await oauth.getAccessToken(realmId);
      await accounting.readCustomer('1');
      expect(sawTokens).toEqual([first]);
      // The server stops accepting the current token: one refresh, one replay with the new token.
      revokedToken = first;
      sawTokens = [];
      await accounting.readCustomer('1');
      expect(sawTokens).toHaveLength(2);
      expect(sawTokens[0]).toBe(first);
      expect(sawTokens[1]).not.toBe(first);
      expect(sawTokens[1]).toBe(await oauth.getAccessToken(realmId));
      // A server that refuses every token: one refresh, then the API's typed 401 error.
      const refusing = new AccountingClient({
        realmId,
        environment: { baseUrl: `http://127.0.0.1:${address.port}` },
        auth: { token: async () => 'always-refused', refresh: async () => 'always-refused' },
        retry: false,
      });
      await expect(refusing.readCustomer('1')).rejects.toMatchObject({ status: 401 });
    } finally {
      api.close();
    }
  });
});
