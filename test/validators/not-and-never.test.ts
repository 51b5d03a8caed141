/**
 * JSON Schema `not` and `enum: []` (issue 23, classes 9 and 13) as the validators check them: a value the negated
 * schema accepts is refused with code `not`, and a type that allows no value (`never`) refuses every value.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseOpenApi } from '../../generator/parse/openapi/index.ts';
import { typecheck } from '../support/typecheck.ts';
import { importValidators, removeValidatorPackage, writeValidatorPackage, type ValidatorsModule } from '../support/validate-package.ts';

async function packageOf(sample: string, name: string): Promise<string> {
  const result = await parseOpenApi(`test/samples/openapi/${sample}/openapi.yaml`);
  expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return writeValidatorPackage(result.model!, name);
}

describe('not', () => {
  let dir = '';
  let v: ValidatorsModule;
  beforeAll(async () => {
    dir = await packageOf('schema-not', 'not');
    v = await importValidators(dir);
  });
  afterAll(() => removeValidatorPackage(dir));

  it('type-checks strictly', () => {
    const result = typecheck(dir, ['src/**/*.ts']);
    expect(result.output).toBe('');
  });

  it('refuses what the negated schema accepts, and nothing else', () => {
    expect(v.validate.NotAString('text')).toMatchObject({ ok: false, errors: [{ path: '', code: 'not' }] });
    expect(v.validate.NotAString(42).ok).toBe(true);
    expect(v.validate.Code('ab').ok).toBe(true);
    expect(v.validate.Code('xx')).toMatchObject({ ok: false, errors: [{ path: '', code: 'not' }] });
    expect(v.is.Code('yy')).toBe(false);
  });

  it('a url or a file id, never both (anyOf of required keys, not both required)', () => {
    expect(v.validate.ImageSource({ image_url: 'https://example.com/a.png' }).ok).toBe(true);
    expect(v.validate.ImageSource({ file_id: 'file-1' }).ok).toBe(true);
    expect(v.validate.ImageSource({ image_url: 'https://example.com/a.png', file_id: 'file-1' })).toMatchObject({
      ok: false,
      errors: [{ path: '', code: 'not', message: expect.stringMatching(/^expected a value that is not an object with 'image_url', 'file_id'/) }],
    });
    expect(v.validate.ImageSource({}).ok).toBe(false);
  });

  it('checks a negated reference on a nested value, at its path', () => {
    expect(v.validate.Account({ owner: { name: 'ann' } }).ok).toBe(true);
    expect(v.validate.Account({ owner: { name: 'root' } })).toMatchObject({ ok: false, errors: [{ path: '/owner', code: 'not' }] });
  });
});

describe('enum: [] (never)', () => {
  let dir = '';
  let v: ValidatorsModule;
  beforeAll(async () => {
    dir = await packageOf('empty-enum', 'never');
    v = await importValidators(dir);
  });
  afterAll(() => removeValidatorPackage(dir));

  it('type-checks strictly', () => {
    expect(typecheck(dir, ['src/**/*.ts']).output).toBe('');
  });

  it('refuses every value, and accepts the property absent (or null where nullable)', () => {
    expect(v.validate.Retired('anything')).toMatchObject({ ok: false, errors: [{ path: '', code: 'enum' }] });
    expect(v.validate.Listing({ id: 'a' }).ok).toBe(true);
    expect(v.validate.Listing({ id: 'a', legacyKind: 'x' })).toMatchObject({ ok: false, errors: [{ path: '/legacyKind', code: 'enum' }] });
    expect(v.validate.Listing({ id: 'a', nothingOrNull: null }).ok).toBe(true);
    expect(v.validate.Listing({ id: 'a', nothingOrNull: 1 }).ok).toBe(false);
  });
});
