/**
 * The sandbox part of a REST package: `src/sandbox.ts` with `create<Api>Sandbox(options)`, a stateful server
 * built from the definition's operation kinds (`x-svc-kind`) and entity facts (`x-svc-entity`) over the runtime in
 * `templates/sandbox/`, with the definition's service module `service/sandbox/index.ts` (when present) plugged
 * in. Facts are derived here once (entity of each operation, id and scope parameters, idempotency key, batch
 * size, query dialect); nothing here knows any particular interface.
 */
import { diagnostic } from '../model/diagnostics.ts';
import type { ApiModel, Diagnostic, HttpOperationNode, NamedTypeNode, TypeNode } from '../model/types.ts';
import type { SymbolTable } from './names.ts';
import { EMPTY_PART, type PackagePart } from './package-part.ts';
import { packageStem } from '../model/naming.ts';
import { httpOperations, requestBodyType, restNames, successBody } from './rest-facts.ts';

const TEMPLATES = ['sandbox/contract.ts', 'sandbox/core.ts', 'sandbox/entities.ts', 'sandbox/faults.ts', 'sandbox/query.ts', 'sandbox/store.ts'];
const NEEDS_ENTITY = new Set(['create', 'read', 'list', 'update', 'delete', 'void']);

const hasSandbox = (model: ApiModel): boolean => httpOperations(model).some((op) => op.stateKind !== undefined);
const hasServiceModule = (model: ApiModel): boolean => model.serviceModules?.files.some((f) => f.path === 'sandbox/index.ts') ?? false;

export function sandboxNames(model: ApiModel): { create: string; options: string } {
  const base = packageStem(model.name);
  return { create: `create${base}Sandbox`, options: `${base}SandboxOptions` };
}

function resolve(type: TypeNode | undefined, types: ReadonlyMap<string, NamedTypeNode>): TypeNode | undefined {
  let t = type;
  for (let i = 0; i < 16 && t !== undefined && t.kind === 'ref'; i++) t = types.get(t.name)?.type;
  return t;
}

/** Entity schemas (`x-svc-entity`) by name. */
function entitySchemas(model: ApiModel): Map<string, NamedTypeNode> {
  return new Map(model.types.filter((t) => t.type.kind === 'object' && t.type.entity !== undefined).map((t) => [t.name, t]));
}

/** The entity an operation works on: declared, else found in its result (wrapper member, type, list items). */
function entityOf(op: HttpOperationNode, model: ApiModel, entities: ReadonlyMap<string, NamedTypeNode>): string | undefined {
  if (op.stateKind?.entity !== undefined) return op.stateKind.entity;
  const types = new Map(model.types.map((t) => [t.name, t]));
  const success = successBody(op, model);
  const candidates: (string | undefined)[] = [success.resultProperty];
  if (success.typeName !== undefined) {
    const body = resolve({ kind: 'ref', name: success.typeName }, types);
    if (body?.kind === 'object' && success.resultProperty !== undefined) {
      const member = body.properties.find((p) => p.name === success.resultProperty)?.type;
      if (member?.kind === 'ref') candidates.push(member.name);
    }
    candidates.push(success.typeName);
    if (body?.kind === 'array' && body.items.kind === 'ref') candidates.push(body.items.name);
  }
  return candidates.find((c) => c !== undefined && entities.has(c));
}

function cdcMember(op: HttpOperationNode, model: ApiModel): string | undefined {
  const types = new Map(model.types.map((t) => [t.name, t]));
  const success = successBody(op, model);
  if (success.typeName === undefined) return undefined;
  let result = resolve({ kind: 'ref', name: success.typeName }, types);
  if (result?.kind === 'object' && success.resultProperty !== undefined) result = resolve(result.properties.find((p) => p.name === success.resultProperty)?.type, types);
  const item = result?.kind === 'array' ? resolve(result.items, types) : undefined;
  if (item?.kind !== 'object') return undefined;
  return item.properties.find((p) => resolve(p.type, types)?.kind === 'array')?.name;
}

interface Facts {
  entities: Record<string, unknown>;
  operations: Record<string, unknown>;
  tenant?: { in: string; param?: string };
  errors: { body: unknown; kinds: Record<string, Record<string, string>> };
  environment?: string;
  problems: Diagnostic[];
}

