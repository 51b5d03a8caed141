/**
 * Assembles a generated package into a temporary directory under test/, so a test can import its TypeScript
 * sources directly (vitest transpiles them): fixtures and validators above all.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { analyseModel } from '../../generator/model/analyse.ts';
import type { ApiModel } from '../../generator/model/types.ts';
import { emitPackage, type EmittedFile } from '../../generator/pipeline/compose.ts';
import { parseOpenApi } from '../../generator/parse/openapi/index.ts';
import { parseWsdl } from '../../generator/parse/wsdl/index.ts';
import { repoRoot } from './run-cli.ts';

export interface ValidationErrorLike {
  path: string;
  code: string;
  message: string;
}
export type ValidateFn = (value: unknown) => { ok: boolean; errors?: ValidationErrorLike[] };

export interface FixtureBuilderLike {
  (overrides?: unknown): unknown;
  many(count: number, overrides?: unknown): unknown[];
  seed(index: number, overrides?: unknown): unknown;
}
export interface InvalidCaseLike {
  value: unknown;
  path: string;
  code: string;
}
export interface FixturesModule {
  fixtures: Record<string, FixtureBuilderLike> & { invalid: Record<string, () => InvalidCaseLike[]> };
}

/** The three real interfaces, by package name, with the definition each is parsed from. */
export const REAL_DEFINITIONS: Record<string, string> = {
  accounting: 'definitions/accounting/openapi.yaml',
  payments: 'definitions/payments/openapi.yaml',
  connector: 'definitions/connector.wsdl',
};

/** Parses a real definition; undefined when it is not there yet or does not parse (yet). */
export async function realModel(name: string): Promise<ApiModel | undefined> {
  const file = join(repoRoot, REAL_DEFINITIONS[name]);
  if (!existsSync(file)) return undefined;
  const result = file.endsWith('.wsdl') ? await parseWsdl(file) : await parseOpenApi(file);
  return result.model;
}

/** The model of a definition under the repository (a sample), or a thrown error listing its diagnostics. */
export async function sampleModel(relative: string): Promise<ApiModel> {
  const file = join(repoRoot, relative);
  const result = file.endsWith('.wsdl') ? await parseWsdl(file) : await parseOpenApi(file);
  if (result.model === undefined) throw new Error(`${relative}: ${result.diagnostics.map((d) => `${d.code} ${d.message}`).join('; ')}`);
  return result.model;
}

export function modelFixture(file: string): ApiModel {
  return JSON.parse(readFileSync(join(repoRoot, 'test/samples/models', file), 'utf8')) as ApiModel;
}

/** Source files of the package (fixtures, validators and their runtime among them). */
export async function packageSources(model: ApiModel): Promise<EmittedFile[]> {
  return emitPackage(analyseModel(model));
}

export interface AssembledPackage {
  dir: string;
  fixtures(): Promise<FixturesModule>;
  /** `validate` of the package, or undefined when there is no validators emitter yet. */
  validate(): Promise<Record<string, ValidateFn> | undefined>;
  remove(): void;
}

/** Writes the package's sources into test/.tmp-fixtures-<label>-XXXX/ and returns importers for them. */
export async function assemblePackage(model: ApiModel, label: string): Promise<AssembledPackage> {
  const dir = mkdtempSync(join(repoRoot, 'test', `.tmp-fixtures-${label}-`));
  const files = await packageSources(model);
  for (const file of files) {
    const target = join(dir, file.path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, file.content);
  }
  const hasValidators = files.some((f) => f.path === 'src/validators.ts');
  return {
    dir,
    fixtures: async () => (await import(pathToFileURL(join(dir, 'src/fixtures.ts')).href)) as FixturesModule,
    validate: async () => {
      if (!hasValidators) return undefined;
      const module = (await import(pathToFileURL(join(dir, 'src/validators.ts')).href)) as {
        validate: Record<string, ValidateFn>;
      };
      return module.validate;
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
