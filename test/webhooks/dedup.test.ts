// templates/webhooks/dedup.ts: the in-memory store holds an id for the window, releases it on failure, forgets
// expired ids, and never holds more than its bound (oldest first), at a constant cost per write.
import { describe, expect, it } from 'vitest';
import { MemoryDedupStore } from '../../templates/webhooks/dedup.ts';

describe('MemoryDedupStore', () => {
  it('claims once per window; a release lets the next delivery claim again', () => {
    let now = 1000;
    const store = new MemoryDedupStore({ now: () => now });
    expect(store.claim('a', 100, 10_000)).toBe(true);
    expect(store.claim('a', 100, 10_000)).toBe(false);
    store.release('a');
    expect(store.claim('a', 100, 10_000)).toBe(true);
    store.complete('a', 10_000);
    now += 9_999;
    expect(store.claim('a', 100, 10_000)).toBe(false);
    now += 2;
    expect(store.claim('a', 100, 10_000)).toBe(true);
  });

  it('keeps at most maxEntries ids, forgetting the oldest, and sweeps expired ones', () => {
    let now = 0;
    const store = new MemoryDedupStore({ maxEntries: 100, now: () => now });
    for (let i = 0; i < 1000; i++) store.claim(`id${i}`, 10, 1000);
    expect(store.size).toBe(100);
    expect(store.claim('id999', 10, 1000)).toBe(false);
    expect(store.claim('id0', 10, 1000)).toBe(true);
    now = 5000;
    for (let i = 0; i < 50; i++) store.claim(`late${i}`, 10, 1000);
    expect(store.size).toBeLessThanOrEqual(100);
    expect(store.size).toBeGreaterThanOrEqual(50);
  });

  it('ids claimed and released again and again do not grow it', () => {
    const store = new MemoryDedupStore({ maxEntries: 10 });
    for (let i = 0; i < 100_000; i++) {
      store.claim('flaky', 10, 1000);
      store.release('flaky');
    }
    expect(store.size).toBe(0);
    expect((store as unknown as { queue: string[] }).queue.length).toBeLessThan(3000);
  });

  it('claimAll claims a delivery\'s ids in order, once each, as claim would one by one', () => {
    let now = 0;
    const store = new MemoryDedupStore({ now: () => now });
    expect(store.claim('b', 10, 1000)).toBe(true);
    expect(store.claimAll(['a', 'b', 'c', 'a'], 10, 1000)).toEqual([true, false, true, false]);
    store.release('c');
    now = 999;
    expect(store.claimAll(['a', 'c'], 10, 1000)).toEqual([false, true]);
    now = 1001;
    expect(store.claimAll(['a', 'b'], 10, 1000)).toEqual([true, true]);
  });

  it('claimAll keeps the bound: a delivery larger than maxEntries leaves at most maxEntries ids', () => {
    const store = new MemoryDedupStore({ maxEntries: 50 });
    const ids = Array.from({ length: 120 }, (_, i) => `e${i}`);
    expect(store.claimAll(ids, 10, 1000).every((c) => c)).toBe(true);
    expect(store.size).toBe(50);
    // The newest are the ones kept.
    expect(store.claim('e119', 10, 1000)).toBe(false);
  });
});
