/**
 * Scaffolding in a test: a temporary copy of definitions/, the scaffold planned and applied in-process, the
 * package generated into a temporary folder with what generation printed captured, and a plan shown as a
 * readable golden text (line diffs of each copy against its original and of each changed file, then the list of
 * leftovers the user is shown).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { formatLeftovers } from '../../generator/scaffold/leftovers.ts';
import { applyPlan, type Plan } from '../../generator/scaffold/plan.ts';
import { repoRoot } from '../support/run-cli.ts';
import { lineDiff } from './line-diff.ts';

export interface Workspace {
  dir: string;
  definitions: string;
  out: string;
  remove(): void;
}

/** A fresh copy of the repository's definitions/ and an empty out folder. */
export function workspace(): Workspace {
  const dir = mkdtempSync(join(tmpdir(), 'svc-scaffold-'));
  const definitions = join(dir, 'definitions');
  cpSync(join(repoRoot, 'definitions'), definitions, { recursive: true });
  return { dir, definitions, out: join(dir, 'out'), remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The definition file of an interface in a definitions folder. */
export function definitionFile(definitions: string, iface: string): string {
  return iface.endsWith('.wsdl') || iface === 'connector' ? join(definitions, `${iface.replace(/\.wsdl$/, '')}.wsdl`) : join(definitions, iface, 'openapi.yaml');
}

/** Plans the scaffold as `npm run scaffold` does (default --like included), without writing. */
export async function plan(definitions: string, iface: string, name: string, like?: string): Promise<{ plan: Plan; like: string; file: string }> {
  const file = definitionFile(definitions, iface);
  if (file.endsWith('.wsdl')) {
    const { defaultWsdlOperation, planWsdl } = await import('../../generator/scaffold/wsdl.ts');
    const from = like ?? defaultWsdlOperation(file)!;
    return { plan: planWsdl(file, name, from), like: from, file };
  }
  const { defaultOpenApiEntity, planOpenApi } = await import('../../generator/scaffold/openapi.ts');
  const from = like ?? defaultOpenApiEntity(file)!;
  return { plan: planOpenApi(file, name, from), like: from, file };
}

export async function scaffold(definitions: string, iface: string, name: string, like?: string) {
  const planned = await plan(definitions, iface, name, like);
  applyPlan(planned.plan);
  return planned;
}

/** Generates one definition into `out`; resolves to the exit code and every line printed to stderr. */
export async function generateInto(file: string, out: string): Promise<{ code: number; stderr: string[] }> {
  const { generate } = await import('../../generator/generate.ts');
  const stderr: string[] = [];
  const error = console.error;
  const log = console.log;
  console.error = (...args: unknown[]) => void stderr.push(args.map(String).join(' '));
  console.log = () => {};
  try {
    const code = await generate({ input: [file], out, check: false, 'types-only': false });
    return { code, stderr };
  } finally {
    console.error = error;
    console.log = log;
  }
}

/** The plan as a golden text, paths relative to `base`. */
export function render(planned: Plan, like: string, name: string, base: string): string {
  const parts: string[] = [];
  for (const change of [...planned.changes].sort((a, b) => a.path.localeCompare(b.path))) {
    const at = relative(base, change.path);
    if (change.before === undefined) {
      const original = change.from ? readFileSync(change.from, 'utf8') : '';
      parts.push(`== created ${at}${change.from ? ` (copy of ${relative(base, change.from)})` : ''}`, lineDiff(original, change.after));
    } else {
      parts.push(`== changed ${at}`, lineDiff(change.before, change.after));
    }
  }
  parts.push('== leftovers', formatLeftovers(planned.leftovers, like, name, base));
  return `${parts.join('\n')}\n`;
}
