import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decodeBody, decodeText, parseContentType } from '../../templates/rest-client/content.ts';
import { xmlToObject } from '../../templates/rest-client/xml-object.ts';
import { ApiError, THROTTLED, ThrottleError, defaultErrorFactory, NetworkError, TimeoutError } from '../../templates/rest-client/errors.ts';
import {
  RateLimiter,
  SerialQueue,
  limitsFor,
  maxItemsPerRequest,
  resolveKeyValues,
  serialKey,
} from '../../templates/rest-client/rate-limiter.ts';
import { backoffDelayMs, decideRetry, isSafeToRetry, parseRetryAfter, resolveRetryOptions } from '../../templates/rest-client/retry.ts';
import type { RateLimit } from '../../templates/operations/operation-table.ts';

const limit = (partial: Partial<RateLimit> & { id: string; limit: number; windowSeconds: number }): RateLimit => ({
  keyedBy: [],
  appliesTo: [],
  environments: [],
  ...partial,
});

describe('retry', () => {
  it.each([
    ['120', 120_000],
    ['0', 0],
    ['1.5', 1500],
    [' 3 ', 3000],
    ['Thu, 01 Jan 1970 00:00:10 GMT', 10_000 - 4000],
    ['Thu, 01 Jan 1970 00:00:01 GMT', 0],
    ['soon', undefined],
    ['', undefined],
    [null, undefined],
  ])('parses Retry-After %j', (value, want) => {
    expect(parseRetryAfter(value, 4000)).toBe(want);
  });

  it('backs off exponentially with full jitter, capped', () => {
    const options = resolveRetryOptions({ baseDelayMs: 100, maxDelayMs: 500, random: () => 0.999999 });
    expect([1, 2, 3, 4, 5].map((n) => backoffDelayMs(n, options))).toEqual([100, 200, 400, 500, 500]);
    const half = resolveRetryOptions({ baseDelayMs: 100, random: () => 0.5 });
    expect(backoffDelayMs(3, half)).toBe(200);
    expect(backoffDelayMs(3, half, 1234)).toBe(1234);
  });

  it('retries only safe requests, only listed statuses, within attempts and the Retry-After cap', () => {
    const options = resolveRetryOptions({ maxAttempts: 3, random: () => 0, maxRetryAfterMs: 5000 });
    expect(isSafeToRetry('GET', false)).toBe(true);
    expect(isSafeToRetry('head', false)).toBe(true);
    expect(isSafeToRetry('POST', false)).toBe(false);
    expect(isSafeToRetry('POST', true)).toBe(true);
    expect(decideRetry(options, 1, true, 503, undefined)).toEqual({ retry: true, delayMs: 0 });
    expect(decideRetry(options, 1, true, undefined, undefined).retry).toBe(true);
    expect(decideRetry(options, 1, false, 503, undefined).retry).toBe(false);
    expect(decideRetry(options, 1, true, 500, undefined).retry).toBe(false);
    expect(decideRetry(options, 3, true, 429, undefined).retry).toBe(false);
    expect(decideRetry(options, 1, true, 429, 6000).retry).toBe(false);
    expect(resolveRetryOptions(false).maxAttempts).toBe(1);
  });
});

