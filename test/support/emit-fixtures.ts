/** Model fixtures (hand-written `ApiModel` JSON in test/samples/models/) and writing built packages to disk. */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EmittedFile } from '../../generator/pipeline/compose.ts';
import type { ApiModel } from '../../generator/model/types.ts';

const MODELS_DIR = fileURLToPath(new URL('../samples/models/', import.meta.url));

/** Fixture names (file names without `.json`), sorted. */
export const MODEL_FIXTURES: string[] = readdirSync(MODELS_DIR)
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.slice(0, -'.json'.length))
  .sort();

export function loadModelFixture(name: string): ApiModel {
  return JSON.parse(readFileSync(join(MODELS_DIR, `${name}.json`), 'utf8')) as ApiModel;
}

export function writeFiles(dir: string, files: readonly EmittedFile[]): void {
  for (const file of files) {
    const path = join(dir, file.path);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, file.content);
  }
}
