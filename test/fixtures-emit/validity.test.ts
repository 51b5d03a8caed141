/**
 * The key property of fixtures: every fixture of every type (full and write shapes) of each real package passes
 * the package's own generated validator, for 100 seeds each; and every `fixtures.invalid.X()` case fails that
 * validator with the stated code at the stated path. The same over the model fixtures in
 * test/fixtures/models/, minus the types no value can satisfy (listed below, by name, with the reason).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assemblePackage,
  modelFixture,
  realModel,
  type AssembledPackage,
  type FixturesModule,
  type ValidateFn,
} from '../support/fixtures-package.ts';

const SEEDS = 100;

/**
 * Types of the model fixtures that no value satisfies under JSON Schema semantics: `allOf` of two objects that
 * each forbid other properties (PetBase and each pet's own members), and the types that require one of them.
 */
const UNSATISFIABLE: Record<string, string[]> = {
  'rest-petstore.json': ['Animal', 'Bird', 'Cat', 'Dog', 'PetList', 'Page'].flatMap((n) => [n, `${n}Write`]),
};

interface Subject {
  label: string;
  load: () => Promise<Parameters<typeof assemblePackage>[0] | undefined>;
  skip: string[];
}

const subjects: Subject[] = [
  { label: 'accounting', load: () => realModel('accounting'), skip: [] },
  { label: 'payments', load: () => realModel('payments'), skip: [] },
  { label: 'connector', load: () => realModel('connector'), skip: [] },
  ...Object.keys({ 'rest-petstore.json': 1, 'soap-directory.json': 1 }).map((file) => ({
    label: file.replace(/\.json$/, ''),
    load: async () => modelFixture(file),
    skip: UNSATISFIABLE[file] ?? [],
  })),
];

describe.each(subjects)('fixtures of $label', (subject) => {
  let pkg: AssembledPackage | undefined;
  let fixtures: FixturesModule['fixtures'];
  let validate: Record<string, ValidateFn> | undefined;

  beforeAll(async () => {
    const model = await subject.load();
    if (model === undefined) return;
    pkg = await assemblePackage(model, subject.label);
    fixtures = (await pkg.fixtures()).fixtures;
    validate = await pkg.validate();
  });
  afterAll(() => pkg?.remove());

  const names = (): string[] => Object.keys(fixtures).filter((k) => k !== 'invalid' && !subject.skip.includes(k));

  it(`every type, ${SEEDS} seeds each, passes its validator`, () => {
    expect(pkg, 'definition parses').toBeDefined();
    expect(validate, 'validators emitter present').toBeDefined();
    const failures: string[] = [];
    for (const name of names()) {
      for (let seed = 0; seed < SEEDS; seed++) {
        const value = fixtures[name].seed(seed);
        const result = validate![name](value);
        if (!result.ok && failures.length < 10) {
          failures.push(`${name} seed ${seed}: ${JSON.stringify(result.errors)} in ${JSON.stringify(value)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(names().length).toBeGreaterThan(0);
  });

  it('every invalid case fails its validator at the stated path with the stated code', () => {
    const misses: string[] = [];
    let count = 0;
    for (const name of names()) {
      // A type without constraints (any JSON value) has no negative case.
      const cases = fixtures.invalid[name]();
      for (const c of cases) {
        count++;
        const result = validate![name](c.value);
        const hit = !result.ok && (result.errors ?? []).some((e) => e.path === c.path && e.code === c.code);
        if (!hit && misses.length < 10) {
          misses.push(`${name} ${c.code} at '${c.path}': ${result.ok ? 'accepted' : JSON.stringify(result.errors)}`);
        }
      }
    }
    expect(misses).toEqual([]);
    expect(count).toBeGreaterThan(names().length);
  });
});
