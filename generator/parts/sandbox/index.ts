/**
 * The `sandbox` part (REST models with stateful operations, `x-svc-kind`): `src/sandbox.ts` with
 * `create<Api>Sandbox(options)`, a stateful server built from the definition's operation kinds and entity facts
 * (generator/facts/sandbox.ts) over the runtime in `templates/sandbox/`, with the definition's service module
 * `service/sandbox/index.ts` (when present) plugged in. Nothing here knows any particular interface.
 */
import { restNames } from '../../facts/http.ts';
import { hasSandbox, sandboxFacts, sandboxNames } from '../../facts/sandbox.ts';
import type { ApiModel } from '../../model/types.ts';
import { definePart, type EmitContext } from '../../part-kit/contract.ts';
import { core, store } from './runtime.ts';

const hasServiceModule = (model: ApiModel): boolean => model.serviceModules?.files.some((f) => f.path === 'sandbox/index.ts') ?? false;

const json = (value: unknown): string => JSON.stringify(value, null, 2);

function emitSandbox(model: ApiModel, context: EmitContext): string {
  const { symbols } = context;
  const facts = sandboxFacts(model);
  const entities = Object.fromEntries(
    Object.entries(facts.entities).map(([name, e]) => [name, e.seedType === undefined ? e : { ...e, seedType: symbols.inputName(e.seedType) }]),
  );
  const rest = restNames(model);
  const names = sandboxNames(model);
  const service = hasServiceModule(model);
  return `/**
 * Sandbox of ${model.title} ${model.version}: a stateful server that behaves like the service, built from the
 * definition's operation kinds and entity facts${service ? ' and its service module (`service/sandbox/`)' : ''}.
 *
 * Generated from the definition; do not edit.
 */
/// <reference types="node" />
${context.importFrom('fixtures', { values: ['fixtures'] })}
${context.importFrom('rest-server', { values: [rest.createServer], types: [rest.handlers, rest.serverOptions] })}
${core.import(['createSandboxCore'], ['SandboxDefinition', 'SandboxOptions', 'SandboxServer'])}
${service ? `${context.importFrom('service-modules', { values: ['sandbox as service'], module: 'sandbox/index' })}\n` : ''}
const ENTITIES: SandboxDefinition['entities'] = ${json(entities)};

const OPERATIONS: SandboxDefinition['operations'] = ${json(facts.operations)};

const TENANT: SandboxDefinition['tenant'] = ${json(facts.tenant)};

const ERRORS: SandboxDefinition['errors'] = ${json(facts.errors)};

/** Options of \`${names.create}\`. */
export interface ${names.options} extends SandboxOptions {
  /** Options of the server underneath (base path, limits, body size ...). */
  readonly server?: ${rest.serverOptions};
  /** Accept only this bearer token; default: any well-formed one. */
  readonly token?: string;
  /** \`false\` turns the definition's rate limits off (seeding many entities over HTTP, say). */
  readonly rateLimits?: boolean;
}

function fixture(type: string, k: number): { readonly [member: string]: unknown } {
  const builder = (fixtures as unknown as { readonly [type: string]: { seed(k: number): unknown } | undefined })[type];
  if (builder === undefined) throw new Error(\`No fixture \${type}\`);
  return builder.seed(k) as { readonly [member: string]: unknown };
}

/**
 * A stateful sandbox of ${model.title}: \`listener\` for node:http, \`listen(port?, host?)\` -> \`{ url, close() }\`, plus
 * \`tenant(key)\` (a tenant's data, seeded on first use), \`reset()\` and \`store\`.
 */
export function ${names.create}(options: ${names.options} = {}): SandboxServer {
  const core = createSandboxCore({ entities: ENTITIES, operations: OPERATIONS, tenant: TENANT, errors: ERRORS, fixtures: fixture${service ? ', service' : ''} }, options);
  const token = options.token;
  const server = ${rest.createServer}(core.handlers as ${rest.handlers}, {
    ${facts.environment !== undefined ? `environment: ${JSON.stringify(facts.environment)},\n    ` : ''}...options.server,
    ...(options.rateLimits === false ? { rateLimits: false } : {}),
    ...(token !== undefined ? { authenticate: (given: string) => given === token } : {}),
  });
  return core.attach(server, options.server?.basePath, token);
}
`;
}

export default definePart({
  name: 'sandbox',
  requires: (model) => ['fixtures', 'rest-server', ...(hasServiceModule(model) ? ['service-modules'] : [])],
  entry: 'sandbox',
  applies: hasSandbox,
  packages: () => ({ '@types/node': 'peer' }),
  exports: (model) => {
    const names = sandboxNames(model);
    return [{ from: 'src/sandbox.ts', values: [names.create], types: [names.options] }, store.names(['SandboxStore']), core.names([], ['SandboxServer'])];
  },
  check: (model) => [...sandboxFacts(model).problems],
  emit: (model, context) => [{ path: 'src/sandbox.ts', content: emitSandbox(model, context) }],
  readme: (model) => [
    `- \`sandbox\`: \`${sandboxNames(model).create}(options)\`, a stateful sandbox of the service (entities, query, batch, change data capture, idempotency, faults; Node).`,
  ],
});