describe('content', () => {
  it('reads media type and charset', () => {
    expect(parseContentType('Application/JSON; Charset="ISO-8859-1"')).toEqual({ mediaType: 'application/json', charset: 'iso-8859-1' });
    expect(parseContentType(undefined)).toEqual({ mediaType: '' });
  });

  it('decodes by declared charset', () => {
    const latin1 = Buffer.from('Müller Señor', 'latin1');
    expect(decodeText(latin1, 'iso-8859-1')).toBe('Müller Señor');
    expect(decodeText(Buffer.from('Müller', 'utf8'), undefined)).toBe('Müller');
    expect(decodeText(Buffer.from('x', 'utf8'), 'no-such-charset')).toBe('x');
  });

  it('turns the throttle fault vector into a plain object', () => {
    const xml = readFileSync('/work/shared/vectors/accounting/fault-throttle-429.xml', 'utf8');
    expect(xmlToObject(xml)).toEqual({
      IntuitResponse: {
        time: '2017-07-30T22:45:22.933-07:00',
        Fault: {
          type: 'SERVICE',
          Error: {
            code: '3001',
            Message: 'message=ThrottleExceeded; errorCode=003001; statusCode=429',
            Detail: 'The request limit was reached.  Try again later',
          },
        },
      },
    });
    expect(decodeBody(Buffer.from(xml), 'application/json', {}, xmlToObject).kind).toBe('xml');
    // Without the reader (loaded lazily by the client), an XML body says so.
    expect(decodeBody(Buffer.from(xml), 'application/json')).toEqual({ kind: 'text', value: xml, xml: true });
  });

  it('reads repeated elements, entities, CDATA and self-closing tags; rejects broken XML', () => {
    expect(xmlToObject('<a x="1 &amp; 2"><b>1</b><b>&lt;2&#65;</b><c/><d><![CDATA[<raw>]]></d></a>')).toEqual({
      a: { x: '1 & 2', b: ['1', '<2A'], c: '', d: '<raw>' },
    });
    expect(() => xmlToObject('<a><b></a>')).toThrow();
    expect(decodeBody(Buffer.from('<a><b></a>'), 'text/xml', {}, xmlToObject)).toEqual({ kind: 'text', value: '<a><b></a>' });
  });

  it('keeps binary bodies as bytes and tolerates bad JSON', () => {
    expect(decodeBody(Buffer.from('%PDF'), 'application/pdf').kind).toBe('binary');
    expect(decodeBody(Buffer.from('{oops'), 'application/json')).toEqual({ kind: 'text', value: '{oops' });
    expect(decodeBody(new Uint8Array(), 'application/json')).toEqual({ kind: 'empty' });
  });
});

describe('errors', () => {
  it('brands throttle errors so interface classes can extend their own base', () => {
    class InterfaceError extends ApiError {}
    class InterfaceThrottleError extends InterfaceError {
      readonly [THROTTLED] = true as const;
    }
    const e = new InterfaceThrottleError({ status: 429, body: undefined, operation: 'op', throttled: true });
    expect(e).toBeInstanceOf(InterfaceError);
    expect(e).toBeInstanceOf(ThrottleError);
    expect(e).toBeInstanceOf(ApiError);
    expect(new InterfaceError({ status: 400, body: 1, operation: 'op', throttled: false })).not.toBeInstanceOf(ThrottleError);
    expect(defaultErrorFactory({ status: 429, body: 1, operation: 'op', throttled: true })).toBeInstanceOf(ThrottleError);
    expect(new TimeoutError('op', 5)).toBeInstanceOf(NetworkError);
    expect(new NetworkError('op', 'x')).not.toBeInstanceOf(TimeoutError);
    expect(e.name).toBe('InterfaceThrottleError');
  });
});

describe('rate-limit keys and limits', () => {
  const limits = [
    limit({ id: 'a', limit: 5, windowSeconds: 1, keyedBy: ['realm'] }),
    limit({ id: 'b', limit: 2, windowSeconds: 60, appliesTo: ['batch'], maxItemsPerRequest: 30 }),
    limit({ id: 'c', limit: 2, windowSeconds: 60, appliesTo: ['batch'], maxItemsPerRequest: 20, environments: ['sandbox'] }),
  ];

  it('selects the limits of an operation and environment', () => {
    expect(limitsFor(limits, 'read').map((l) => l.id)).toEqual(['a']);
    expect(limitsFor(limits, 'batch', 'production').map((l) => l.id)).toEqual(['a', 'b']);
    expect(maxItemsPerRequest(limits, 'batch', 'production')).toBe(30);
    expect(maxItemsPerRequest(limits, 'batch', 'sandbox')).toBe(20);
    expect(maxItemsPerRequest(limits, 'read')).toBeUndefined();
  });

  it('reads key values from path, query, header and credentials', () => {
    const keys = [
      { name: 'realm', in: 'path' as const, param: 'realmId' },
      { name: 'q', in: 'query' as const, param: 'x' },
      { name: 'h', in: 'header' as const, param: 'X-Tenant' },
      { name: 'app', in: 'credential' as const },
      { name: 'none', in: 'credential' as const },
    ];
    expect(resolveKeyValues(keys, { path: { realmId: 7 }, query: { x: 'y' }, headers: { 'x-tenant': 't' } }, { app: 'A' })).toEqual({
      realm: '7',
      q: 'y',
      h: 't',
      app: 'A',
      none: '',
    });
    expect(serialKey(['realm'], { realm: '7' })).toBe('realm=7');
  });

});

