/**
 * Server-side rate limiting: the enforcer counts at arrival per key (sliding windows and token buckets), and the
 * in-memory store keeps bounded counters (LRU), bounded state per counter, exact answers for bursts.
 */
import { describe, expect, it } from 'vitest';
import type { RateLimit } from '../../templates/operations/operation-table.ts';
import type { KeyValues } from '../../templates/rest-client/rate-limiter.ts';
import { RateLimitEnforcer, type RateLimitVerdict } from '../../templates/rest-server/rate-limit-enforcer.ts';
import { MemoryRateLimitStore, SLOTS } from '../../templates/rest-server/rate-limit-store.ts';

/** The in-memory store answers synchronously. */
const checkNow = (enforcer: RateLimitEnforcer, keys: KeyValues, op: string): RateLimitVerdict => enforcer.check(keys, op) as RateLimitVerdict;

const limit = (partial: Partial<RateLimit> & { id: string; limit: number; windowSeconds: number }): RateLimit => ({
  keyedBy: [],
  appliesTo: [],
  environments: [],
  ...partial,
});

describe('RateLimitEnforcer', () => {
  it('enforces per key at arrival, and says how long to wait', () => {
    let now = 0;
    const enforcer = new RateLimitEnforcer({ limits: [limit({ id: 'a', limit: 2, windowSeconds: 1, keyedBy: ['realm'] })], now: () => now });
    expect(checkNow(enforcer, { realm: '1' }, 'op').ok).toBe(true);
    now = 300;
    expect(checkNow(enforcer, { realm: '1' }, 'op').ok).toBe(true);
    expect(checkNow(enforcer, { realm: '1' }, 'op')).toMatchObject({ ok: false, retryAfterMs: 700 });
    expect(checkNow(enforcer, { realm: '2' }, 'op').ok).toBe(true);
    now = 1000;
    expect(checkNow(enforcer, { realm: '1' }, 'op').ok).toBe(true);
    expect(checkNow(enforcer, { realm: '1' }, 'op').ok).toBe(false);
  });

  it('enforces token buckets', () => {
    let now = 0;
    const enforcer = new RateLimitEnforcer({
      limits: [limit({ id: 'a', limit: 4, windowSeconds: 1 })],
      algorithm: 'token-bucket',
      now: () => now,
    });
    for (let i = 0; i < 4; i++) expect(checkNow(enforcer, {}, 'op').ok).toBe(true);
    expect(checkNow(enforcer, {}, 'op')).toMatchObject({ ok: false, retryAfterMs: 250 });
    now = 250;
    expect(checkNow(enforcer, {}, 'op').ok).toBe(true);
    expect(checkNow(enforcer, {}, 'op').ok).toBe(false);
  });
});

describe('MemoryRateLimitStore', () => {
  it('keeps at most maxCounters counters, evicting the least recently used', () => {
    const store = new MemoryRateLimitStore({ maxCounters: 100 });
    for (let i = 0; i < 10_000; i++) store.hit([{ id: `realm-${i}`, limit: 1, windowMs: 60_000 }], i);
    expect(store.size).toBe(100);
    // The most recent counter is still there (full), an old one was evicted (fresh).
    expect(store.hit([{ id: 'realm-9999', limit: 1, windowMs: 60_000 }], 10_000).ok).toBe(false);
    expect(store.hit([{ id: 'realm-0', limit: 1, windowMs: 60_000 }], 10_000).ok).toBe(true);
  });

  it('holds one counter per long id too (hashed), and counts it', () => {
    const store = new MemoryRateLimitStore();
    const id = `limit\u0000${'r'.repeat(100_000)}`;
    expect(store.hit([{ id, limit: 1, windowMs: 1000 }], 0).ok).toBe(true);
    expect(store.hit([{ id, limit: 1, windowMs: 1000 }], 1)).toEqual({ ok: false, index: 0, retryAfterMs: 999 });
  });

  it('a counter of a large limit keeps at most SLOTS + 1 entries however many requests it counts', () => {
    const store = new MemoryRateLimitStore();
    const spec = { id: 'monthly', limit: 500_000, windowMs: 2_592_000_000 };
    for (let i = 0; i < 100_000; i++) expect(store.hit([spec], i * 1000).ok).toBe(true);
    const counter = (store as unknown as { counters: Map<string, { times: number[] }> }).counters.get('monthly');
    expect(counter?.times.length).toBeLessThanOrEqual(SLOTS + 1);
  });

  it('counts nothing when one counter is full, and names it', () => {
    const store = new MemoryRateLimitStore();
    const a = { id: 'a', limit: 5, windowMs: 1000 };
    const b = { id: 'b', limit: 2, windowMs: 1000 };
    expect(store.hit([a, b], 0).ok).toBe(true);
    expect(store.hit([a, b], 100).ok).toBe(true);
    expect(store.hit([a, b], 200)).toEqual({ ok: false, index: 1, retryAfterMs: 800 });
    // `a` was not counted by the refused request: 3 more fit.
    for (let i = 0; i < 3; i++) expect(store.hit([a], 300).ok).toBe(true);
    expect(store.hit([a], 300).ok).toBe(false);
  });
});
