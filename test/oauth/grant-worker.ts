/**
 * One process of the multi-process OAuth tests: shares a grant through a file or Redis token store and calls the
 * local API with it until its time is up, then prints a JSON summary on stdout. A 401 is answered the way a
 * generated client answers it (one refresh through the store, one replay); a call that still fails counts as failed.
 * MODE=refresh-once only forces one refresh (the lease test kills the process while it holds the lease).
 */
import { createFileTokenStore, createOAuthClient, createRedisTokenStore, OAuthGrantError } from '@svc/accounting';

const env = process.env;
const storeSpec = env.STORE ?? '';
const store = storeSpec.startsWith('redis://') ? await createRedisTokenStore({ url: storeSpec, prefix: env.PREFIX }) : createFileTokenStore(storeSpec);
const oauth = createOAuthClient({
  clientId: env.CLIENT_ID ?? '',
  clientSecret: env.CLIENT_SECRET ?? '',
  redirectUri: 'http://127.0.0.1:8765/callback',
  endpoints: { token: env.TOKEN_URL },
  store,
  refreshMarginMs: Number(env.MARGIN_MS ?? 1000),
  leaseTtlMs: Number(env.LEASE_TTL_MS ?? 5000),
  timeoutMs: 5_000,
});
const realm = env.REALM ?? '';
const summary = { calls: 0, failed: 0, replays: 0, grantErrors: 0, errors: [] as string[] };

if (env.MODE === 'refresh-once') {
  process.stdout.write('refreshing\n');
  await oauth.refresh(realm);
  process.stdout.write('refreshed\n');
} else {
  const provider = oauth.forGrant(realm);
  const deadline = Date.now() + Number(env.DURATION_MS ?? 5000);
  const call = (token: string) => fetch(env.API_URL ?? '', { headers: { authorization: `Bearer ${token}` } });
  while (Date.now() < deadline) {
    summary.calls++;
    try {
      let token = await provider.token();
      let response = await call(token);
      await response.arrayBuffer();
      if (response.status === 401) {
        summary.replays++;
        token = await provider.refresh(token);
        response = await call(token);
        await response.arrayBuffer();
      }
      if (response.status !== 200) summary.failed++;
    } catch (error) {
      summary.failed++;
      if (error instanceof OAuthGrantError) summary.grantErrors++;
      if (summary.errors.length < 5) summary.errors.push(String(error));
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  process.stdout.write(`${JSON.stringify(summary)}\n`);
}
await store.close?.();
