/**
 * The `sandbox` part (REST models with stateful operations, `x-svc-kind`): `src/sandbox.ts` with
 * `create<Api>Sandbox(options)`, a stateful server built from the definition's operation kinds and entity facts
 * (generator/facts/sandbox.ts) over the runtime in `templates/sandbox/`, with the definition's service module
 * `service/sandbox/index.ts` (when present) plugged in, and, when the definition's webhooks can encode events, the
 * webhooks part's signed sender for the webhooks it sends. Nothing here knows any particular interface.
 */
import { restNames } from '../../facts/http.ts';
import { hasSandbox, sandboxFacts, sandboxNames } from '../../facts/sandbox.ts';
import { webhookList, webhookNames } from '../../facts/webhooks.ts';
import type { ApiModel } from '../../model/types.ts';
import { definePart, type EmitContext } from '../../part-kit/contract.ts';
import { core, requestLog, store } from './runtime.ts';

const hasServiceModule = (model: ApiModel): boolean => model.serviceModules?.files.some((f) => f.path === 'sandbox/index.ts') ?? false;

/** The payload formats the definition's webhooks can encode events in, first declared first. */
const webhookFormats = (model: ApiModel): string[] => [...new Set(webhookList(model).flatMap((w) => (w.events?.encode !== undefined ? [w.events.format] : [])))];

const json = (value: unknown): string => JSON.stringify(value, null, 2);

/** `<Api>SandboxWebhooks`: the type of the `webhooks` option. */
const webhooksTypeName = (model: ApiModel): string => sandboxNames(model).options.replace(/Options$/, 'Webhooks');

function emitWebhookGlue(model: ApiModel, context: EmitContext, typeName: string): { imports: string; option: string; types: string; definition: string } {
  const formats = webhookFormats(model);
  if (formats.length === 0) return { imports: '', option: '', types: '', definition: '' };
  const names = webhookNames(model);
  return {
    imports: `${context.importFrom('webhooks', { values: [names.send], types: [names.sendOptions, names.format] })}\n`,
    types: `
/**
 * Where and how the sandbox sends its webhooks: \`url\`, the secret of the definition's signature, \`format\`
 * (default ${JSON.stringify(formats[0])}), the batching window, the retry schedule (default the real service's) and the timeout.
 */
export type ${typeName} = SandboxWebhookOptions & Omit<${names.sendOptions}, 'retries' | 'backoffMs' | 'maxBackoffMs' | 'signal'>;
`,
    option: `  /** Send the definition's webhook notifications for every write (signed; batched and retried like the real service). */
  readonly webhooks?: ${typeName};
`,
    definition: `,
    webhooks: (given) => {
      const webhookOptions = given as ${typeName};
      const format: ${names.format} = webhookOptions.format ?? ${JSON.stringify(formats[0])};
      return {
        format,
        deliver: (events, signal, observe) =>
          ${names.send}(webhookOptions.url, events as never, {
            ...webhookOptions,
            format,
            retries: 0,
            timeoutMs: webhookOptions.timeoutMs ?? 3000,
            signal,
            onAttempt: (attempt) => {
              observe?.(attempt);
              webhookOptions.onAttempt?.(attempt);
            },
          }),
      };
    }`,
  };
}

