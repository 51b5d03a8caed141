/**
 * The parts every package starts with: types and the operation table (also in `--types-only` packages), then
 * validators and fixtures. Each says what it emits, what the index exports and what the README lists, like any
 * other part (package-part.ts). Big files come in chunks, so the finishing threads format them in parallel.
 */
import { emitFixtures } from './fixtures.ts';
import { PACKAGE_EXPORTS, type SymbolTable } from './names.ts';
import { emitOperations } from './operations.ts';
import { definePart, type PackageFile, type PackagePart } from './package-part.ts';
import { buildChunkedSource } from './source-file.ts';
import { emitTypes } from './types.ts';
import { emitValidators } from './validators.ts';

/** An emitter's header and statements as a file, cut into chunks when it is big. */
const chunked =
  (path: string) =>
  (header: string, statements: readonly string[]): PackageFile => {
    const { text, chunks } = buildChunkedSource(header, statements);
    return chunks.length > 1 ? { path, content: text, chunks } : { path, content: text };
  };

export const typesPart: PackagePart = definePart({
  name: 'types',
  emit: (model, symbols: SymbolTable) => [emitTypes(model, symbols, chunked('src/types.ts'))],
  indexLines: () => ["export type * from './types.js';"],
  readme: () => ['- `src/types.ts`: one type per schema; `<Name>Write` is the request shape without read-only properties.'],
});

export const operationsPart: PackagePart = definePart({
  name: 'operations',
  exportedNames: () => [...PACKAGE_EXPORTS],
  emit: (model, symbols) => [emitOperations(model, symbols, chunked('src/operations.ts'))],
  indexLines: () => ["export * from './operations.js';", "export * from './runtime/operation-table.js';"],
  readme: () => ['- `src/operations.ts`: the operation table, endpoints, rate limits and the `Operations` type map.'],
});

export const validatorsPart: PackagePart = definePart({
  name: 'validators',
  exportedNames: () => ['validate', 'is', 'ValidationCode', 'ValidationError', 'ValidationResult'],
  emit: (model, symbols) => [emitValidators(model, symbols, chunked('src/validators.ts'))],
  indexLines: () => [
    "export { validate, is } from './validators.js';",
    "export type { ValidationCode, ValidationError, ValidationResult } from './runtime/validation.js';",
  ],
  readme: () => [
    '- `src/validators.ts`: `validate.<Type>(value)` (every error, with JSON-pointer paths) and `is.<Type>(value)`.',
  ],
});

export const fixturesPart: PackagePart = definePart({
  name: 'fixtures',
  exportedNames: () => ['fixtures', 'DeepPartial', 'FixtureBuilder', 'InvalidCase'],
  emit: (model, symbols) => [emitFixtures(model, symbols, chunked('src/fixtures.ts'))],
  indexLines: () => [
    "export { fixtures } from './fixtures.js';",
    "export type { DeepPartial, FixtureBuilder, InvalidCase } from './runtime/fixtures-runtime.js';",
  ],
  readme: () => ['- `src/fixtures.ts`: `fixtures.<Type>(overrides?)`, `.many(n)`, and `fixtures.invalid.<Type>()` cases.'],
});

/** Parts of a `--types-only` package. */
export const TYPES_ONLY_PARTS: readonly PackagePart[] = [typesPart, operationsPart];

/** Core parts of a full package, before the transport parts. */
export const CORE_PARTS: readonly PackagePart[] = [typesPart, operationsPart, validatorsPart, fixturesPart];
