/**
 * The work behind `npm run generate` (cli.ts parses the arguments and starts the finishing threads first, so
 * they warm up while this module's imports load).
 */
import { performance } from 'node:perf_hooks';
import type { EmittedFile } from './pipeline/file.ts';
import { assemble, FinishSession } from './pipeline/finish-pool.ts';
import { runtimeFile, runtimeModules } from './pipeline/runtime-files.ts';
import { formatDiagnostic, sortDiagnostics } from './model/diagnostics.ts';
import type { ApiModel, Diagnostic } from './model/types.ts';
import type { PackageOutput } from './output.ts';

/** Parts whose runtime every full package ships (a head start for the finishing threads, nothing more). */
const EVERY_PACKAGE_RUNTIME = ['operations', 'validators', 'fixtures'];

export interface GenerateArgs {
  input?: string[];
  out: string;
  name?: string;
  check: boolean;
  'types-only': boolean;
  /** Parts to add (`--part`), and the config file naming more (`--config`; else svc-codegen.config.ts if present). */
  part?: string[];
  config?: string;
}

/** Generates (or with `check`, compares) the packages of `args.input`; resolves to the exit code. */
export async function generate(args: GenerateArgs): Promise<number> {
  const started = performance.now();
  // The runtime every package ships goes to the finishing threads first: it is compiled while this thread loads
  // the parsers and the emitters. (If an input turns out broken, it was finished for nothing.)
  const session = new FinishSession();
  for (const part of args['types-only'] ? ['operations'] : EVERY_PACKAGE_RUNTIME) {
    for (const file of runtimeModules(part)) session.submit(runtimeFile(`${part}/${file}`));
  }
  const { DEFAULT_INPUTS, parseInput } = await import('./inputs.ts');
  const { emitOneFileByFile, packageDiagnostics } = await import('./pipeline/build.ts');
  const { packageName } = await import('./pipeline/compose.ts');
  const { diffPackages, formatChanges, packageChanges, writePackages } = await import('./output.ts');
  const { loadParts, PartLoadError } = await import('./part-loader.ts');
  let parts;
  try {
    parts = await loadParts({ cwd: process.cwd(), config: args.config, parts: args.part });
  } catch (error) {
    if (!(error instanceof PartLoadError)) throw error;
    console.error(error.message);
    return 2;
  }
  const options = { typesOnly: args['types-only'], parts };
  const inputs = args.input ?? DEFAULT_INPUTS;
  const parsed: { model: ApiModel }[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const input of inputs) {
    const result = await parseInput(input, { name: args.name });
    diagnostics.push(...result.diagnostics);
    if (result.model) parsed.push({ model: result.model });
  }
  const seen = new Map<string, string>();
  for (const { model } of parsed) {
    const other = seen.get(model.name);
    if (other) {
      diagnostics.push({
        code: 'SVC010',
        severity: 'error',
        message: `package ${packageName(model)} goes to the folder "${model.name}", as does the package of ${other}`,
        hint: 'Give one of the inputs another name (--name or info.x-svc-package).',
        location: model.source,
      });
    }
    seen.set(model.name, model.source.file);
  }
  for (const { model } of parsed) diagnostics.push(...packageDiagnostics(model, options));
  const errors = diagnostics.filter((d) => d.severity === 'error');
  for (const d of sortDiagnostics(diagnostics)) console.error(formatDiagnostic(d));
  if (errors.length > 0) {
    console.error(`${errors.length} error(s); nothing written.`);
    return 1;
  }

  // Emit every package, handing each file to the finishing threads (format, compile) as soon as it exists, so
  // formatting overlaps emitting; then the main thread joins in. A package's time is from the start of the run
  // until its last file was emitted and finished: packages are built together, so their times overlap.
  const emitted = parsed.map(({ model }) => {
    const files: EmittedFile[] = [];
    for (const file of emitOneFileByFile(model, options)) {
      files.push(file);
      session.submit(file);
    }
    return { dir: model.name, name: packageName(model), files, emittedAt: performance.now() };
  });
  await session.finished();
  const packages: (PackageOutput & { name: string; ms: number })[] = emitted.map((p) => ({
    dir: p.dir,
    name: p.name,
    files: assemble(session, p.files),
    ms: Math.max(p.emittedAt, session.readyAt(p.files) ?? 0) - started,
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
  // What will change is read before the swap: a user sees at once whether an edit changed a package.
  const changes = await Promise.all(packages.map((p) => packageChanges(args.out, p)));
  await writePackages(args.out, packages, changes);
  packages.forEach((p, i) => {
    console.log(`${p.name}  ${args.out}/${p.dir}  ${p.files.length} files (${formatChanges(changes[i])})  ${Math.round(p.ms)} ms`);
    for (const file of changes[i].written.length <= 5 ? changes[i].written : []) console.log(`  written: ${file}`);
    for (const file of changes[i].removed.length <= 5 ? changes[i].removed : []) console.log(`  removed: ${file}`);
  });
  return 0;
}
