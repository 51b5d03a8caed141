/**
 * The part contract holds for every built-in part: facts are derived once per generation, the model is validated
 * and analysed once per package, a runtime module imports another part's runtime only when its part requires that
 * part, and every runtime name an emitter asks for is one the template exports (type names, which the compiler
 * cannot check through `runtimeModule<typeof import(...)>`, are read here by the TypeScript compiler).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { factCounts, resetFactCounts } from '../../generator/facts/index.ts';
import { parseInput, DEFAULT_INPUTS } from '../../generator/inputs.ts';
import type { ApiModel } from '../../generator/model/types.ts';
import { BUILT_IN_PARTS } from '../../generator/parts/index.ts';
import { moduleExports } from '../../generator/part-kit/module-exports.ts';
import { requestedTypeNames } from '../../generator/part-kit/runtime.ts';
import { analysisCount, emitOne, packageDiagnostics } from '../../generator/pipeline/build.ts';
import { packageParts } from '../../generator/pipeline/compose.ts';
import { runtimeModules } from '../../generator/pipeline/runtime-files.ts';
import { repoRoot } from '../support/run-cli.ts';

const models: ApiModel[] = [];
beforeAll(async () => {
  for (const input of DEFAULT_INPUTS) {
    const { model } = await parseInput(join(repoRoot, input));
    models.push(model!);
  }
});

describe('one generation', () => {
  it('derives each fact once per model, and validates and analyses each model once', () => {
    for (const model of models) {
      resetFactCounts();
      const before = analysisCount();
      // What `npm run generate` does with a parsed model: check every part, then emit every file.
      expect(packageDiagnostics(model).filter((d) => d.severity === 'error')).toEqual([]);
      expect(emitOne(model).length).toBeGreaterThan(0);
      expect(analysisCount() - before, model.name).toBe(1);
      const counts = [...factCounts()];
      expect(counts.length, model.name).toBeGreaterThan(3);
      for (const [fact, count] of counts) expect(count, `${model.name}: fact ${fact}`).toBe(1);
    }
  });
});

describe('runtime links', () => {
  it('every type name an emitter imports or exports from a runtime module is exported by it', () => {
    for (const model of models) emitOne(model);
    expect(requestedTypeNames.size).toBeGreaterThan(5);
    // Every runtime module of every part, as `<part>/<file>` (runtime modules re-export across parts).
    const files = BUILT_IN_PARTS.flatMap((part) =>
      runtimeModules(part.name).map((file) => ({ path: `${part.name}/${file}`, content: readFileSync(join(repoRoot, 'templates', part.name, file), 'utf8') })),
    );
    for (const [path, types] of requestedTypeNames) {
      const exported = moduleExports(files, path);
      const known = new Set([...exported.types, ...exported.values]);
      for (const type of types) expect(known.has(type), `${type} is not exported by templates/${path}`).toBe(true);
    }
  });

  it("a runtime module imports another part's runtime only when its part requires that part", () => {
    const parts = new Map(packageParts().map((p) => [p.name, p]));
    for (const part of BUILT_IN_PARTS) {
      for (const file of runtimeModules(part.name)) {
        const text = readFileSync(join(repoRoot, 'templates', part.name, file), 'utf8');
        for (const m of text.matchAll(/\bfrom\s+'\.\.\/([a-z-]+)\//g)) {
          const other = m[1];
          expect(parts.has(other), `templates/${part.name}/${file} imports ${other}, which is no part`).toBe(true);
          // Requirements that depend on the model: the union over the three definitions.
          const required = new Set(
            models.flatMap((model) => (typeof part.requires === 'function' ? part.requires(model) : (part.requires ?? []))),
          );
          expect(required.has(other), `templates/${part.name}/${file} imports the runtime of ${other}, which ${part.name} does not require`).toBe(true);
        }
      }
    }
  });

  it('every built-in part has a folder of its name in generator/parts, and its runtime (if any) in templates', () => {
    for (const part of BUILT_IN_PARTS) {
      expect(readFileSync(join(repoRoot, 'generator', 'parts', part.name, 'index.ts'), 'utf8')).toContain(`name: '${part.name}'`);
    }
  });
});
