import { describe, expect, it } from 'vitest';
import { traceId } from '../../templates/rest-server/trace-id.ts';

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('trace ids (made 128 at a time)', () => {
  it('are version 4 UUIDs, all different, across many batches', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 10_000; i++) {
      const id = traceId();
      expect(id).toMatch(V4);
      seen.add(id);
    }
    expect(seen.size).toBe(10_000);
  });

  it('are random in every hex digit but the version and variant ones (no position is constant over a batch)', () => {
    const ids = Array.from({ length: 512 }, () => traceId());
    for (let at = 0; at < 36; at++) {
      if ([8, 13, 14, 18, 19, 23].includes(at)) continue; // dashes, the version digit, the variant digit (one of four)
      expect(new Set(ids.map((id) => id[at])).size, `position ${at}`).toBeGreaterThan(8);
    }
  });
});
