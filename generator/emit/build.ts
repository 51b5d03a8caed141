/**
 * Builds generated packages in memory: analyse -> emit -> finish (format, then `src/**\/*.ts` compiled to
 * `dist/**\/*.js` and `.d.ts`, file by file, on all cores). Same model in, byte-identical files out.
 */
import { analyseModel, validateModel } from '../model/analyse.ts';
import { formatDiagnostic } from '../model/diagnostics.ts';
import type { ApiModel, Diagnostic } from '../model/types.ts';
import { finishGroups } from './finish-pool.ts';
import { checkPackage, emitPackage, emitPackageFiles, type EmittedFile, type PackageOptions } from './package.ts';

export async function buildPackage(model: ApiModel): Promise<EmittedFile[]> {
  const [files] = await buildPackages([model]);
  return files;
}

/**
 * Several packages at once: all are emitted first, then their files are finished together, so every core works
 * until the last file of the last package is done, and files the packages share are finished once.
 */
export async function buildPackages(
  models: readonly ApiModel[],
  options: PackageOptions = {},
): Promise<EmittedFile[][]> {
  return finishGroups(models.map((model) => emitOne(model, options)));
}

/** The unformatted files of one package (see package.ts); throws on a model the emitters cannot take. */
export function emitOne(model: ApiModel, options: PackageOptions = {}): EmittedFile[] {
  return emitPackage(checkedModel(model), options);
}

/** The same files one at a time, as each is emitted (see `emitPackageFiles`). */
export function emitOneFileByFile(model: ApiModel, options: PackageOptions = {}): Iterable<EmittedFile> {
  return emitPackageFiles(checkedModel(model), options);
}

/** What the emitters cannot carry in this model, as located diagnostics (errors stop generation). */
export function packageDiagnostics(model: ApiModel, options: PackageOptions = {}): Diagnostic[] {
  if (validateModel(model).some((d) => d.severity === 'error')) return [];
  return checkPackage(analyseModel(model), options);
}

function checkedModel(model: ApiModel): ApiModel {
  const problems = validateModel(model).filter((d) => d.severity === 'error');
  if (problems.length > 0) throw new Error(`Invalid model:\n${problems.map(formatDiagnostic).join('\n')}`);
  return analyseModel(model);
}
