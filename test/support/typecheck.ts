/** `tsc --noEmit --strict` over a directory of TypeScript, with the repository's pinned compiler. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { repoRoot } from './run-cli.ts';

/** The config lives in a temp dir, so a checked directory (a generated package) gains no stray file. */
export function typecheck(dir: string, include: string[] = ['**/*.ts']): { ok: boolean; output: string } {
  const configDir = mkdtempSync(join(tmpdir(), 'svc-tsc-'));
  const config = join(configDir, 'tsconfig.json');
  try {
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
          types: ['node'],
          typeRoots: [resolve(repoRoot, 'node_modules', '@types')],
        },
        include: include.map((pattern) => resolve(dir, pattern)),
        exclude: [resolve(dir, 'node_modules'), resolve(dir, 'dist')],
      }),
    );
    const tsc = resolve(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc');
    const result = spawnSync(process.execPath, [tsc, '-p', config], { encoding: 'utf8' });
    return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
  } finally {
    rmSync(configDir, { recursive: true, force: true });
  }
}
