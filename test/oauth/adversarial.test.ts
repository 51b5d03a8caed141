/**
 * The OAuth helper reads replies from an authorization server it does not control: a hostile or broken one gets
 * bounded reads (size and time), no redirects followed, and typed errors; the stored grant survives all of it.
 */
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOAuthClient, MemoryTokenStore, OAuthCallbackError, OAuthTokenEndpointError } from '@svc/accounting';

type Mode = 'huge' | 'html' | 'redirect' | 'empty-200' | 'stall' | 'garbage-error' | 'slow-drip';
let mode: Mode = 'huge';
let server: Server;
let base = '';
beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    switch (mode) {
      case 'huge':
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('{"access_token":"');
        for (let i = 0; i < 64; i++) res.write('x'.repeat(64 * 1024));
        res.end('"}');
        return;
      case 'html':
        res.writeHead(200, { 'content-type': 'text/html' }).end('<html>login</html>');
        return;
      case 'redirect':
        res.writeHead(307, { location: 'http://127.0.0.2:9/steal' }).end();
        return;
      case 'empty-200':
        res.writeHead(200).end();
        return;
      case 'stall':
        return; // never answers
      case 'garbage-error':
        res.writeHead(400, { 'content-type': 'application/json' }).end('{"error": {"nested": true}}');
        return;
      case 'slow-drip': {
        res.writeHead(200, { 'content-type': 'application/json' });
        const timer = setInterval(() => res.write(' '), 50);
        res.on('close', () => clearInterval(timer));
        return;
      }
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const stored = {
  key: 'r',
  accessToken: 'at-old',
  refreshToken: 'rt-old',
  tokenType: 'bearer',
  expiresAt: 0,
  scopes: [],
  obtainedAt: 0,
};

// The replies that are not about time get a deadline they cannot meet by accident: under load (two suites on two
// cores) the first request of a process took longer than 400 ms and a huge reply was reported as a timeout.
async function refreshWith(m: Mode, timeoutMs = m === 'stall' || m === 'slow-drip' ? 400 : 10_000) {
  mode = m;
  const store = new MemoryTokenStore();
  await store.compareAndSwap('r', null, stored);
  const oauth = createOAuthClient({
    clientId: 'c',
    clientSecret: 's',
    redirectUri: 'http://127.0.0.1/cb',
    endpoints: { token: `${base}/token` },
    store,
    timeoutMs,
    refreshAttempts: 1,
    maxResponseBytes: 64 * 1024,
  });
  const error = await oauth.refresh('r').then(
    () => undefined,
    (e: unknown) => e,
  );
  return { error: error as OAuthTokenEndpointError, after: (await store.get('r'))!.grant };
}

describe('a hostile token endpoint', () => {
  it.each([
    ['huge', 'response_too_large'],
    ['html', 'unexpected_reply'],
    ['redirect', 'network_error'],
    ['empty-200', 'unexpected_reply'],
    ['stall', 'timeout'],
    ['garbage-error', 'unexpected_reply'],
    ['slow-drip', 'timeout'],
  ] as [Mode, string][])('%s: a typed transient error, the stored pair intact', async (m, code) => {
    const started = Date.now();
    const { error, after } = await refreshWith(m);
    expect(error).toBeInstanceOf(OAuthTokenEndpointError);
    expect(error.code).toBe(code);
    expect(after.refreshToken).toBe('rt-old');
    expect(after.needsConsent).toBeUndefined();
    // The 400 ms deadline holds (well within 3 s even on a loaded machine); any other reply that hung would end in
    // the 10 s deadline and fail the code check above.
    if (code === 'timeout') expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('a callback URL with hostile values is refused before any request', async () => {
    const oauth = createOAuthClient({ clientId: 'c', clientSecret: 's', redirectUri: 'http://127.0.0.1/cb', endpoints: { token: `${base}/token` } });
    const { state } = oauth.authorizationUrl();
    for (const url of [
      `http://127.0.0.1/cb?code=x&state=${'a'.repeat(100_000)}`,
      'http://127.0.0.1/cb?code=x',
      `http://127.0.0.1/cb?state=${state}`,
      `http://127.0.0.1/cb?state=${state}&code=x`, // no realm id
    ]) {
      await expect(oauth.handleCallback(url, { state })).rejects.toBeInstanceOf(OAuthCallbackError);
    }
  });
});
