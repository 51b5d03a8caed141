// templates/sandbox/request-log.ts: past its capacity the log keeps the newest entries, oldest first, numbered.
import { describe, expect, it } from 'vitest';
import { RequestLog, type RequestLogEntry } from '../../templates/sandbox/request-log.ts';

const entry = (i: number): RequestLogEntry => ({ at: '', kind: 'request', method: 'GET', path: `/${i}`, status: 200, ms: 0 });

describe('RequestLog', () => {
  it('keeps the newest `capacity` entries in order however many were added, and lists after a number', () => {
    const log = new RequestLog(5);
    const told: number[] = [];
    log.subscribe((e) => void told.push(e.seq ?? 0));
    for (let i = 1; i <= 13; i++) {
      log.add(entry(i));
      const paths = log.list().map((e) => e.path);
      const first = Math.max(1, i - 4);
      expect(paths).toEqual(Array.from({ length: i - first + 1 }, (_, k) => `/${first + k}`));
    }
    expect(log.list(10).map((e) => e.seq)).toEqual([11, 12, 13]);
    expect(log.list(13)).toEqual([]);
    expect(told).toEqual(Array.from({ length: 13 }, (_, k) => k + 1));
    log.clear();
    expect(log.list()).toEqual([]);
    log.add(entry(14));
    expect(log.list().map((e) => e.seq)).toEqual([14]);
  });

  it('with no capacity keeps nothing and still tells its listeners', () => {
    const log = new RequestLog(0);
    let told = 0;
    log.subscribe(() => void told++);
    log.add(entry(1));
    expect(log.list()).toEqual([]);
    expect(told).toBe(1);
  });
});
