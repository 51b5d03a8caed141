/**
 * `npm run generate [-- --input <file> ... --out <dir> --name <pkg> --check]`
 *
 * Parses every input into the model, stops with every diagnostic (file:line:column code message) if any input
 * is broken, and otherwise builds and writes one package per input. Nothing is written unless all inputs are
 * good. Exit codes: 0 ok, 1 bad definitions or `--check` found differences, 2 usage error.
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { disableFinishCache } from './emit/finish-cache.ts';
import { emitOne } from './emit/build.ts';
import { finishGroups, startFinishPool, stopFinishPool } from './emit/finish-pool.ts';
import { formatDiagnostic, sortDiagnostics } from './model/diagnostics.ts';
import type { ApiModel, Diagnostic } from './model/types.ts';
import { DEFAULT_INPUTS, parseInput } from './inputs.ts';
import { diffPackages, writePackages, type PackageOutput } from './output.ts';

const USAGE = `usage: npm run generate -- [--input <file>]... [--out <dir>] [--name <package>] [--types-only] [--check]
  --input  an OpenAPI 3.0/3.1 (YAML/JSON) or WSDL 1.1 document; repeatable (default: the three definitions)
  --out    output root; each package goes to <out>/<name> (default: generated)
  --name   package name for a single --input (default: x-svc-package, or the file name)
  --types-only  only types and the operation table (no validators, fixtures, clients or servers)
  --no-cache  finish (format + compile) every file afresh instead of reusing node_modules/.cache/svc-codegen
  --check  write nothing; exit 1 and name the files that differ from what the definitions produce`;

export async function main(argv: string[]): Promise<number> {
  let args;
  try {
    args = parseArgs({
      args: argv,
      options: {
        input: { type: 'string', multiple: true },
        out: { type: 'string', default: 'generated' },
        name: { type: 'string' },
        check: { type: 'boolean', default: false },
        'types-only': { type: 'boolean', default: false },
        'no-cache': { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
      strict: true,
    }).values;
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (args.help) {
    console.log(USAGE);
    return 0;
  }
  const inputs = args.input ?? DEFAULT_INPUTS;
  if (args.name && inputs.length !== 1) {
    console.error(`--name needs exactly one --input\n${USAGE}`);
    return 2;
  }

  if (args['no-cache']) disableFinishCache();
  // Workers load prettier and the compiler on the other cores while this thread parses and emits.
  startFinishPool();
  try {
    return await generate(args, inputs);
  } finally {
    await stopFinishPool();
  }
}

async function generate(
  args: { out: string; name?: string; check: boolean; 'types-only': boolean },
  inputs: string[],
): Promise<number> {
  const parsed: { model: ApiModel; ms: number }[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const input of inputs) {
    const start = performance.now();
    const result = await parseInput(input, { name: args.name });
    diagnostics.push(...result.diagnostics);
    if (result.model) parsed.push({ model: result.model, ms: performance.now() - start });
  }
  const seen = new Map<string, string>();
  for (const { model } of parsed) {
    const other = seen.get(model.name);
    if (other) {
      diagnostics.push({
        code: 'SVC010',
        severity: 'error',
        message: `package name "${model.name}" is also produced by ${other}`,
        hint: 'Give one of the inputs another name (--name or info.x-svc-package).',
        location: model.source,
      });
    }
    seen.set(model.name, model.source.file);
  }
  const errors = diagnostics.filter((d) => d.severity === 'error');
  for (const d of sortDiagnostics(diagnostics)) console.error(formatDiagnostic(d));
  if (errors.length > 0) {
    console.error(`${errors.length} error(s); nothing written.`);
    return 1;
  }

  // Emit every package, then finish all their files together on every core. A package's time is its parse and
  // emit plus the finishing of all packages, which run at once.
  const emitted = parsed.map(({ model, ms }) => {
    const start = performance.now();
    const files = emitOne(model, { typesOnly: args['types-only'] });
    return { dir: model.name, files, ms: ms + performance.now() - start };
  });
  const finishStart = performance.now();
  const finished = await finishGroups(emitted.map((p) => p.files));
  const finishMs = performance.now() - finishStart;
  const packages: (PackageOutput & { ms: number })[] = emitted.map((p, i) => ({
    dir: p.dir,
    files: finished[i],
    ms: p.ms + finishMs,
  }));

  if (args.check) {
    const problems = await diffPackages(args.out, packages);
    for (const p of problems) console.error(p);
    if (problems.length > 0) {
      console.error(`${problems.length} file(s) differ from the definitions: run \`npm run generate\`.`);
      return 1;
    }
    console.log(`${packages.length} package(s) up to date in ${args.out}/`);
    return 0;
  }
  await writePackages(args.out, packages);
  for (const p of packages) {
    console.log(`@svc/${p.dir}  ${args.out}/${p.dir}  ${p.files.length} files  ${Math.round(p.ms)} ms`);
  }
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    // A bug in the generator, not in the definitions: say so plainly; the stack only on request.
    console.error(`internal error: ${error instanceof Error ? error.message : String(error)}`);
    if (process.env.SVC_DEBUG && error instanceof Error) console.error(error.stack);
    process.exitCode = 70;
  },
);
