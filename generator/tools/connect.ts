/**
 * `npm run connect -- --client-id <id> --client-secret <secret> [--scopes accounting,payments] [--port 8765]
 * [--store <file>|redis://...] [--package accounting]`
 *
 * A first token in one command: starts a callback server on localhost, prints the authorization URL, waits for
 * the consent redirect, exchanges the code and stores the grant (through the OAuth helper of a generated package,
 * so the same store serves `oauth.forGrant(realmId)` later), then prints the realm id and the expiry dates. A user
 * tool over the generated packages, not part of the generator. Exit codes: 0 connected, 1 refused or failed,
 * 2 usage error.
 */
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';

const USAGE = `usage: npm run connect -- --client-id <id> --client-secret <secret> [options]
  --scopes <list>     comma-separated: package names (accounting, payments: their default scopes) or raw scopes
                      (default: the scopes of --package)
  --port <n>          callback port on localhost (default 8765); the app must list the redirect URI
                      http://localhost:<n>/callback
  --store <where>     a JSON file (default ./.svc-oauth-grants.json, mode 0600) or redis://host:port
  --package <name>    the generated package whose OAuth helper to use (default accounting)
  --authorization-endpoint <url>, --token-endpoint <url>, --revoke-endpoint <url>
                      override the definition's endpoints (another authorization server, a local one in tests)
  --timeout <seconds> how long to wait for the redirect (default 600)`;

interface OAuthModule {
  createOAuthClient(options: Record<string, unknown>): {
    authorizationUrl(o: { scopes?: readonly string[] }): { url: string; state: string };
    handleCallback(url: string, expected: { state: string }): Promise<{
      key: string;
      expiresAt: number;
      refreshExpiresAt?: number;
      refreshHardExpiresAt?: number;
      scopes: readonly string[];
    }>;
  };
  createFileTokenStore(path: string): unknown;
  createRedisTokenStore(o: { url: string }): Promise<{ close?(): Promise<void> }>;
  oauthConfig?: { defaultScopes?: readonly string[]; scopes: readonly string[] };
}

async function loadPackage(name: string): Promise<OAuthModule | undefined> {
  try {
    const mod = (await import(`@svc/${name}`)) as Partial<OAuthModule>;
    return typeof mod.createOAuthClient === 'function' ? (mod as OAuthModule) : undefined;
  } catch {
    return undefined;
  }
}

const date = (ms: number | undefined): string => (ms === undefined ? 'not given' : new Date(ms).toISOString());

export async function main(argv: string[]): Promise<number> {
  let args;
  try {
    args = parseArgs({
      args: argv,
      options: {
        'client-id': { type: 'string' },
        'client-secret': { type: 'string' },
        scopes: { type: 'string' },
        port: { type: 'string', default: '8765' },
        store: { type: 'string', default: '.svc-oauth-grants.json' },
        package: { type: 'string', default: 'accounting' },
        'authorization-endpoint': { type: 'string' },
        'token-endpoint': { type: 'string' },
        'revoke-endpoint': { type: 'string' },
        timeout: { type: 'string', default: '600' },
        help: { type: 'boolean', default: false },
      },
      strict: true,
    }).values;
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (args.help) {
    console.log(USAGE);
    return 0;
  }
  const clientId = args['client-id'] ?? process.env.SVC_OAUTH_CLIENT_ID;
  const clientSecret = args['client-secret'] ?? process.env.SVC_OAUTH_CLIENT_SECRET;
  const port = Number(args.port);
  if (!clientId || !clientSecret || !Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`--client-id, --client-secret and a valid --port are required\n${USAGE}`);
    return 2;
  }
  const pkg = await loadPackage(args.package);
  if (!pkg) {
    console.error(`@svc/${args.package} has no OAuth helper (its definition declares no authorization-code flow); run npm run generate first`);
    return 2;
  }
  const scopes: string[] = [];
  for (const item of (args.scopes ?? args.package).split(',').map((s) => s.trim()).filter(Boolean)) {
    const named = /^[a-z][a-z0-9-]*$/.test(item) ? await loadPackage(item) : undefined;
    const config = named?.oauthConfig;
    scopes.push(...(config ? (config.defaultScopes ?? config.scopes) : [item]));
  }

  const storeSpec = args.store;
  const store = storeSpec.startsWith('redis://') || storeSpec.startsWith('rediss://') ? await pkg.createRedisTokenStore({ url: storeSpec }) : pkg.createFileTokenStore(resolve(storeSpec));

  const server = createServer();
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => ok());
  });
  const bound = (server.address() as { port: number }).port;
  const redirectUri = `http://localhost:${bound}/callback`;
  const endpoints = Object.fromEntries(
    Object.entries({ authorization: args['authorization-endpoint'], token: args['token-endpoint'], revoke: args['revoke-endpoint'] }).filter(([, v]) => v !== undefined),
  );
  const oauth = pkg.createOAuthClient({ clientId, clientSecret, redirectUri, endpoints, store });
  const request = oauth.authorizationUrl({ scopes: [...new Set(scopes)] });
  console.log(`Callback server: ${redirectUri} (register this redirect URI with the app)`);
  console.log(`Open this URL in a browser and connect a company:\n\n  ${request.url}\n`);

  const outcome = await new Promise<number>((done) => {
    const timer = setTimeout(() => {
      console.error(`No redirect within ${args.timeout} s; nothing stored.`);
      done(1);
    }, Number(args.timeout) * 1000);
    server.on('request', (req, res) => {
      const url = new URL(req.url ?? '/', redirectUri);
      if (req.method !== 'GET' || url.pathname !== '/callback') {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
        return;
      }
      oauth.handleCallback(url.toString(), { state: request.state }).then(
        (grant) => {
          res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end('Connected. You can close this window.\n');
          clearTimeout(timer);
          console.log(`Connected realm ${grant.key}`);
          console.log(`  scopes:                 ${grant.scopes.join(' ')}`);
          console.log(`  access token expires:   ${date(grant.expiresAt)}`);
          console.log(`  refresh token expires:  ${date(grant.refreshExpiresAt)} (unused), ${date(grant.refreshHardExpiresAt)} (at the latest)`);
          console.log(`  stored in:              ${storeSpec.includes('://') ? storeSpec.replace(/\/\/[^@/]*@/, '//***@') : resolve(storeSpec)}`);
          done(0);
        },
        (error: Error & { code?: string }) => {
          // A forged or stray request (wrong state) is refused and the wait goes on; a refusal ends it.
          const stray = error.code === 'state_mismatch';
          res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end(`Not connected: ${error.message}\n`);
          if (stray) return;
          clearTimeout(timer);
          console.error(`Not connected (${error.code ?? 'error'}): ${error.message}`);
          done(1);
        },
      );
    });
  });
  server.closeAllConnections();
  server.close();
  await (store as { close?(): Promise<void> }).close?.();
  return outcome;
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('connect.ts')) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
