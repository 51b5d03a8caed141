/**
 * Builds a generated package in memory: analyse -> emit -> finish (prettier, then `src/**\/*.ts` compiled to
 * `dist/**\/*.js` and `.d.ts`, file by file, on all cores). Same model in, byte-identical files out.
 */
import { analyseModel, validateModel } from '../model/analyse.ts';
import { formatDiagnostic } from '../model/diagnostics.ts';
import type { ApiModel } from '../model/types.ts';
import { finishFiles } from './finish-pool.ts';
import { emitPackage, type EmittedFile } from './package.ts';

export async function buildPackage(model: ApiModel): Promise<EmittedFile[]> {
  const problems = validateModel(model).filter((d) => d.severity === 'error');
  if (problems.length > 0) throw new Error(`Invalid model:\n${problems.map(formatDiagnostic).join('\n')}`);
  return finishFiles(emitPackage(analyseModel(model)));
}
