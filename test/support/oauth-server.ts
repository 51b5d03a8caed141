/**
 * A local OAuth 2.0 authorization server and API for the OAuth helper's tests, stricter than the real one: every
 * refresh rotates the refresh token and the previous one is refused at once (`invalid_grant`), codes are single
 * use, PKCE is checked when a challenge was sent, and access tokens live `accessTtlMs` (2 s by default). Faults
 * for the next token calls are queued with `fail(...)`. The API (`/api/ping`) accepts only unexpired access
 * tokens this server issued.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

export type TokenFault = '500' | 'slow' | 'invalid_grant' | 'hang';

export interface OAuthTestServer {
  url: string;
  endpoints: { authorization: string; token: string; revoke: string };
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  /** Refresh requests answered with a new pair. */
  readonly refreshes: number;
  /** Refresh requests refused with invalid_grant (a stale refresh token, a fault). */
  readonly invalidGrants: number;
  /** API calls refused (unknown or expired token). */
  readonly apiRefusals: number;
  readonly apiCalls: number;
  /** Queues faults for the next token-endpoint calls (refresh or exchange), in order. */
  fail(...faults: TokenFault[]): void;
  /** Resolves when a `hang` fault has a request waiting. */
  hanging(): Promise<void>;
  /** Answers the consent request by refusing. */
  denyNext(): void;
  close(): Promise<void>;
}

interface Grant {
  refreshToken: string;
  realmId: string;
  scope: string;
}

