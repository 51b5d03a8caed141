/**
 * Fixture builders as a test author uses them: the same values on every call and every emit, overrides merged
 * deeply (objects merged, arrays replaced), `many(n)` distinct, `seed(k)` reproducible, refs built from the
 * referenced type's builder, examples first, and a generated file that compiles file by file
 * (isolatedDeclarations) and reads well (golden snapshots of the model fixtures, formatted as the build does).
 */
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emitFixtures } from '../../generator/emit/fixtures.ts';
import { formatSource } from '../../generator/emit/finish.ts';
import { analyseModel } from '../../generator/model/analyse.ts';
import { assemblePackage, modelFixture, realModel, type AssembledPackage, type FixturesModule } from '../support/fixtures-package.ts';

type Json = Record<string, unknown>;

describe('emitFixtures', () => {
  it.each(['rest-petstore.json', 'soap-directory.json'])('%s: the same source on every emit (golden)', async (file) => {
    const model = analyseModel(modelFixture(file));
    const first = emitFixtures(model);
    expect(emitFixtures(analyseModel(modelFixture(file)))).toBe(first);
    const formatted = await formatSource('src/fixtures.ts', first);
    await expect(formatted).toMatchFileSnapshot(`./__snapshots__/${file.replace(/\.json$/, '')}.fixtures.ts.snap`);
  });

  it.each(['rest-petstore.json', 'soap-directory.json'])('%s: declarations can be emitted file by file', (file) => {
    const source = emitFixtures(analyseModel(modelFixture(file)));
    const result = ts.transpileDeclaration(source, {
      fileName: 'fixtures.ts',
      reportDiagnostics: true,
      compilerOptions: { strict: true, declaration: true, isolatedDeclarations: true, isolatedModules: true },
    });
    expect((result.diagnostics ?? []).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'))).toEqual([]);
  });

  it('names no entity of the interfaces it is run on (generic emitter)', async () => {
    const { readFileSync } = await import('node:fs');
    for (const file of ['fixtures.ts', 'fixture-hints.ts', 'fixture-invalid.ts']) {
      const text = readFileSync(new URL(`../../generator/emit/${file}`, import.meta.url), 'utf8');
      expect(text).not.toMatch(/Invoice|Customer|realmId|DetailType|Charge\b/);
    }
  });
});

describe('builders of a generated package', () => {
  let petstore: AssembledPackage;
  let pets: FixturesModule['fixtures'];
  let payments: AssembledPackage | undefined;
  let pay: FixturesModule['fixtures'] | undefined;

  beforeAll(async () => {
    petstore = await assemblePackage(modelFixture('rest-petstore.json'), 'builders');
    pets = (await petstore.fixtures()).fixtures;
    const model = await realModel('payments');
    if (model !== undefined) {
      payments = await assemblePackage(model, 'builders-payments');
      pay = (await payments.fixtures()).fixtures;
    }
  });
  afterAll(() => {
    petstore?.remove();
    payments?.remove();
  });

  it('gives the same value on every call, and seed(0) is the default', () => {
    expect(pets.Owner()).toEqual(pets.Owner());
    expect(pets.Owner.seed(0)).toEqual(pets.Owner());
    expect(pets.Owner.seed(7)).toEqual(pets.Owner.seed(7));
    expect(pets.Owner.seed(7)).not.toEqual(pets.Owner.seed(8));
  });

  it('many(n) gives n distinct values, the same as seeds 0..n-1', () => {
    const many = pets.Owner.many(20);
    expect(many).toHaveLength(20);
    expect(new Set(many.map((v) => JSON.stringify(v))).size).toBe(20);
    expect(many[5]).toEqual(pets.Owner.seed(5));
  });

  it('deep-merges overrides: objects merged, arrays replaced, the rest kept', () => {
    const base = pets.Owner() as Json;
    const changed = pets.Owner({ address: { city: 'Springfield' } }) as Json;
    expect(base.address).not.toBeNull();
    expect((changed.address as Json).city).toBe('Springfield');
    expect((changed.address as Json).street).toBe((base.address as Json).street);
    expect(changed.name).toBe(base.name);
    const page = pets.Category({ children: [] }) as Json;
    expect(page.children).toEqual([]);
    // The builder's own value is not changed by an override.
    expect(pets.Owner()).toEqual(base);
  });

  it('uses the examples written in the definition first', () => {
    expect(pets.Money()).toBe('10.50');
    expect(pets.Money.seed(3)).toMatch(/^-?[0-9]+(\.[0-9]{1,2})?$/);
  });

  it('builds a discriminated union with its tag consistent with the variant', () => {
    for (const animal of pets.Animal.many(30) as Json[]) {
      const variant = animal.petType === 'cat' ? 'indoor' : animal.petType === 'dog' ? 'barkVolume' : 'wingspan';
      const others = ['indoor', 'barkVolume', 'wingspan'].filter((k) => k !== variant);
      for (const other of others) expect(animal).not.toHaveProperty(other);
      expect(['cat', 'dog', 'bird']).toContain(animal.petType);
    }
  });

  it('stops recursive types (the depth budget) and keeps required members', () => {
    const depth = (c: Json): number => 1 + Math.max(0, ...((c.children as Json[]) ?? []).map(depth));
    for (const category of pets.Category.many(50) as Json[]) {
      expect(category).toHaveProperty('children');
      expect(depth(category)).toBeLessThan(12);
    }
  });

  it('leaves read-only members out of write shapes', () => {
    for (const owner of pets.OwnerWrite.many(20) as Json[]) expect(owner).not.toHaveProperty('id');
    expect(pets.Owner.many(20).some((o) => 'id' in (o as Json))).toBe(true);
  });

  it('looks realistic: names, addresses, dates and amounts by their names and formats', () => {
    const owners = pets.Owner.many(20) as Json[];
    for (const owner of owners) {
      expect(owner.name).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
      // address is nullable: null in a share of fixtures.
      if (owner.address !== null) expect((owner.address as Json).city).toMatch(/^[A-Z][A-Za-z ]+$/);
    }
    if (pay === undefined) return;
    const charges = pay.Charge.many(30) as Json[];
    for (const charge of charges) {
      if (charge.created !== undefined) expect(charge.created).toMatch(/^20[12][0-9]-[01][0-9]-[0-3][0-9]T[0-9:]{8}(Z|[+-][0-9]{2}:[0-9]{2})$/);
      if (charge.amount !== undefined) expect(charge.amount).toMatch(/^[0-9]+(\.[0-9]+)?$/);
      if (charge.currency !== undefined) expect(charge.currency).toMatch(/^[A-Z]{3}$/);
    }
    const addresses = pay.Address.many(20) as Json[];
    expect(addresses.some((a) => typeof a.postalCode === 'string' && /^[0-9A-Z ]{4,8}$/.test(a.postalCode))).toBe(true);
  });

  it('includes optional members in a realistic share, not all and not none', () => {
    const owners = pets.PetBase.many(50) as Json[];
    const withTag = owners.filter((o) => 'tag' in o).length;
    expect(withTag).toBeGreaterThan(10);
    expect(withTag).toBeLessThan(50);
  });
});