function emitSandbox(model: ApiModel, context: EmitContext): string {
  const { symbols } = context;
  const facts = sandboxFacts(model);
  const entities = Object.fromEntries(
    Object.entries(facts.entities).map(([name, e]) => [name, e.seedType === undefined ? e : { ...e, seedType: symbols.inputName(e.seedType) }]),
  );
  const validators = Object.entries(facts.bodies).map(([op, type]) => `  ${JSON.stringify(op)}: validate.${symbols.inputName(type)},`);
  const rest = restNames(model);
  const names = sandboxNames(model);
  const service = hasServiceModule(model);
  const hooks = emitWebhookGlue(model, context, webhooksTypeName(model));
  return `/**
 * Sandbox of ${model.title} ${model.version}: a stateful server that behaves like the service, built from the
 * definition's operation kinds and entity facts${service ? ' and its service module (`service/sandbox/`)' : ''}.
 *
 * Generated from the definition; do not edit.
 */
/// <reference types="node" />
${context.importFrom('fixtures', { values: ['fixtures'] })}
${context.importFrom('validators', { values: ['validate'] })}
${context.importFrom('rest-server', { values: [rest.createServer], types: [rest.handlers, rest.serverOptions] })}
${core.import(['createSandboxCore'], ['SandboxDefinition', 'SandboxOptions', 'SandboxServer', ...(hooks.types !== '' ? ['SandboxWebhookOptions'] : [])])}
${hooks.imports}${service ? `${context.importFrom('service-modules', { values: ['sandbox as service'], module: 'sandbox/index' })}\n` : ''}
const ENTITIES: SandboxDefinition['entities'] = ${json(entities)};

const OPERATIONS: SandboxDefinition['operations'] = ${json(facts.operations)};

/** Members each entity that refuses unknown members may carry, down to its nested objects. */
const SHAPES: SandboxDefinition['shapes'] = ${json(facts.shapes)};

/** The request body validator of each operation (batch items are checked with them). */
const VALIDATORS: SandboxDefinition['validators'] = {
${validators.join('\n')}
};

const TENANT: SandboxDefinition['tenant'] = ${json(facts.tenant)};

const ERRORS: SandboxDefinition['errors'] = ${json(facts.errors)};
${hooks.types}
/** Options of \`${names.create}\`. */
export interface ${names.options} extends SandboxOptions {
  /** Options of the server underneath (base path, limits, body size ...). */
  readonly server?: ${rest.serverOptions};
  /** Accept only this bearer token (and require it of the sandbox's own endpoints); default: any well-formed one. */
  readonly token?: string;
  /** \`false\` turns the definition's rate limits off (seeding many entities over HTTP, say). */
  readonly rateLimits?: boolean;
${hooks.option}}

function fixture(type: string, k: number): { readonly [member: string]: unknown } {
  const builder = (fixtures as unknown as { readonly [type: string]: { seed(k: number): unknown } | undefined })[type];
  if (builder === undefined) throw new Error(\`No fixture \${type}\`);
  return builder.seed(k) as { readonly [member: string]: unknown };
}

/**
 * A stateful sandbox of ${model.title}: \`listener\` for node:http, \`listen(port?, host?)\` -> \`{ url, close() }\`, plus
 * \`tenant(key)\` (a tenant's data, seeded on first use), \`reset()\`, \`requests()\` (the request log) and \`store\`.
 */
export function ${names.create}(options: ${names.options} = {}): SandboxServer {
  const core = createSandboxCore(
    {
      entities: ENTITIES,
      operations: OPERATIONS,
      shapes: SHAPES,
      validators: VALIDATORS,
      tenant: TENANT,
      errors: ERRORS,
      fixtures: fixture${service ? ',\n      service' : ''}${hooks.definition},
    },
    options,
  );
  const token = options.token;
  const server = ${rest.createServer}(core.handlers as ${rest.handlers}, {
    ${facts.environment !== undefined ? `environment: ${JSON.stringify(facts.environment)},\n    ` : ''}...options.server,
    ...(options.rateLimits === false ? { rateLimits: false } : {}),
    ...(token !== undefined ? { authenticate: (given: string) => given === token } : {}),
    exchangeHooks: core.exchangeHooks,
  });
${hooks.option !== '' ? '  if (options.webhooks !== undefined) core.attachWebhooks(options.webhooks);\n' : ''}  return core.attach(server, { basePath: options.server?.basePath, token, maxBodyBytes: options.server?.maxBodyBytes });
}
`;
}

export default definePart({
  name: 'sandbox',
  requires: (model) => [
    'fixtures',
    'validators',
    'rest-server',
    ...(hasServiceModule(model) ? ['service-modules'] : []),
    ...(webhookFormats(model).length > 0 ? ['webhooks'] : []),
  ],
  entry: 'sandbox',
  applies: hasSandbox,
  packages: () => ({ '@types/node': 'peer' }),
  exports: (model) => {
    const names = sandboxNames(model);
    return [
      { from: 'src/sandbox.ts', values: [names.create], types: [names.options, ...(webhookFormats(model).length > 0 ? [webhooksTypeName(model)] : [])] },
      store.names(['SandboxStore']),
      core.names([], ['SandboxServer', 'SandboxWebhookOptions']),
      requestLog.names(['formatLogEntry'], ['RequestLogEntry']),
    ];
  },
  check: (model) => [...sandboxFacts(model).problems],
  emit: (model, context) => [{ path: 'src/sandbox.ts', content: emitSandbox(model, context) }],
  readme: (model) => [
    `- \`sandbox\`: \`${sandboxNames(model).create}(options)\`, a stateful sandbox of the service (entities, query, batch, change data capture, idempotency, faults${webhookFormats(model).length > 0 ? ', webhooks it sends' : ''}; Node).`,
  ],
});