describe('RateLimiter', () => {
  // A fake clock (setTimeout and performance.now), so the waits are asserted exactly and no load can move them
  // (issue 21: these bounds failed on a loaded machine with the real clock). The limiter's timer adds 1 ms, as
  // real timers may fire a fraction early, so each wait is the window's plus 1.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** When each call was granted, in fake milliseconds; each is released `hold` ms after its grant. */
  async function grantTimes(limiter: RateLimiter, calls: { realm: string }[], hold = 0): Promise<number[]> {
    const start = performance.now();
    const granted = Promise.all(
      calls.map(async (keys) => {
        const release = await limiter.acquire(keys, 'op');
        const at = performance.now() - start;
        setTimeout(release, hold);
        return at;
      }),
    );
    await vi.runAllTimersAsync();
    return granted;
  }

  it('waits exactly the sliding window, per key', async () => {
    const limiter = new RateLimiter({ limits: [limit({ id: 'a', limit: 5, windowSeconds: 0.2, keyedBy: ['realm'] })] });
    const times = await grantTimes(limiter, [...Array(12).fill({ realm: '1' }), ...Array(5).fill({ realm: '2' })]);
    expect(times).toEqual([0, 0, 0, 0, 0, 201, 201, 201, 201, 201, 402, 402, 0, 0, 0, 0, 0]);
  });

  it('counts an unanswered call until its answer', async () => {
    const limiter = new RateLimiter({ limits: [limit({ id: 'a', limit: 1, windowSeconds: 0.1 })] });
    const start = performance.now();
    const first = await limiter.acquire({}, 'op');
    let grantedAt: number | undefined;
    const second = limiter.acquire({}, 'op').then((release) => {
      grantedAt = performance.now() - start;
      release();
    });
    setTimeout(first, 150); // answered at 150 ms: the slot frees at 250 ms, not 100 ms
    await vi.runAllTimersAsync();
    await second;
    expect(grantedAt).toBe(251);
  });

  it('spreads a token bucket evenly after the burst', async () => {
    const limiter = new RateLimiter({ limits: [limit({ id: 'a', limit: 4, windowSeconds: 0.4 })], algorithm: 'token-bucket' });
    const times = await grantTimes(limiter, Array(7).fill({ realm: '1' }));
    expect(times.slice(0, 4)).toEqual([0, 0, 0, 0]);
    expect(times.slice(4)).toEqual([101, 201, 301]);
  });

  it('ignores operations no limit counts', async () => {
    const limiter = new RateLimiter({ limits: [limit({ id: 'a', limit: 1, windowSeconds: 100, appliesTo: ['other'] })] });
    await limiter.acquire({}, 'op');
    await limiter.acquire({}, 'op');
    expect(limiter.pending).toBe(0);
  });
});

describe('SerialQueue', () => {
  it('runs one task at a time per key, in order, and survives failures', async () => {
    const queue = new SerialQueue();
    const log: string[] = [];
    const task = (key: string, n: number, fail = false) =>
      queue.run(key, async () => {
        log.push(`start ${key}${n}`);
        await new Promise((r) => setTimeout(r, 20 - n * 5));
        log.push(`end ${key}${n}`);
        if (fail) throw new Error('boom');
        return n;
      });
    const results = await Promise.allSettled([task('a', 1), task('a', 2, true), task('a', 3), task('b', 1)]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    const a = log.filter((l) => l.endsWith('a1') || l.endsWith('a2') || l.endsWith('a3'));
    expect(a).toEqual(['start a1', 'end a1', 'start a2', 'end a2', 'start a3', 'end a3']);
    // b ran beside a, not after it.
    expect(log.indexOf('start b1')).toBeLessThan(log.indexOf('end a1'));
    await new Promise((r) => setTimeout(r, 0));
    expect(queue.size).toBe(0);
  });
});
