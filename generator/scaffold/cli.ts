/**
 * `npm run scaffold -- <interface> <Name> [--like <Existing>]`: adds an entity to an OpenAPI definition, or an
 * operation to a WSDL, by copying what an existing one has (openapi.ts, wsdl.ts), then generates the package.
 * All-or-nothing: a refusal writes nothing, and a definition that does not generate afterwards is put back.
 * Exit codes: 0 ok, 1 refused or not generated, 2 usage error.
 */
import { existsSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { formatLeftovers } from './leftovers.ts';
import { applyPlan, ScaffoldError, type Plan } from './plan.ts';

const USAGE = `usage: npm run scaffold -- <interface> <Name> [--like <Existing>] [--definitions <dir>] [--out <dir>] [--no-generate]
  <interface>    a definition in --definitions: <interface>.wsdl or <interface>/openapi.yaml (or a path to the file)
  <Name>         the new entity (OpenAPI, PascalCase: Widget) or operation (WSDL: getStatus)
  --like         what to copy; default: for OpenAPI the entity with the most operations and HTTP methods (the first
                 in components.schemas on a tie), for a WSDL its first operation
  --definitions  the definitions folder (default: definitions)
  --out          where the package is generated (default: generated)
  --no-generate  write the definition files only`;

/** The definition file an interface name stands for. */
function resolveInterface(name: string, definitions: string): string | undefined {
  const candidates = [
    name,
    path.join(definitions, `${name}.wsdl`),
    ...['openapi.yaml', 'openapi.yml', 'openapi.json'].map((f) => path.join(definitions, name, f)),
  ];
  return candidates.find((c) => /\.(wsdl|xml|ya?ml|json)$/i.test(c) && existsSync(c));
}

export async function main(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        like: { type: 'string' },
        definitions: { type: 'string', default: 'definitions' },
        out: { type: 'string', default: 'generated' },
        'no-generate': { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
      strict: true,
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const { values: args, positionals } = parsed;
  if (args.help) {
    console.log(USAGE);
    return 0;
  }
  if (positionals.length !== 2) {
    console.error(`expected <interface> and <Name>\n${USAGE}`);
    return 2;
  }
  const [iface, name] = positionals;
  const file = resolveInterface(iface, args.definitions);
  if (!file) {
    console.error(`error: no definition '${iface}' in ${args.definitions}/ (looked for ${iface}.wsdl and ${iface}/openapi.yaml)`);
    return 1;
  }
  const isWsdl = /\.(wsdl|xml)$/i.test(file);

  let plan: Plan;
  let like: string | undefined;
  try {
    if (isWsdl) {
      const { defaultWsdlOperation, planWsdl } = await import('./wsdl.ts');
      if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw new ScaffoldError(`'${name}' is not an operation name`, 'Use letters, digits and _ (getStatus).');
      like = args.like ?? defaultWsdlOperation(file);
      if (!like) throw new ScaffoldError(`${file} has no operation to copy`, 'Add one by hand first.');
      plan = planWsdl(file, name, like);
    } else {
      const { defaultOpenApiEntity, planOpenApi } = await import('./openapi.ts');
      if (!/^[A-Z][A-Za-z0-9]*$/.test(name)) throw new ScaffoldError(`'${name}' is not an entity name`, 'Use PascalCase letters and digits (Widget, PurchaseOrder).');
      like = args.like ?? defaultOpenApiEntity(file);
      if (!like) throw new ScaffoldError(`${file} has no entity to copy`, 'Add one by hand first (README, "Adding an entity").');
      plan = planOpenApi(file, name, like);
    }
  } catch (error) {
    if (!(error instanceof ScaffoldError)) throw error;
    console.error(`error: ${error.message}; nothing written\n  hint: ${error.hint}`);
    return 1;
  }

  const undo = applyPlan(plan);
  const shown = (p: string) => path.relative(process.cwd(), p) || p;
  console.log(`${name} from ${like} in ${shown(file)}:`);
  for (const change of plan.changes) {
    console.log(`  ${change.before === undefined ? 'created' : 'changed'} ${shown(change.path)}${change.from ? ` (from ${shown(change.from)})` : ''}`);
  }
  const leftovers = formatLeftovers(plan.leftovers, like, name);
  if (args['no-generate']) {
    if (leftovers) console.log(leftovers);
    return 0;
  }

  const { startFinishPoolOnDemand, stopFinishPool } = await import('../pipeline/finish-pool.ts');
  startFinishPoolOnDemand();
  let code: number;
  try {
    const { generate } = await import('../generate.ts');
    code = await generate({ input: [file], out: args.out, check: false, 'types-only': false });
  } catch (error) {
    undo();
    throw error;
  } finally {
    await stopFinishPool();
  }
  if (code !== 0) {
    undo();
    console.error(`the definition with ${name} does not generate; every file is back as it was`);
    return 1;
  }
  const edit = plan.changes.filter((c) => c.before === undefined).map((c) => shown(c.path));
  if (leftovers) console.log(leftovers);
  console.log(`next: edit the fields of ${name} in ${edit.length > 0 ? edit.join(', ') : shown(file)}, then \`npm run generate\``);
  return 0;
}

// Run when started as a program (`npm run scaffold` runs the bundle: generator/launch.mjs calls main itself).
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(`internal error: ${error instanceof Error ? error.message : String(error)}`);
      if (process.env.SVC_DEBUG && error instanceof Error) console.error(error.stack);
      process.exitCode = 70;
    },
  );
}
