/**
 * The TokenStore contract, the same for the memory, file and Redis stores: compare-and-swap on versions (one of
 * two racing writers wins), leases that exclude other owners until they lapse, list and delete.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createFileTokenStore } from '../../templates/oauth/file-store.ts';
import type { OAuthGrant } from '../../templates/oauth/grant.ts';
import { createRedisTokenStore } from '../../templates/oauth/redis-store.ts';
import { MemoryTokenStore, type TokenStore } from '../../templates/oauth/store.ts';
import { startRedis } from '../support/redis-server.ts';

const temp = mkdtempSync(join(tmpdir(), 'svc-stores-'));
const redis = await startRedis('test/templates/oauth/stores.test.ts (Redis token store)');
afterAll(async () => {
  await redis?.stop();
  rmSync(temp, { recursive: true, force: true });
});

const grant = (key: string, n: number): OAuthGrant => ({
  key,
  accessToken: `at${n}`,
  refreshToken: `rt${n}`,
  tokenType: 'bearer',
  expiresAt: 1000 + n,
  scopes: ['s'],
  obtainedAt: 1,
});

const stores: [string, () => Promise<TokenStore>][] = [
  ['memory', async () => new MemoryTokenStore()],
  ['file', async () => createFileTokenStore(join(temp, `${Math.random()}.json`))],
];
if (redis) stores.push(['redis', () => createRedisTokenStore({ url: redis.url, prefix: `p${Math.random()}:` })]);

describe.each(stores)('%s token store', (_name, make) => {
  it('compare-and-swap: versions count writes; a stale expected version writes nothing', async () => {
    const store = await make();
    expect(await store.get('r1')).toBeUndefined();
    expect((await store.compareAndSwap('r1', null, grant('r1', 1)))?.version).toBe(1);
    expect(await store.compareAndSwap('r1', null, grant('r1', 9))).toBeUndefined();
    expect((await store.compareAndSwap('r1', 1, grant('r1', 2)))?.version).toBe(2);
    expect(await store.compareAndSwap('r1', 1, grant('r1', 3))).toBeUndefined();
    expect(await store.get('r1')).toEqual({ version: 2, grant: grant('r1', 2) });
    await store.close?.();
  });

  it('of two racing writers from the same version, exactly one wins', async () => {
    const store = await make();
    await store.compareAndSwap('r2', null, grant('r2', 1));
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => store.compareAndSwap('r2', 1, grant('r2', 10 + i))));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect((await store.get('r2'))?.version).toBe(2);
    await store.close?.();
  });

  it('a lease excludes other owners until released or lapsed', async () => {
    const store = await make();
    expect(await store.acquireLease('r3', 'a', 300)).toBe(true);
    expect(await store.acquireLease('r3', 'b', 300)).toBe(false);
    await store.releaseLease('r3', 'b'); // not b's: no effect
    expect(await store.acquireLease('r3', 'b', 300)).toBe(false);
    await store.releaseLease('r3', 'a');
    expect(await store.acquireLease('r3', 'b', 200)).toBe(true);
    await new Promise((r) => setTimeout(r, 300));
    expect(await store.acquireLease('r3', 'c', 200)).toBe(true);
    await store.close?.();
  });

  it('lists and deletes', async () => {
    const store = await make();
    await store.compareAndSwap('b', null, grant('b', 1));
    await store.compareAndSwap('a', null, grant('a', 1));
    expect((await store.list()).map((s) => s.grant.key).sort()).toEqual(['a', 'b']);
    await store.delete('a');
    expect((await store.list()).map((s) => s.grant.key)).toEqual(['b']);
    await store.close?.();
  });
});
