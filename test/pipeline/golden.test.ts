/**
 * Golden files of the whole generator, one per model feature and format: each small definition under
 * test/samples/{openapi,wsdl}/<feature>/ is parsed, analysed and emitted, and the formatted type declarations
 * and operation table (with its descriptors) are compared with __snapshots__/<format>/<feature>/. The parser tests snapshot the model;
 * these show what a user gets from each construct.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { finishFile } from '../../generator/pipeline/finish.ts';
import { contextOf } from '../../generator/pipeline/compose.ts';
import { emitDescriptors } from '../../generator/parts/operations/descriptors.ts';
import { emitOperations } from '../../generator/parts/operations/operations.ts';
import { emitTypes } from '../../generator/parts/types/types.ts';
import { analyseModel } from '../../generator/model/analyse.ts';
import { formatDiagnostic } from '../../generator/model/diagnostics.ts';
import { parseInput } from '../../generator/inputs.ts';
import { repoRoot } from '../support/run-cli.ts';

const formats = [
  { format: 'openapi', entry: ['openapi.yaml', 'openapi.json', 'api.json'] },
  { format: 'wsdl', entry: ['service.wsdl'] },
];

const cases = formats.flatMap(({ format, entry }) => {
  const root = join(repoRoot, 'test', 'samples', format);
  return readdirSync(root)
    .sort()
    .map((feature) => {
      const file = entry.map((name) => join(root, feature, name)).find((path) => existsSync(path));
      return { format, feature, file };
    });
});

describe.each(cases)('$format/$feature', ({ format, feature, file }) => {
  it('emits the golden types and operation table', async () => {
    expect(file, `no entry file in test/samples/${format}/${feature}`).toBeDefined();
    // Relative to the repository, as `npm run generate` is run there: locations in output stay machine-free.
    const result = await parseInput(relative(repoRoot, file!));
    expect(result.diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic)).toEqual([]);
    const model = analyseModel(result.model!);
    const context = contextOf(model, 'operations', { typesOnly: true });
    for (const [path, content] of [
      ['src/types.ts', emitTypes(model, context.symbols)],
      ['src/operation-descriptors.ts', emitDescriptors(model, context.symbols)],
      ['src/operations.ts', emitOperations(model, context)],
    ] as const) {
      const [formatted] = await finishFile({ path: `lib/${path.slice(4)}`, content });
      await expect(formatted.content).toMatchFileSnapshot(`./__snapshots__/${format}/${feature}/${path.slice(4)}`);
    }
  });
});
