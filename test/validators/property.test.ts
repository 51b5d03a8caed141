/**
 * Property-based: random values built from the model (test/support/validate-arbitrary.ts) are accepted by the
 * generated validator exactly when ajv, over the same JSON Schema (the bundled OpenAPI document's
 * components.schemas, aligned as test/support/validate-ajv.ts explains), accepts them. 10,000 cases per REST
 * package, over every named type and both shapes. Plus: no crash and no hang on deep or cyclic input.
 */
import fc from 'fast-check';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiModel } from '../../generator/model/types.ts';
import { loadModelFixture } from '../support/emit-fixtures.ts';
import { repoRoot } from '../support/run-cli.ts';
import { ajvForDocument, type AjvSuite } from '../support/validate-ajv.ts';
import { deepArray, typeArbitrary, type Shape } from '../support/validate-arbitrary.ts';
import {
  importValidators,
  realModel,
  removeValidatorPackage,
  writeValidatorPackage,
  type ValidatorsModule,
} from '../support/validate-package.ts';
import { createSymbolTable } from '../../generator/part-kit/symbols.ts';
import { analyseModel } from '../../generator/model/analyse.ts';

interface Built {
  dir: string;
  v: ValidatorsModule;
  model: ApiModel;
  ajv: AjvSuite;
}

const built: Record<string, Built> = {};
const REST = ['payments', 'accounting'] as const;

beforeAll(async () => {
  for (const name of REST) {
    const model = await realModel(name);
    if (model === undefined) throw new Error(`${name} does not parse`);
    const dir = await writeValidatorPackage(model, `prop-${name}`);
    const ajv = await ajvForDocument(resolve(repoRoot, 'definitions', name, 'openapi.yaml'));
    built[name] = { dir, v: await importValidators(dir), model, ajv };
  }
}, 120_000);

afterAll(() => {
  for (const b of Object.values(built)) removeValidatorPackage(b.dir);
});

describe.each(REST)('%s: generated validators agree with ajv', (name) => {
  it('on 10,000 random values over every type and shape', () => {
    const { v, model, ajv } = built[name];
    const symbols = createSymbolTable(model);
    const targets: { validator: string; schema: string; shape: Shape }[] = [];
    for (const t of model.types) {
      targets.push({ validator: symbols.typeName(t.name), schema: t.originalName, shape: 'read' });
      const write = symbols.writeName(t.name);
      if (write !== undefined) targets.push({ validator: write, schema: t.originalName, shape: 'write' });
    }
    const cases = fc.oneof(
      ...targets.map((target) =>
        typeArbitrary(model, model.types.find((t) => t.originalName === target.schema)!.name, target.shape).map((value) => ({
          target,
          value,
        })),
      ),
    );
    let accepted = 0;
    fc.assert(
      fc.property(cases, ({ target, value }) => {
        const ours = v.validate[target.validator](value);
        const theirs = ajv.validator(target.schema, target.shape)(value);
        if (ours.ok) accepted++;
        // Our errors on refusal, ajv's on acceptance: whichever explains the disagreement.
        expect({ target: target.validator, ok: ours.ok, errors: ours.errors }).toEqual({
          target: target.validator,
          ok: theirs,
          errors: theirs ? undefined : expect.anything(),
        });
        expect(v.is[target.validator](value)).toBe(theirs);
      }),
      { numRuns: 10_000, seed: 20260101 },
    );
    // Both sides of the property were exercised.
    expect(accepted).toBeGreaterThan(1000);
    expect(accepted).toBeLessThan(9000);
  }, 120_000);

  it('returns (no crash, no hang) on deep and cyclic input for every validator', () => {
    const { v } = built[name];
    const deepObject: Record<string, unknown> = {};
    let cursor = deepObject;
    for (let i = 0; i < 1000; i++) {
      const next: Record<string, unknown> = {};
      for (const key of ['a', 'Line', 'Invoice', 'card', 'context', 'errors']) cursor[key] = next;
      cursor = next;
    }
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = cyclic;
    cyclic.list = [cyclic, cyclic];
    for (const key of ['Line', 'Invoice', 'card', 'context', 'errors', 'QueryResponse']) cyclic[key] = cyclic;
    const started = Date.now();
    for (const validate of Object.values(v.validate)) {
      for (const input of [deepArray(1000), deepObject, cyclic]) {
        const result = validate(input);
        expect(typeof result.ok).toBe('boolean');
      }
    }
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});

describe('depth cap on a recursive type', () => {
  let dir = '';
  let v: ValidatorsModule;
  beforeAll(async () => {
    const model = analyseModel(loadModelFixture('rest-petstore'));
    void createSymbolTable(model);
    dir = await writeValidatorPackage(model, 'prop-petstore');
    v = await importValidators(dir);
  });
  afterAll(() => removeValidatorPackage(dir));

  it('accepts a recursive value within the cap and refuses deeper ones with a depth error', () => {
    const chain = (n: number): unknown => {
      let node: Record<string, unknown> = { name: 'leaf', children: [] };
      for (let i = 0; i < n; i++) node = { name: `n${i}`, children: [node] };
      return node;
    };
    expect(v.validate.Category(chain(20)).ok).toBe(true);
    const deep = v.validate.Category(chain(1000));
    expect(deep.ok).toBe(false);
    expect(deep.errors).toHaveLength(1);
    expect(deep.errors?.[0].code).toBe('depth');
    expect(deep.errors?.[0].path).toMatch(/^(\/children\/0){32}$/);
  });

  it('refuses a cyclic value quickly with depth errors', () => {
    const node: Record<string, unknown> = { name: 'loop' };
    node.children = [node, node, node];
    node.parent = node;
    const started = Date.now();
    const result = v.validate.Category(node);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(result.ok).toBe(false);
    expect(result.errors?.every((e) => e.code === 'depth')).toBe(true);
  });
});
