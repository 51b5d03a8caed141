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

  it('makes the bodies\' text when an entry is first read, with the members in the order they always had', () => {
    const log = new RequestLog(3);
    const body = (text: string) => ({ whole: true, bytes: () => Buffer.from(text, 'utf8') });
    let made = 0;
    const counted = (text: string) => ({ whole: true, bytes: () => (made++, Buffer.from(text, 'utf8')) });
    log.add(entry(1), counted('{"password":"p","a":1}'), counted('{"b":2}'));
    log.add(entry(2), undefined, body('not json'));
    log.add(entry(3));
    expect(made).toBe(0);
    const listed = log.list();
    expect(made).toBe(2);
    expect(listed.map((e) => Object.keys(e))).toEqual([
      ['at', 'kind', 'method', 'path', 'status', 'ms', 'requestBody', 'responseBody', 'seq'],
      ['at', 'kind', 'method', 'path', 'status', 'ms', 'responseBody', 'seq'],
      ['at', 'kind', 'method', 'path', 'status', 'ms', 'seq'],
    ]);
    expect(listed[0]).toMatchObject({ requestBody: '{"password":"[redacted]","a":1}', responseBody: '{"b":2}', seq: 1 });
    expect(listed[1]).toMatchObject({ responseBody: 'not json', seq: 2 });
    log.list();
    expect(made).toBe(2);
    // Overwritten unread: its bodies are never made.
    log.add(entry(4), counted('{}'));
    log.add(entry(5), counted('{}'));
    log.add(entry(6), counted('{}'));
    log.add(entry(7), counted('{"c":3}'));
    expect(log.list().map((e) => [e.seq, e.requestBody])).toEqual([
      [5, '{}'],
      [6, '{}'],
      [7, '{"c":3}'],
    ]);
    expect(made).toBe(5);
    // A listener is told the entry whole.
    const told: RequestLogEntry[] = [];
    log.subscribe((e) => told.push({ ...e }));
    log.add(entry(8), body('{"d":4}'));
    expect(told).toEqual([{ ...entry(8), requestBody: '{"d":4}', seq: 8 }]);
  });

  it('makes a pending entry (an answered request) only when the log is read, or at once for a listener', () => {
    const log = new RequestLog(2);
    let makes = 0;
    const pending = (i: number) => ({
      make: () => {
        makes++;
        return { entry: entry(i), response: { whole: true, bytes: () => Buffer.from(`{"n":${i}}`, 'utf8') } };
      },
    });
    log.addPending(pending(1));
    log.addPending(pending(2));
    log.addPending(pending(3));
    expect(makes).toBe(0);
    expect(log.list().map((e) => [e.seq, e.path, e.responseBody])).toEqual([
      [2, '/2', '{"n":2}'],
      [3, '/3', '{"n":3}'],
    ]);
    expect(makes).toBe(2);
    expect(log.list(2).map((e) => e.seq)).toEqual([3]);
    expect(makes).toBe(2);
    const told: (number | undefined)[] = [];
    log.subscribe((e) => told.push(e.seq));
    log.addPending(pending(4));
    expect([makes, told]).toEqual([3, [4]]);
  });
});
