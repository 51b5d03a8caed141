/**
 * Assembles a generated package (emitPackage output, its `src/validators.ts` formatted as build.ts does) and
 * writes it under `test/.tmp-validators-*` so tests can import the emitted TypeScript.
 */
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { formatSource } from '../../generator/pipeline/finish.ts';
import { emitPackage, type EmittedFile } from '../../generator/pipeline/compose.ts';
import { contextOf } from '../../generator/pipeline/compose.ts';
import { emitValidators } from '../../generator/parts/validators/validators.ts';
import { analyseModel } from '../../generator/model/analyse.ts';
import type { ApiModel } from '../../generator/model/types.ts';
import { parseOpenApi } from '../../generator/parse/openapi/index.ts';
import { parseWsdl } from '../../generator/parse/wsdl/index.ts';
import { repoRoot } from './run-cli.ts';
import { writeFiles } from './emit-fixtures.ts';

export const VALIDATION_TEMPLATE = resolve(repoRoot, 'templates', 'validators', 'validation.ts');

/** `src/validators.ts` of a model, formatted like build.ts formats package sources. */
export async function validatorsSource(model: ApiModel): Promise<string> {
  const analysed = analyseModel(model);
  const text = emitValidators(analysed, contextOf(analysed, 'validators'));
  return formatSource('src/validators.ts', text);
}

export async function validatorPackageFiles(model: ApiModel): Promise<EmittedFile[]> {
  const analysed = analyseModel(model);
  const files = emitPackage(analysed);
  const validators = files.find((f) => f.path === 'src/validators.ts')!;
  validators.content = await formatSource('src/validators.ts', validators.content);
  return files;
}

/** Writes the package to `test/.tmp-validators-<name>/` (emptied first) and returns that directory. */
export async function writeValidatorPackage(model: ApiModel, name: string): Promise<string> {
  const dir = resolve(repoRoot, 'test', `.tmp-validators-${name}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFiles(dir, await validatorPackageFiles(model));
  return dir;
}

export function removeValidatorPackage(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/** What a generated validators module exports, loosely typed for tests. */
export interface ValidatorsModule {
  validate: Record<string, (value: unknown) => { ok: boolean; errors?: { path: string; code: string; message: string }[]; dropped: string[] }>;
  is: Record<string, (value: unknown) => boolean>;
}

export async function importValidators(dir: string): Promise<ValidatorsModule> {
  return (await import(join(dir, 'src', 'validators.ts'))) as ValidatorsModule;
}

/** The three real definitions' models (analysed); undefined when a definition is not there yet. */
export async function realModel(which: 'accounting' | 'payments' | 'connector'): Promise<ApiModel | undefined> {
  const file =
    which === 'connector'
      ? resolve(repoRoot, 'definitions', 'connector.wsdl')
      : resolve(repoRoot, 'definitions', which, 'openapi.yaml');
  const result = which === 'connector' ? await parseWsdl(file) : await parseOpenApi(file);
  if (result.model === undefined) return undefined;
  return analyseModel(result.model);
}
