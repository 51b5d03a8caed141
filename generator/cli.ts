/**
 * `npm run generate [-- --input <file> ... --out <dir> --name <pkg> --check]`
 *
 * Parses every input into the model, stops with every diagnostic (file:line:column code message) if any input
 * is broken, and otherwise builds and writes one package per input. Nothing is written unless all inputs are
 * good. Exit codes: 0 ok, 1 bad definitions or `--check` found differences, 2 usage error.
 */
import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { chosenPackageName } from './parse/package-name.ts';
import { disableFinishCache } from './pipeline/finish-cache.ts';
import { setFinishFormatter, startFinishPoolOnDemand, stopFinishPool } from './pipeline/finish-pool.ts';
import { FORMATTERS, type FormatterName } from './pipeline/formatters.mjs';

const USAGE = `usage: npm run generate -- [--input <file>]... [--out <dir>] [--name <package>] [--types-only] [--check]
       [--format biome|prettier] [--no-cache] [--part <name|module>]... [--config <file>]
  --input  an OpenAPI 3.0/3.1 (YAML/JSON) or WSDL 1.1 document; repeatable (default: the three definitions)
  --out    output root; each package goes to <out>/<name> (default: generated)
  --name   package name for a single --input: pets (-> @svc/pets) or @scope/pets, kept exactly
           (default: x-svc-package, or the file name)
  --types-only  only types and the operation table (no validators, fixtures, clients or servers)
  --format  what lays out the emitted TypeScript: biome (default, fast) or prettier (its exact layout, slower)
  --part   add a part to every package: a shipped one (zod) or a module whose default export is a part
  --config parts from this config file (default: svc-codegen.config.ts in the working directory, if any)
  --no-cache  finish (format + compile) every file afresh instead of reusing node_modules/.cache/svc-codegen
  --check  write nothing; exit 1 and name the files that differ from what the definitions produce
  --watch  generate, then again on every change under the inputs' folders (debounced); Ctrl-C stops`;

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
        watch: { type: 'boolean', default: false },
        'types-only': { type: 'boolean', default: false },
        'no-cache': { type: 'boolean', default: false },
        format: { type: 'string' },
        part: { type: 'string', multiple: true },
        config: { type: 'string' },
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
  if (args.name && args.input?.length !== 1) {
    console.error(`--name needs exactly one --input\n${USAGE}`);
    return 2;
  }
  if (args.name !== undefined) {
    const named = chosenPackageName(args.name);
    if ('problem' in named) {
      console.error(`--name: ${named.problem}. ${named.hint}\n${USAGE}`);
      return 2;
    }
  }

  if (args.format !== undefined && !FORMATTERS.includes(args.format as FormatterName)) {
    console.error(`--format must be one of: ${FORMATTERS.join(', ')}\n${USAGE}`);
    return 2;
  }
  if (args.watch && args.check) {
    console.error(`--watch and --check do not go together\n${USAGE}`);
    return 2;
  }

  if (args['no-cache']) disableFinishCache();
  if (args.format !== undefined) setFinishFormatter(args.format as FormatterName);
  // Workers start with the first file the cache does not hold, and load the formatter on the other cores while
  // this thread loads the parsers and emitters, parses and emits; a run served from the cache starts none.
  startFinishPoolOnDemand();
  try {
    if (args.watch) {
      const [{ watchAndGenerate }, { DEFAULT_INPUTS }] = await Promise.all([import('./watch.ts'), import('./inputs.ts')]);
      return await watchAndGenerate(args, args.input ?? DEFAULT_INPUTS);
    }
    const { generate } = await import('./generate.ts');
    return await generate(args);
  } finally {
    await stopFinishPool();
  }
}

// Run when started as a program; imported (by the in-process tests, so coverage sees the CLI), it only exports main.
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) {
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
}
