// templates/webhooks/dedup.ts: the in-memory store holds an id for the window, releases it on failure, forgets
// expired ids, and never holds more than its bound (the older half forgotten at once), at a constant cost per write.
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

  it('keeps at most maxEntries ids and always the newest half of them, forgetting the oldest first', () => {
    let now = 0;
    const store = new MemoryDedupStore({ maxEntries: 100, now: () => now });
    for (let i = 0; i < 1000; i++) {
      expect(store.claim(`id${i}`, 10, 1000)).toBe(true);
      expect(store.size).toBeLessThanOrEqual(100);
    }
    expect(store.size).toBeGreaterThanOrEqual(50);
    for (let i = 950; i < 1000; i++) expect(store.claim(`id${i}`, 10, 1000)).toBe(false);
    expect(store.claim('id0', 10, 1000)).toBe(true);
    expect(store.claim('id899', 10, 1000)).toBe(true);
    // Past the window nothing is held, whatever is still in the tables.
    now = 5000;
    for (let i = 950; i < 1000; i++) expect(store.claim(`id${i}`, 10, 1000)).toBe(true);
  });

  it('ids claimed and released again and again do not grow it', () => {
    const store = new MemoryDedupStore({ maxEntries: 10 });
    for (let i = 0; i < 100_000; i++) {
      expect(store.claim('flaky', 10, 1000)).toBe(true);
      store.release('flaky');
    }
    expect(store.size).toBe(0);
    // The other ids it holds are not pushed out by the one claimed again and again.
    expect(store.claim('kept', 10, 1000)).toBe(true);
    for (let i = 0; i < 1000; i++) {
      store.claim('flaky', 10, 1000);
      store.release('flaky');
    }
    expect(store.claim('kept', 10, 1000)).toBe(false);
  });

  it('tells apart ids that differ in one character, in length, or only beyond the 16-bit range', () => {
    const store = new MemoryDedupStore({ maxEntries: 1_000_000 });
    const ids = new Set<string>();
    for (let i = 0; i < 5000; i++) {
      ids.add(`legacy:9130:Invoice:${i}:Update:2026-01-02T03:04:05.000Z`);
      ids.add(`cloudevents:${i.toString(36)}`);
      ids.add(`x${'a'.repeat(i % 300)}`);
      ids.add(`\ud83d\ude00${i}`);
    }
    for (const id of ids) expect(store.claim(id, 10, 60_000)).toBe(true);
    for (const id of ids) expect(store.claim(id, 10, 60_000)).toBe(false);
    expect(store.size).toBe(ids.size);
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
    expect(store.size).toBeLessThanOrEqual(50);
    expect(store.size).toBeGreaterThanOrEqual(25);
    // The newest are the ones kept, the oldest forgotten.
    for (let i = 95; i < 120; i++) expect(store.claim(`e${i}`, 10, 1000)).toBe(false);
    expect(store.claim('e0', 10, 1000)).toBe(true);
  });
});
