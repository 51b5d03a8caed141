/** Unit tests of the validation runtime template (templates/validation.ts): formats, pointers, messages. */
import { describe, expect, it } from 'vitest';
import {
  codePointLength,
  collectResult,
  describeValue,
  duplicateIndex,
  escapePointer,
  expected,
  expectedOneOf,
  formatMessage,
  isByte,
  isDate,
  isDateTime,
  isDecimal,
  isEmail,
  isInt32,
  isInt64,
  isUri,
  isUuid,
  jsonEqual,
  missing,
} from '../../templates/validators/validation.ts';

const table = <T>(fn: (x: T) => boolean, good: T[], bad: T[]): void => {
  for (const x of good) expect(fn(x), `${String(x)} should pass`).toBe(true);
  for (const x of bad) expect(fn(x), `${String(x)} should fail`).toBe(false);
};

describe('formats', () => {
  it('date: YYYY-MM-DD with a real calendar day', () => {
    table(isDate, ['2015-07-24', '2024-02-29', '2000-02-29', '1999-12-31'], ['2023-02-29', '1900-02-29', '2015-13-01', '2015-00-10', '2015-04-31', '24/07/2015', '2015-7-24', '2015-07-24T00:00:00Z', '']);
  });

  it('date-time: Z or +/-HH:MM offset, optional fraction', () => {
    table(
      isDateTime,
      ['2015-07-24T10:33:39-07:00', '2017-09-29T09:17:31.892-07:00', '2016-10-05T03:09:04.000Z', '2018-01-31T18:48:25Z', '2024-02-29T23:59:59+14:00'],
      ['2015-07-24T10:33:39', '2015-07-24 10:33:39Z', '2015-07-24t10:33:39z', '2015-07-24T10:33:39+0700', '2015-07-24T24:00:00Z', '2015-07-24T10:60:00Z', '2015-07-24T10:33:60Z', '2015-02-30T10:33:39Z', '2015-07-24T10:33:39+24:00', '2015-07-24T10:33:39.Z'],
    );
  });

  it('decimal strings', () => {
    table(isDecimal, ['10.55', '0', '-3', '100.000'], ['1.', '.5', '+1', '1e3', '', ' 1', '1,5']);
  });

  it('email, uuid, uri, byte', () => {
    table(isEmail, ['name@example.com', 'a.b+c@d-e.example.org'], ['not-an-email', 'a@b', '@example.com', 'a b@c.com']);
    table(isUuid, ['123e4567-e89b-12d3-a456-426614174000', '123E4567-E89B-12D3-A456-426614174000'], ['urn:uuid:123e4567-e89b-12d3-a456-426614174000', '123e4567e89b12d3a456426614174000', '']);
    table(isUri, ['https://example.com/x?y=1#z', 'mailto:a@b.c', 'urn:isbn:0451450523', 'https://a.test/%20'], ['not a uri', '/relative', 'https://a.test/ x', '1http://x', 'https://a.test/%zz']);
    table(isByte, ['', 'aGVsbG8=', 'aGk=', 'YWJj'], ['aGVsbG8', '!!', 'aGVs\nbG8=', 'a===']);
  });

  it('int32 and int64 ranges', () => {
    table(isInt32, [0, -2147483648, 2147483647], [2147483648, -2147483649, 1.5, Number.NaN]);
    table(isInt64, [0, Number.MAX_SAFE_INTEGER, -(2 ** 63)], [2 ** 64, 1.5, Number.POSITIVE_INFINITY]);
  });
});

describe('pointers, lengths, equality', () => {
  it('escapes JSON pointer segments (RFC 6901)', () => {
    expect(escapePointer('plain')).toBe('plain');
    expect(escapePointer('a/b~c')).toBe('a~1b~0c');
    expect(escapePointer('~1')).toBe('~01');
  });

  it('counts code points', () => {
    expect(codePointLength('abc')).toBe(3);
    expect(codePointLength('😀😀')).toBe(2);
    expect(codePointLength('a\ud800')).toBe(2);
  });

  it('compares JSON values for uniqueItems', () => {
    expect(jsonEqual({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true);
    expect(jsonEqual({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(true);
    expect(jsonEqual([1], { 0: 1 })).toBe(false);
    expect(jsonEqual({ a: undefined }, { b: undefined })).toBe(false);
    expect(duplicateIndex([1, 2, 3])).toBe(-1);
    expect(duplicateIndex([{ a: 1 }, 2, { a: 1 }])).toBe(2);
  });
});

describe('messages', () => {
  it('say what was expected and what came', () => {
    expect(formatMessage('date', '24/07/2015')).toBe("expected a date like 2015-07-24, got '24/07/2015'");
    expect(expected('a string', 42)).toBe('expected a string, got 42');
    expect(expected('an object', [1, 2])).toBe('expected an object, got an array of 2');
    expect(expectedOneOf(['A', 'B'], 'C')).toBe("expected one of 'A', 'B', got 'C'");
    expect(expectedOneOf(['A'], undefined)).toBe("expected 'A', got nothing");
    expect(missing('CustomerRef')).toBe("missing required property 'CustomerRef'");
    expect(describeValue('x'.repeat(50))).toBe(`'${'x'.repeat(37)}...'`);
    expect(describeValue(null)).toBe('null');
    expect(describeValue({})).toBe('an object');
  });

  it('collectResult reports errors once and passes dropped pointers through', () => {
    const result = collectResult<unknown>(1, (_v, p, _d, r) => {
      r.errors.push({ path: p, code: 'type', message: 'm' }, { path: p, code: 'type', message: 'm' });
      r.dropped.push('/Id');
    });
    expect(result).toEqual({ ok: false, errors: [{ path: '', code: 'type', message: 'm' }], dropped: ['/Id'] });
    expect(collectResult<unknown>(1, (_v, _p, _d, r) => r.dropped.push('/Id'))).toEqual({ ok: true, value: 1, dropped: ['/Id'] });
  });
});
