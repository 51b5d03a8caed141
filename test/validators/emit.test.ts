/**
 * The emitter over the hand-written fixture models: golden `src/validators.ts` (REVIEW by eye when it changes),
 * a strict type-check of the assembled package, no run-time code generation, and behaviour on the constructs
 * the REST fixture covers (access scope, discriminated unions, allOf, additionalProperties, nullable, bounds).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODEL_FIXTURES, loadModelFixture } from '../support/emit-fixtures.ts';
import { typecheck } from '../support/typecheck.ts';
import {
  importValidators,
  removeValidatorPackage,
  validatorsSource,
  writeValidatorPackage,
  type ValidatorsModule,
} from '../support/validate-package.ts';

describe.each(MODEL_FIXTURES)('validators of fixture model %s', (name) => {
  it('match the golden file', async () => {
    const source = await validatorsSource(loadModelFixture(name));
    await expect(source).toMatchFileSnapshot(`__snapshots__/${name}.validators.ts.snap`);
  });

  it('type-check strictly with the package and use no run-time code generation', async () => {
    const dir = await writeValidatorPackage(loadModelFixture(name), `emit-${name}`);
    try {
      const result = typecheck(dir, ['src/**/*.ts']);
      expect(result.output).toBe('');
      expect(result.ok).toBe(true);
      const source = readFileSync(join(dir, 'src', 'validators.ts'), 'utf8');
      expect(source).not.toMatch(/\beval\(|new Function|new RegExp/);
    } finally {
      removeValidatorPackage(dir);
    }
  });
});

describe('petstore fixture behaviour', () => {
  let dir = '';
  let v: ValidatorsModule;
  beforeAll(async () => {
    dir = await writeValidatorPackage(loadModelFixture('rest-petstore'), 'emit-petstore-behaviour');
    v = await importValidators(dir);
  });
  afterAll(() => removeValidatorPackage(dir));

  const owner = { id: 7, name: 'Ann', address: null, password: 'secret' };

  it('request shape: read-only accepted and dropped, write-only accepted', () => {
    const result = v.validate.OwnerWrite(owner);
    expect(result).toEqual({ ok: true, value: owner, dropped: ['/id'] });
    expect(v.validate.OwnerWrite({ name: 'Ann', address: null, password: 'x' })).toMatchObject({ ok: true, dropped: [] });
  });

  it('response shape: write-only flagged, read-only required', () => {
    expect(v.validate.Owner(owner).errors).toEqual([
      { path: '/password', code: 'writeOnly', message: "'password' is write-only: a response never carries it" },
    ]);
    const { id: _id, password: _pw, ...rest } = owner;
    expect(v.validate.Owner(rest).errors).toEqual([{ path: '/id', code: 'required', message: "missing required property 'id'" }]);
  });

  it('nullable and not nullable', () => {
    expect(v.validate.Owner({ id: 1, name: 'A', address: { street: 's', city: 'c' } }).ok).toBe(true);
    expect(v.validate.Page({ items: [], next: null }).ok).toBe(true);
    expect(v.validate.Page({ items: null, next: null }).errors).toEqual([
      { path: '/items', code: 'nullable', message: 'expected an array, got null' },
    ]);
  });

  it('discriminated union dispatches on the tag; unknown tag is reported at the tag', () => {
    const result = v.validate.Animal({ petType: 'fish' });
    expect(result.errors).toEqual([{ path: '/petType', code: 'discriminator', message: "expected one of 'cat', 'dog', 'bird', got 'fish'" }]);
    expect(v.validate.Animal({}).errors?.[0]).toMatchObject({ path: '/petType', code: 'discriminator' });
  });

  it('allOf judges each member on its own (additionalProperties false in a member refuses the others)', () => {
    const cat = { id: 1, name: 'Tom', createdAt: '2015-07-24T10:33:39Z', petType: 'cat' };
    const errors = v.validate.Cat(cat).errors ?? [];
    expect(errors).toContainEqual(expect.objectContaining({ path: '/petType', code: 'additionalProperties' }));
    expect(errors).toContainEqual(expect.objectContaining({ path: '/name', code: 'additionalProperties' }));
  });

  it('additionalProperties false / schema / true', () => {
    expect(v.validate.Closed({ a: 'x', b: 1 }).errors).toEqual([{ path: '/b', code: 'additionalProperties', message: "unexpected property 'b'" }]);
    expect(v.validate.Labels({ k: 'v', 'a/b': 'x'.repeat(41) }).errors).toEqual([
      { path: '/a~1b', code: 'maxLength', message: `expected at most 40 characters, got '${'x'.repeat(37)}...'` },
    ]);
    expect(v.validate.Open({ kind: 'x', anything: [1, { a: 2 }] }).ok).toBe(true);
    expect(v.validate.Metadata({ version: 1, other: 2 }).errors).toEqual([{ path: '/other', code: 'type', message: 'expected a string, got 2' }]);
  });

  it('numbers: integer, bounds, exclusive bounds, multipleOf, int32', () => {
    expect(v.validate.Quantity(1.5).errors?.[0].code).toBe('type');
    expect(v.validate.Quantity(0).errors?.[0].code).toBe('minimum');
    expect(v.validate.Quantity(1001).errors?.[0].code).toBe('maximum');
    expect(v.validate.Score(100).errors?.[0].code).toBe('exclusiveMaximum');
    expect(v.validate.Score(null).ok).toBe(true);
    expect(v.validate.Error({ code: 2 ** 31, message: 'm' }).errors?.[0]).toMatchObject({ path: '/code', code: 'format' });
  });

  it('strings: lengths in code points, patterns, enums, uri items unique', () => {
    const pet = { name: '😀', createdAt: '2015-07-24T10:33:39Z' };
    expect(v.validate.PetBaseWrite(pet).ok).toBe(true);
    expect(v.validate.PetBaseWrite({ ...pet, name: '😀'.repeat(65) }).errors?.[0].code).toBe('maxLength');
    expect(v.validate.PetBaseWrite({ ...pet, name: '' }).errors?.[0].code).toBe('minLength');
    expect(v.validate.PetBaseWrite({ ...pet, status: 'gone' }).errors?.[0]).toMatchObject({ path: '/status', code: 'enum' });
    expect(v.validate.PetBaseWrite({ ...pet, price: '1.234' }).errors?.[0]).toMatchObject({ path: '/price', code: 'pattern' });
    expect(v.validate.PetBaseWrite({ ...pet, photoUrls: ['https://a.test/x', 'https://a.test/x'] }).errors).toEqual([
      { path: '/photoUrls/1', code: 'uniqueItems', message: 'item 1 repeats an earlier item' },
    ]);
    expect(v.validate.PetBaseWrite({ ...pet, photoUrls: ['not a uri'] }).errors?.[0]).toMatchObject({ path: '/photoUrls/0', code: 'format' });
  });

  it('is guards agree with validate', () => {
    expect(v.is.Closed({ a: 'x' })).toBe(true);
    expect(v.is.Closed({ a: 1 })).toBe(false);
  });
});
