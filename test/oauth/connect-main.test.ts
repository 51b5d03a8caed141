/**
 * `npm run connect`'s `main(argv)` in process (issue 21: the CLI ran only as a child process, where coverage cannot
 * see it): usage errors and their exit code, and a whole connection against the local authorization server with
 * the test as the browser. The child-process run is connect-cli.test.ts.
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { main } from '../../generator/tools/connect.ts';
import { consent, startOAuthServer, type OAuthTestServer } from '../support/oauth-server.ts';

let auth: OAuthTestServer;
const temp = mkdtempSync(join(tmpdir(), 'svc-connect-main-'));
beforeAll(async () => {
  auth = await startOAuthServer();
});
afterAll(async () => {
  await auth.close();
  rmSync(temp, { recursive: true, force: true });
});

const printed = { out: [] as string[], err: [] as string[] };
function capture(): void {
  printed.out = [];
  printed.err = [];
  vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void printed.out.push(args.join(' ')));
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void printed.err.push(args.join(' ')));
}
afterEach(() => vi.restoreAllMocks());

describe('connect main()', () => {
  it('--help prints the usage, exit 0', async () => {
    capture();
    expect(await main(['--help'])).toBe(0);
    expect(printed.out.join('\n')).toContain('--client-id');
  });

  it.each([
    [['--bogus']],
    [['--client-id', 'x']],
    [['--client-id', 'x', '--client-secret', 'y', '--port', 'eighty']],
    [['--client-id', 'x', '--client-secret', 'y', '--package', 'connector']],
  ])('%j is a usage error: exit 2, the reason on stderr, nothing stored', async (argv) => {
    capture();
    const store = join(temp, `never-${Math.random().toString(36).slice(2)}.json`);
    expect(await main([...argv, '--store', store])).toBe(2);
    expect(printed.err.join('\n')).not.toBe('');
    expect(() => statSync(store)).toThrow();
  });

  it('connects: the consent URL, the redirect taken, the grant stored 0600 and described without its tokens', async () => {
    capture();
    const store = join(temp, 'grants.json');
    const running = main([
      '--client-id', auth.clientId,
      '--client-secret', auth.clientSecret,
      '--port', '0',
      '--store', store,
      '--scopes', 'accounting,openid',
      '--authorization-endpoint', auth.endpoints.authorization,
      '--token-endpoint', auth.endpoints.token,
    ]);
    let authorizationUrl: string | undefined;
    for (let i = 0; i < 200 && authorizationUrl === undefined; i++) {
      authorizationUrl = /^\s+(http:\/\/127\.0\.0\.1:\d+\/authorize\?\S+)$/m.exec(printed.out.join('\n'))?.[1];
      if (authorizationUrl === undefined) await new Promise((r) => setTimeout(r, 25));
    }
    expect(authorizationUrl).toBeDefined();
    const callback = (await consent(authorizationUrl as string)).replace('//localhost:', '//127.0.0.1:');
    expect((await fetch(callback)).status).toBe(200);
    expect(await running).toBe(0);
    const out = printed.out.join('\n');
    const realm = /Connected realm (\d+)/.exec(out)?.[1];
    expect(realm).toBeDefined();
    const saved = JSON.parse(readFileSync(store, 'utf8')) as { grants: Record<string, { grant: { refreshToken: string; accessToken: string } }> };
    const grant = saved.grants[realm as string].grant;
    expect(grant.refreshToken).toMatch(/^rt-/);
    expect(statSync(store).mode & 0o777).toBe(0o600);
    expect(out).not.toContain(grant.refreshToken);
    expect(out).not.toContain(grant.accessToken);
  });
});
