/**
 * Property: a scaffold of a random existing entity of an OpenAPI definition under a random new name (words that
 * are also keywords among them: `Items`, `TypeSchema`, `PathProperty`) changes no JSON Schema or OpenAPI keyword.
 * Compared on the parsed documents: each copied file against its original, pair by pair, and each changed file
 * against what it was, every key that is a keyword stays, with the same value unless the keyword's value is a name
 * or prose the scaffold renames (`$ref`, `operationId`, `title`, `required`, ...); and every entry a changed file
 * gains has the keyword skeleton of an entry it had (the query result's new member is `{ type: array, items: ... }`
 * like the others).
 */
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { openApiEntities, readRoot } from '../../generator/scaffold/openapi-entities.ts';
import { planOpenApi } from '../../generator/scaffold/openapi.ts';
import { ScaffoldError } from '../../generator/scaffold/plan.ts';
import { SPEC_KEYWORDS } from '../../generator/scaffold/spec-terms.ts';
import { repoRoot } from '../support/run-cli.ts';

/** Keywords whose value the scaffold may rename (names and prose); every other keyword's value must stay. */
const RENAMED_VALUES = new Set(['$ref', 'operationId', 'title', 'description', 'summary', 'name', 'tags', 'required']);

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Problems found walking a copy beside its original, pair by pair (a copy keeps the order of its original). */
function compareCopy(original: unknown, copy: unknown, at: string, problems: string[]): void {
  if (Array.isArray(original)) {
    if (!Array.isArray(copy) || copy.length !== original.length) return void problems.push(`${at}: an array became ${JSON.stringify(copy)}`);
    original.forEach((v, i) => compareCopy(v, copy[i], `${at}/${i}`, problems));
    return;
  }
  if (!isObject(original)) return;
  if (!isObject(copy)) return void problems.push(`${at}: a map became ${JSON.stringify(copy)}`);
  const a = Object.entries(original);
  const b = Object.entries(copy);
  if (a.length !== b.length) return void problems.push(`${at}: ${a.length} keys became ${b.length}`);
  a.forEach(([key, value], i) => {
    const [copyKey, copyValue] = b[i];
    if (SPEC_KEYWORDS.has(key) && copyKey !== key) problems.push(`${at}: keyword '${key}' became '${copyKey}'`);
    if (SPEC_KEYWORDS.has(key) && !RENAMED_VALUES.has(key) && !isObject(value) && !Array.isArray(value) && copyValue !== value) {
      problems.push(`${at}/${key}: value ${JSON.stringify(value)} became ${JSON.stringify(copyValue)}`);
    }
    compareCopy(value, copyValue, `${at}/${copyKey}`, problems);
  });
}

/** The keywords of a value, as a comparable shape: maps keep keyword keys only, names collapse to `*`. */
function skeleton(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(skeleton);
  if (!isObject(value)) return typeof value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [SPEC_KEYWORDS.has(k) ? k : '*', skeleton(v)]));
}

/** Problems found walking a changed file beside what it was: old entries unchanged, new ones shaped like an old one. */
function compareChanged(before: unknown, after: unknown, at: string, problems: string[]): void {
  if (!isObject(before)) {
    if (Array.isArray(before) && Array.isArray(after)) before.forEach((v, i) => compareChanged(v, after[i], `${at}/${i}`, problems));
    return;
  }
  if (!isObject(after)) return void problems.push(`${at}: a map became ${JSON.stringify(after)}`);
  for (const [key, value] of Object.entries(before)) {
    if (!(key in after)) problems.push(`${at}: key '${key}' is gone`);
    else compareChanged(value, after[key], `${at}/${key}`, problems);
  }
  for (const [key, value] of Object.entries(after)) {
    if (key in before) continue;
    if (SPEC_KEYWORDS.has(key)) problems.push(`${at}: keyword '${key}' appeared`);
    const shape = JSON.stringify(skeleton(value));
    if (!Object.values(before).some((old) => JSON.stringify(skeleton(old)) === shape)) {
      problems.push(`${at}/${key}: a new entry shaped ${shape} like no entry there`);
    }
  }
}

const definitions = ['accounting', 'payments'].map((api) => {
  const file = `${repoRoot}/definitions/${api}/openapi.yaml`;
  return { file, entities: openApiEntities(readRoot(file)).map((e) => e.name) };
});

const WORDS = ['items', 'type', 'schema', 'path', 'property', 'ref', 'any', 'one', 'enum', 'format', 'time', 'activity', 'order', 'line', 'x', 'status', 'value', 'unit'];
const newName = fc
  .array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 3 })
  .map((ws) => ws.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(''));

describe('a scaffold changes no keyword', () => {
  it('holds for a random entity under a random new name', () => {
    fc.assert(
      fc.property(fc.constantFrom(...definitions), fc.nat(), newName, (definition, pick, name) => {
        const like = definition.entities[pick % definition.entities.length];
        let plan;
        try {
          plan = planOpenApi(definition.file, name, like);
        } catch (error) {
          // A refusal (the name exists, a copy's name is taken) writes nothing: nothing to compare.
          if (error instanceof ScaffoldError) return true;
          throw error;
        }
        const problems: string[] = [];
        for (const change of plan.changes) {
          const after = parse(change.after);
          if (change.before === undefined) compareCopy(parse(readFileSync(change.from!, 'utf8')), after, change.path, problems);
          else compareChanged(parse(change.before), after, change.path, problems);
        }
        expect(problems, `${like} -> ${name}`).toEqual([]);
        return true;
      }),
      { numRuns: 60 },
    );
  });
});
