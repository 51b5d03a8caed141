/** `tsc --noEmit --strict` over a directory of TypeScript, with the repository's pinned compiler. */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { repoRoot } from './run-cli.ts';

export function typecheck(dir: string, include: string[] = ['**/*.ts']): { ok: boolean; output: string } {
  const config = join(dir, 'tsconfig.typecheck.json');
  writeFileSync(
    config,
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        strict: true,
        noEmit: true,
        skipLibCheck: false,
        allowImportingTsExtensions: true,
        types: [],
        typeRoots: [resolve(repoRoot, 'node_modules', '@types')],
      },
      include,
      exclude: ['node_modules', 'dist'],
    }),
  );
  const tsc = resolve(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc');
  const result = spawnSync(process.execPath, [tsc, '-p', config], { encoding: 'utf8' });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
}