function sandboxFacts(model: ApiModel, symbols?: SymbolTable): Facts {
  const schemas = entitySchemas(model);
  const ops = httpOperations(model);
  const problems: Diagnostic[] = [];
  const tenantKey = model.rateLimitKeys.find((k) => k.name === model.tenantKey);
  const tenantParam = tenantKey?.in === 'path' ? tenantKey.param : undefined;
  const entities: Record<string, unknown> = {};
  for (const [name, named] of schemas) {
    if (named.type.kind !== 'object' || named.type.entity === undefined) continue;
    const create = ops.find((op) => op.stateKind?.kind === 'create' && entityOf(op, model, schemas) === name);
    const createBody = create === undefined ? undefined : requestBodyType(create);
    const scoped = create !== undefined && create.parameters.some((p) => p.in === 'path' && p.name !== tenantParam);
    entities[name] = {
      ...named.type.entity,
      writable: named.type.properties.filter((p) => p.access !== 'read').map((p) => p.name),
      ...(createBody !== undefined && !scoped ? { seedType: symbols ? symbols.inputName(createBody) : createBody } : {}),
    };
  }
  const operations: Record<string, unknown> = {};
  for (const op of ops) {
    const kind = op.stateKind;
    if (kind === undefined) continue;
    const entity = entityOf(op, model, schemas);
    if (NEEDS_ENTITY.has(kind.kind) && entity === undefined) {
      problems.push(
        diagnostic('SVC011', `operation ${op.name} (x-svc-kind ${kind.kind}) works on no entity schema with x-svc-entity`, op.source, {
          hint: 'Give the entity: `x-svc-kind: { kind: ..., entity: <Schema> }`, or mark the schema with x-svc-entity.',
        }),
      );
      continue;
    }
    const placeholders = [...op.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]).filter((p) => p !== tenantParam);
    const last = op.path.split('/').pop() ?? '';
    const idParam = ['read', 'update', 'delete', 'void'].includes(kind.kind) && /^\{[^}]+\}$/.test(last) ? last.slice(1, -1) : undefined;
    const key = op.parameters.find((p) => p.idempotencyKey === true && (p.in === 'query' || p.in === 'header'));
    const success = op.responses.find((r) => /^2\d\d$/.test(r.status));
    const facts: Record<string, unknown> = {
      kind: kind.kind,
      ...(entity !== undefined ? { entity } : {}),
      ...(idParam !== undefined ? { idParam } : {}),
      scope: placeholders.filter((p) => p !== idParam),
      ...(key !== undefined ? { idempotencyKey: { in: key.in, name: key.name } } : {}),
      ...(success !== undefined && success.contents.length === 0 ? { noContent: true } : {}),
    };
    if (kind.kind === 'query' && op.query !== undefined) {
      const q = op.query;
      facts.query = {
        parameter: q.parameter,
        operators: q.operators,
        orderByKeyword: q.orderByKeyword,
        offsetKeyword: q.offsetKeyword,
        offsetBase: q.offsetBase,
        limitKeyword: q.limitKeyword,
        defaultLimit: q.defaultLimit,
        maxLimit: q.maxLimit,
        quote: q.quote,
        escape: q.escape,
      };
    }
    if (kind.kind === 'batch' && op.batch !== undefined) {
      const sizes = model.rateLimits
        .filter((l) => l.maxItemsPerRequest !== undefined && (l.appliesTo.length === 0 || l.appliesTo.includes(op.name)))
        .map((l) => l.maxItemsPerRequest as number);
      const b = op.batch;
      facts.batch = {
        items: b.itemsMember,
        id: b.idMember,
        operation: b.operationMember,
        ...(b.queryMember !== undefined ? { query: b.queryMember } : {}),
        ...(b.queryResultMember !== undefined ? { queryResult: b.queryResultMember } : {}),
        fault: b.faultMember,
        maxItems: sizes.length > 0 ? Math.min(...sizes) : 30,
      };
    }
    if (kind.kind === 'cdc') {
      const member = cdcMember(op, model);
      if (member === undefined || kind.entitiesParam === undefined || kind.sinceParam === undefined) {
        problems.push(diagnostic('SVC011', `operation ${op.name} (x-svc-kind cdc): its result is no list of { <member>: [...] }`, op.source));
        continue;
      }
      facts.cdc = { entitiesParam: kind.entitiesParam, sinceParam: kind.sinceParam, member };
    }
    operations[op.name] = facts;
  }
  const kinds: Record<string, Record<string, string>> = {};
  for (const k of model.errorFormat?.kinds ?? []) kinds[k.kind] = k.values;
  const environment = model.services.flatMap((s) => s.endpoints).find((e) => e.name === 'sandbox')?.name;
  return {
    entities,
    operations,
    ...(tenantKey !== undefined ? { tenant: { in: tenantKey.in, ...(tenantKey.param !== undefined ? { param: tenantKey.param } : {}) } } : {}),
    errors: { body: model.errorFormat?.body ?? { message: '{message}' }, kinds },
    ...(environment !== undefined ? { environment } : {}),
    problems,
  };
}

const json = (value: unknown): string => JSON.stringify(value, null, 2);

function emitSandbox(model: ApiModel, symbols: SymbolTable): string {
  const facts = sandboxFacts(model, symbols);
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
import { fixtures } from './fixtures.js';
import { ${rest.createServer}, type ${rest.handlers}, type ${rest.serverOptions} } from './server.js';
import { createSandboxCore, type SandboxDefinition, type SandboxOptions, type SandboxServer } from './runtime/sandbox/core.js';
${service ? "import { sandbox as service } from './service/sandbox/index.js';\n" : ''}
const ENTITIES: SandboxDefinition['entities'] = ${json(facts.entities)};

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

export const sandboxPart: PackagePart = {
  ...EMPTY_PART,
  name: 'sandbox',
  readme: (model) =>
    hasSandbox(model)
      ? [`- \`src/sandbox.ts\`: \`${sandboxNames(model).create}(options)\`, a stateful sandbox of the service (entities, query, batch, change data capture, idempotency, faults).`]
      : [],
  exportedNames: (model) => (hasSandbox(model) ? [...Object.values(sandboxNames(model)), 'SandboxStore', 'SandboxServer'] : []),
  templates: (model) => (hasSandbox(model) ? TEMPLATES : []),
  emit: (model, symbols) => (hasSandbox(model) ? [{ path: 'src/sandbox.ts', content: emitSandbox(model, symbols) }] : []),
  indexLines: (model) => {
    if (!hasSandbox(model)) return [];
    const names = sandboxNames(model);
    return [
      `export { ${names.create} } from './sandbox.js';`,
      `export type { ${names.options} } from './sandbox.js';`,
      "export { SandboxStore } from './runtime/sandbox/store.js';",
      "export type { SandboxServer } from './runtime/sandbox/core.js';",
    ];
  },
  check: (model) => (hasSandbox(model) ? sandboxFacts(model).problems : []),
};
