/** The pattern compiler (generator/emit/validator-pattern.ts) accepts exactly what the regular expression does. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compilePattern } from '../../generator/parts/validators/pattern.ts';

/** Turns the emitted matcher body into a function, for the test only (generated packages never do this). */
function matcher(pattern: string): (s: string) => boolean {
  const body = compilePattern(pattern);
  if (body === undefined) throw new Error(`not compiled: ${pattern}`);
  const js = body.replace(/: boolean/g, '');
  return new Function('s', js) as (s: string) => boolean;
}

const COMPILED = [
  '^[0-9]+(\\.[0-9]+)?$',
  '^[A-Z]{3}$',
  '^[0-9]{9}$',
  '^([0-9]{4,17}|[x*]+[0-9]{4})$',
  '^([0-9]{12,19}|x+[0-9]{4})$',
  '^(0[1-9]|1[0-2])$',
  '^([0-9]{3,4}|x{3,4})$',
  '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]+)?(Z|[+-][0-9]{2}:[0-9]{2})$',
  '^[0-9]{4}-[0-9]{2}-[0-9]{2}$',
  '^-?[0-9]+(\\.[0-9]{1,2})?$',
  '^(?:a|ab)*c?$',
  '^\\d{2,}\\w*$',
  '^[a-c-]+$',
];

const NOT_COMPILED = ['[0-9]+', '^.+$', '^[^a]$', '^\\s$', '^(a)\\1$', '^(?=a)a$', '^é$', '^a|b$'];

describe('pattern compiler', () => {
  it.each(COMPILED)('%s matches exactly what RegExp matches', (pattern) => {
    const re = new RegExp(pattern, 'u');
    const match = matcher(pattern);
    const alphabet = fc.constantFrom(...'0123456789xX*.-+:TZAabcé😀 '.split(''), '😀');
    const near = fc.stringMatching(re, { size: 'small' });
    const strings = fc.oneof(near, fc.string({ unit: alphabet, maxLength: 30 }), near.map((s) => s.slice(1)), near.map((s) => `${s}0`));
    fc.assert(fc.property(strings, (s) => match(s) === re.test(s)), { numRuns: 2000, seed: 7 });
  });

  it.each(NOT_COMPILED)('%s keeps the regular expression', (pattern) => {
    expect(compilePattern(pattern)).toBeUndefined();
  });
});

describe('format envelopes (a pattern implied by a format is not tested twice)', () => {
  it('every string a runtime format check accepts matches its envelope', async () => {
    const { FORMAT_ENVELOPES } = await import('../../generator/parts/validators/fast.ts');
    const runtime = await import('../../templates/validators/validation.ts');
    const checks: Record<string, (s: string) => boolean> = {
      date: runtime.isDate,
      'date-time': runtime.isDateTime,
      decimal: runtime.isDecimal,
      uuid: runtime.isUuid,
    };
    expect(Object.keys(FORMAT_ENVELOPES).sort()).toEqual(Object.keys(checks).sort());
    for (const [format, envelope] of Object.entries(FORMAT_ENVELOPES)) {
      const re = new RegExp(envelope, 'u');
      const near = fc.oneof(
        fc.stringMatching(re, { size: 'small' }),
        fc.stringMatching(re, { size: 'small' }).map((s) => s.replace(/[0-9a-f]/, 'Z')),
        fc.string({ unit: fc.constantFrom(...'0123456789-:TZ.+abcdefABCDEF'.split('')), maxLength: 40 }),
      );
      fc.assert(fc.property(near, (s) => !checks[format](s) || re.test(s)), { numRuns: 3000, seed: 3 });
    }
  });

  it('decides inclusion exactly on the automata', async () => {
    const { patternIncludes } = await import('../../generator/parts/validators/pattern.ts');
    expect(patternIncludes('^[0-9]+$', '^[0-9]{4}$')).toBe(true);
    expect(patternIncludes('^[0-9]{4}$', '^[0-9]+$')).toBe(false);
    expect(patternIncludes('^(a|b)*$', '^a*b$')).toBe(true);
    expect(patternIncludes('^[0-8]*$', '^[0-9]*$')).toBe(false);
    expect(patternIncludes('^[0-9]{4}-[0-9]{2}-[0-9]{2}$', '^[0-9]{4}-[0-9]{2}-[0-9]{2}$')).toBe(true);
  });
});
