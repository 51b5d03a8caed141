/**
 * Builds generated packages in memory: check and analyse the model once -> emit (compose.ts) -> finish (format,
 * then `src/**\/*.ts` compiled to `dist/**\/*.js` and `.d.ts`, file by file, on all cores). Same model in,
 * byte-identical files out.
 */
import { analyseModel, validateModel } from '../model/analyse.ts';
import { formatDiagnostic } from '../model/diagnostics.ts';
import type { ApiModel, Diagnostic } from '../model/types.ts';
import { checkPackage, emitPackage, emitPackageFiles, type PackageOptions } from './compose.ts';
import type { EmittedFile } from './file.ts';
import { finishGroups } from './finish-pool.ts';

export async function buildPackage(model: ApiModel, options: PackageOptions = {}): Promise<EmittedFile[]> {
  const [files] = await buildPackages([model], options);
  return files;
}

/**
 * Several packages at once: all are emitted first, then their files are finished together, so every core works
 * until the last file of the last package is done, and files the packages share are finished once.
 */
export async function buildPackages(models: readonly ApiModel[], options: PackageOptions = {}): Promise<EmittedFile[][]> {
  return finishGroups(models.map((model) => emitOne(model, options)));
}

const analysed = new WeakMap<ApiModel, ApiModel>();
const validated = new WeakMap<ApiModel, Diagnostic[]>();
let analyses = 0;

/** The model's own problems (validateModel), once per model object. */
function problemsOf(model: ApiModel): Diagnostic[] {
  let problems = validated.get(model);
  if (problems === undefined) {
    problems = validateModel(model).filter((d) => d.severity === 'error');
    validated.set(model, problems);
  }
  return problems;
}

/**
 * The model as every part reads it: validated (a model the emitters cannot take throws, with every problem) and
 * analysed, once per model object: checking and emitting the same model share the result (and its facts).
 */
export function preparedModel(model: ApiModel): ApiModel {
  const known = analysed.get(model);
  if (known !== undefined) return known;
  const problems = problemsOf(model);
  if (problems.length > 0) throw new Error(`Invalid model:\n${problems.map(formatDiagnostic).join('\n')}`);
  analyses++;
  const result = analyseModel(model);
  analysed.set(model, result);
  analysed.set(result, result);
  return result;
}

/** How many models were analysed (for the test that each is validated and analysed once). */
export function analysisCount(): number {
  return analyses;
}

/** The unformatted files of one package (see compose.ts); throws on a model the emitters cannot take. */
export function emitOne(model: ApiModel, options: PackageOptions = {}): EmittedFile[] {
  return emitPackage(preparedModel(model), options);
}

/** The same files one at a time, as each is emitted (see `emitPackageFiles`). */
export function emitOneFileByFile(model: ApiModel, options: PackageOptions = {}): Iterable<EmittedFile> {
  return emitPackageFiles(preparedModel(model), options);
}

/** What the emitters cannot carry in this model, as located diagnostics (errors stop generation). */
export function packageDiagnostics(model: ApiModel, options: PackageOptions = {}): Diagnostic[] {
  // The parsers report what makes a model invalid; the parts have nothing to add to it.
  if (problemsOf(model).length > 0) return [];
  return checkPackage(preparedModel(model), options);
}
