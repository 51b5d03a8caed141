/** Runs the repository's own `tsc` and plain `node` on generated packages (no TypeScript loader). */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const TSC = fileURLToPath(new URL('../../node_modules/.bin/tsc', import.meta.url));

/** `tsc --noEmit -p <project>`; returns the compiler's output, '' when it passed. */
export function typeCheck(project: string): string {
  try {
    execFileSync(TSC, ['--noEmit', '-p', project], { encoding: 'utf8', stdio: 'pipe' });
    return '';
  } catch (error) {
    const failure = error as { stdout?: string; stderr?: string; message: string };
    return `${failure.stdout ?? ''}${failure.stderr ?? ''}` || failure.message;
  }
}

/** Imports a module with plain Node and returns the sorted names it exports. */
export function importWithNode(file: string): string[] {
  const script = `const m = await import(${JSON.stringify(`file://${file}`)}); console.log(JSON.stringify(Object.keys(m).sort()));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  return JSON.parse(out) as string[];
}
