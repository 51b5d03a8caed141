/** `tsc --noEmit --strict` over a directory of TypeScript, with the repository's pinned compiler. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { typeCheck } from './emit-typecheck.ts';
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
    const output = typeCheck(config);
    return { ok: output === '', output };
  } finally {
    rmSync(configDir, { recursive: true, force: true });
  }
}

/**
 * tsc's output (`--pretty false`, as typeCheck runs it) as one entry per diagnostic: a diagnostic starts on an
 * unindented line and carries its indented continuation lines. A suite that checks several things in one compiler
 * run (one program costs far less than one per package: lib and @types/node are read and checked once) gives each
 * test the diagnostics of its own files, and to every test those of no file it knows.
 */
export function diagnostics(output: string): string[] {
  const entries: string[] = [];
  for (const line of output.split('\n')) {
    if (line.trim() === '') continue;
    if (/^\s/.test(line) && entries.length > 0) entries[entries.length - 1] += `\n${line}`;
    else entries.push(line);
  }
  return entries;
}