export async function startOAuthServer(options: { accessTtlMs?: number; realmId?: string } = {}): Promise<OAuthTestServer> {
  const accessTtlMs = options.accessTtlMs ?? 2_000;
  const clientId = 'test-client';
  const clientSecret = 's3cr3t:with spaces&symbols';
  const codes = new Map<string, { realmId: string; redirectUri: string; scope: string; challenge?: string; used: boolean }>();
  const grants = new Map<string, Grant>(); // by current refresh token
  const access = new Map<string, number>(); // token -> expiry
  const faults: TokenFault[] = [];
  const hangingWaiters: (() => void)[] = [];
  const held: ServerResponse[] = [];
  let deny = false;
  let realmCounter = 0;
  const stats = { refreshes: 0, invalidGrants: 0, apiRefusals: 0, apiCalls: 0 };
  const token = (prefix: string): string => `${prefix}-${randomBytes(12).toString('hex')}`;

  const json = (res: ServerResponse, status: number, body: unknown): void => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };
  const readBody = (req: IncomingMessage): Promise<string> =>
    new Promise((resolve) => {
      let text = '';
      req.setEncoding('utf8');
      req.on('data', (d: string) => (text += d));
      req.on('end', () => resolve(text));
    });
  const issue = (grant: Grant): Record<string, unknown> => {
    const accessToken = token('at');
    access.set(accessToken, Date.now() + accessTtlMs);
    return {
      access_token: accessToken,
      refresh_token: grant.refreshToken,
      token_type: 'bearer',
      expires_in: accessTtlMs / 1000,
      x_refresh_token_expires_in: 8_726_400,
      x_refresh_token_hard_expires_in: 157_680_000,
    };
  };

  async function tokenEndpoint(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const auth = req.headers.authorization ?? '';
    const expected = `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret).replace(/%20/g, '+')}`).toString('base64')}`;
    const body = new URLSearchParams(await readBody(req));
    if (auth !== expected) return json(res, 401, { error: 'invalid_client' });
    if (req.headers['content-type'] !== 'application/x-www-form-urlencoded') return json(res, 400, { error: 'invalid_request' });
    const fault = faults.shift();
    if (fault === '500') return json(res, 500, { error: 'server_error' });
    if (fault === 'slow') {
      await new Promise((r) => setTimeout(r, 3_000));
      return json(res, 503, { error: 'temporarily_unavailable' });
    }
    if (fault === 'hang') {
      held.push(res);
      hangingWaiters.splice(0).forEach((w) => w());
      return;
    }
    if (fault === 'invalid_grant') {
      stats.invalidGrants++;
      return json(res, 400, { error: 'invalid_grant', error_description: 'Token invalid' });
    }
    const type = body.get('grant_type');
    if (type === 'authorization_code') {
      const code = codes.get(body.get('code') ?? '');
      if (!code || code.used || code.redirectUri !== body.get('redirect_uri')) {
        if (code) code.used = true;
        return json(res, 400, { error: 'invalid_grant', error_description: 'code invalid, expired or used' });
      }
      code.used = true;
      if (code.challenge) {
        const verifier = body.get('code_verifier') ?? '';
        const computed = createHash('sha256').update(verifier).digest('base64url');
        if (computed !== code.challenge) return json(res, 400, { error: 'invalid_grant', error_description: 'PKCE verification failed' });
      }
      const grant = { refreshToken: token('rt'), realmId: code.realmId, scope: code.scope };
      grants.set(grant.refreshToken, grant);
      return json(res, 200, issue(grant));
    }
    if (type === 'refresh_token') {
      const grant = grants.get(body.get('refresh_token') ?? '');
      if (!grant) {
        stats.invalidGrants++;
        return json(res, 400, { error: 'invalid_grant', error_description: 'refresh token invalid or superseded' });
      }
      // Strict rotation: the old refresh token dies now.
      grants.delete(grant.refreshToken);
      grant.refreshToken = token('rt');
      grants.set(grant.refreshToken, grant);
      stats.refreshes++;
      return json(res, 200, issue(grant));
    }
    return json(res, 400, { error: 'unsupported_grant_type' });
  }

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method === 'GET' && url.pathname === '/authorize') {
      const redirect = new URL(url.searchParams.get('redirect_uri') ?? '');
      redirect.searchParams.set('state', url.searchParams.get('state') ?? '');
      if (deny) {
        deny = false;
        redirect.searchParams.set('error', 'access_denied');
      } else {
        const code = token('code');
        const realmId = options.realmId ?? String(9130350000 + ++realmCounter);
        codes.set(code, {
          realmId,
          redirectUri: url.searchParams.get('redirect_uri') ?? '',
          scope: url.searchParams.get('scope') ?? '',
          challenge: url.searchParams.get('code_challenge') ?? undefined,
          used: false,
        });
        redirect.searchParams.set('code', code);
        redirect.searchParams.set('realmId', realmId);
      }
      res.writeHead(302, { location: redirect.toString() }).end();
      return;
    }
    if (req.method === 'POST' && url.pathname === '/token') return void tokenEndpoint(req, res);
    if (req.method === 'POST' && url.pathname === '/revoke') {
      void readBody(req).then((text) => {
        const { token: revoked } = JSON.parse(text) as { token: string };
        const grant = grants.get(revoked);
        if (grant) grants.delete(revoked);
        json(res, 200, {});
      });
      return;
    }
    if (url.pathname === '/api/ping') {
      stats.apiCalls++;
      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
      const expiry = access.get(bearer);
      if (expiry === undefined || expiry <= Date.now()) {
        stats.apiRefusals++;
        return json(res, 401, { error: 'invalid_token' });
      }
      return json(res, 200, { ok: true });
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    url,
    endpoints: { authorization: `${url}/authorize`, token: `${url}/token`, revoke: `${url}/revoke` },
    apiUrl: `${url}/api/ping`,
    clientId,
    clientSecret,
    get refreshes() {
      return stats.refreshes;
    },
    get invalidGrants() {
      return stats.invalidGrants;
    },
    get apiRefusals() {
      return stats.apiRefusals;
    },
    get apiCalls() {
      return stats.apiCalls;
    },
    fail: (...list) => void faults.push(...list),
    hanging: () => new Promise<void>((resolve) => (held.length > 0 ? resolve() : hangingWaiters.push(resolve))),
    denyNext: () => void (deny = true),
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of held.splice(0)) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Follows the consent redirect the way a browser would, up to the app's callback URL (not fetched). */
export async function consent(authorizationUrl: string): Promise<string> {
  const response = await fetch(authorizationUrl, { redirect: 'manual' });
  const location = response.headers.get('location');
  if (response.status !== 302 || !location) throw new Error(`consent page answered ${response.status}`);
  return location;
}
