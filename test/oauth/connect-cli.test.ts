/**
 * `npm run connect`: a first token in one command. The CLI runs as a child process against the local
 * authorization server; the test plays the browser (consent page, then the redirect to the CLI's callback).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consent, startOAuthServer, type OAuthTestServer } from '../support/oauth-server.ts';
import { repoRoot } from '../support/run-cli.ts';

let auth: OAuthTestServer;
const temp = mkdtempSync(join(tmpdir(), 'svc-connect-'));
beforeAll(async () => {
  auth = await startOAuthServer();
});
afterAll(async () => {
  await auth.close();
  rmSync(temp, { recursive: true, force: true });
});

function connect(store: string, extra: string[] = []) {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      resolve(repoRoot, 'generator/tools/connect.ts'),
      '--client-id',
      auth.clientId,
      '--client-secret',
      auth.clientSecret,
      '--port',
      '0',
      '--store',
      store,
      '--scopes',
      'accounting,payments,openid',
      '--authorization-endpoint',
      auth.endpoints.authorization,
      '--token-endpoint',
      auth.endpoints.token,
      ...extra,
    ],
    { cwd: repoRoot, env: { ...process.env, NODE_NO_WARNINGS: '1' }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d));
  const url = new Promise<string>((ok) =>
    child.stdout.on('data', (d: Buffer) => {
      stdout += d;
      const match = /^\s+(http:\/\/127\.0\.0\.1:\d+\/authorize\?\S+)$/m.exec(stdout);
      if (match) ok(match[1]);
    }),
  );
  const exit = new Promise<number | null>((ok) => child.on('exit', (code) => ok(code)));
  return { url, exit, out: () => stdout, err: () => stderr };
}

describe('npm run connect', () => {
  it('prints the consent URL, takes the redirect, stores the grant and prints the realm and expiry dates', async () => {
    const store = join(temp, 'grants.json');
    const run = connect(store);
    const authorizationUrl = new URL(await run.url);
    expect(authorizationUrl.searchParams.get('scope')).toBe('com.intuit.quickbooks.accounting com.intuit.quickbooks.payment openid');
    expect(authorizationUrl.searchParams.get('redirect_uri')).toMatch(/^http:\/\/localhost:\d+\/callback$/);
    const callback = (await consent(authorizationUrl.toString())).replace('//localhost:', '//127.0.0.1:');
    const page = await fetch(callback);
    expect(page.status).toBe(200);
    expect(await run.exit).toBe(0);
    const realm = /Connected realm (\d+)/.exec(run.out())?.[1];
    expect(realm).toBeDefined();
    expect(run.out()).toMatch(/access token expires: +\d{4}-\d\d-\d\dT/);
    expect(run.out()).toMatch(/refresh token expires: +\d{4}-/);
    const saved = JSON.parse(readFileSync(store, 'utf8')) as { grants: Record<string, { grant: { refreshToken: string } }> };
    expect(saved.grants[realm!].grant.refreshToken).toMatch(/^rt-/);
    expect(statSync(store).mode & 0o777).toBe(0o600);
    expect(run.out()).not.toContain(saved.grants[realm!].grant.refreshToken);
  });

  it('a refused consent exits 1 and stores nothing; a forged callback is refused and the wait goes on', async () => {
    const store = join(temp, 'refused.json');
    const run = connect(store);
    const authorizationUrl = await run.url;
    const redirect = new URL((await consent(authorizationUrl)).replace('//localhost:', '//127.0.0.1:'));
    const forged = new URL(redirect);
    forged.searchParams.set('state', 'forged');
    expect((await fetch(forged)).status).toBe(400);
    auth.denyNext();
    const denied = new URL((await consent(authorizationUrl)).replace('//localhost:', '//127.0.0.1:'));
    expect(denied.searchParams.get('error')).toBe('access_denied');
    expect((await fetch(denied)).status).toBe(400);
    expect(await run.exit).toBe(1);
    expect(run.err()).toContain('access_denied');
    expect(existsSync(store)).toBe(false);
  });
});
