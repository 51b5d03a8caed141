/**
 * Facts of a model's sandbox, derived from the definition's operation kinds (`x-svc-kind`) and entity facts
 * (`x-svc-entity`): the entity each stateful operation works on, its id and scope parameters, the idempotency
 * key, batch sizes, the query dialect, change-data-capture members, the tenant and the error body format. The
 * sandbox part's check reports the problems; its emitter writes the rest as tables. Nothing here knows any
 * particular interface.
 */
import { diagnostic } from '../model/diagnostics.ts';
import { packageStem } from '../model/naming.ts';
import type { ApiModel, Diagnostic, HttpOperationNode, NamedTypeNode, TypeNode } from '../model/types.ts';
import { httpOperations, requestBodyType, successBody } from './http.ts';
import { fact, read } from './index.ts';
import { memberShapes, type MemberShape } from './sandbox-shapes.ts';
import { resolveType } from './types.ts';

const NEEDS_ENTITY = new Set(['create', 'read', 'list', 'update', 'delete', 'void']);

export interface SandboxFacts {
  /** Entity facts by schema name; `seedType` is the model name of the create body's type (seeded from fixtures). */
  readonly entities: Readonly<Record<string, { readonly seedType?: string; readonly [fact: string]: unknown }>>;
  readonly operations: Readonly<Record<string, unknown>>;
  /** Member shapes of the entities that refuse unknown members (sandbox-shapes.ts). */
  readonly shapes: Readonly<Record<string, MemberShape>>;
  /** Request bodies' model type names by operation (the sandbox checks batch items with their validators). */
  readonly bodies: Readonly<Record<string, string>>;
  readonly tenant?: { readonly in: string; readonly param?: string };
  readonly errors: { readonly body: unknown; readonly kinds: Readonly<Record<string, Readonly<Record<string, string>>>> };
  /** The endpoint named `sandbox`, when the definition has one. */
  readonly environment?: string;
  readonly problems: readonly Diagnostic[];
}

/** Whether the model has stateful operations (`x-svc-kind`): the sandbox part applies. */
export function hasSandbox(model: ApiModel): boolean {
  return httpOperations(model).some((op) => op.stateKind !== undefined);
}

export function sandboxNames(model: ApiModel): { create: string; options: string } {
  const base = packageStem(model.name);
  return { create: `create${base}Sandbox`, options: `${base}SandboxOptions` };
}

const entitySchemas = fact(
  'sandboxEntitySchemas',
  (model): ReadonlyMap<string, NamedTypeNode> =>
    new Map(model.types.filter((t) => t.type.kind === 'object' && t.type.entity !== undefined).map((t) => [t.name, t])),
);

/** The entity an operation works on: declared, else found in its result (wrapper member, type, list items). */
function entityOf(op: HttpOperationNode, model: ApiModel): string | undefined {
  if (op.stateKind?.entity !== undefined) return op.stateKind.entity;
  const entities = read(model, entitySchemas);
  const success = successBody(op, model);
  const candidates: (string | undefined)[] = [success.resultProperty];
  if (success.typeName !== undefined) {
    const body = resolveType(model, { kind: 'ref', name: success.typeName });
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
  const success = successBody(op, model);
  if (success.typeName === undefined) return undefined;
  let result: TypeNode | undefined = resolveType(model, { kind: 'ref', name: success.typeName });
  if (result?.kind === 'object' && success.resultProperty !== undefined) {
    result = resolveType(model, result.properties.find((p) => p.name === success.resultProperty)?.type);
  }
  const item = result?.kind === 'array' ? resolveType(model, result.items) : undefined;
  if (item?.kind !== 'object') return undefined;
  return item.properties.find((p) => resolveType(model, p.type)?.kind === 'array')?.name;
}

const facts = fact('sandboxFacts', (model): SandboxFacts => {
  const schemas = read(model, entitySchemas);
  const ops = httpOperations(model);
  const problems: Diagnostic[] = [];
  const tenantKey = model.rateLimitKeys.find((k) => k.name === model.tenantKey);
  const tenantParam = tenantKey?.in === 'path' ? tenantKey.param : undefined;
  const entityByOperation = new Map(ops.map((op) => [op, op.stateKind === undefined ? undefined : entityOf(op, model)]));
  const entities: Record<string, { seedType?: string; [fact: string]: unknown }> = {};
  for (const [name, named] of schemas) {
    if (named.type.kind !== 'object' || named.type.entity === undefined) continue;
    const create = ops.find((op) => op.stateKind?.kind === 'create' && entityByOperation.get(op) === name);
    const createBody = create === undefined ? undefined : requestBodyType(create);
    const scoped = create !== undefined && create.parameters.some((p) => p.in === 'path' && p.name !== tenantParam);
    entities[name] = {
      ...named.type.entity,
      writable: named.type.properties.filter((p) => p.access !== 'read').map((p) => p.name),
      ...(createBody !== undefined && !scoped ? { seedType: createBody } : {}),
    };
  }
  const operations: Record<string, unknown> = {};
  for (const op of ops) {
    const kind = op.stateKind;
    if (kind === undefined) continue;
    const entity = entityByOperation.get(op);
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
      method: op.method.toUpperCase(),
      path: op.path,
      ...(Object.keys(op.selector).length > 0 ? { selector: op.selector } : {}),
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
        ...(q.postMediaType !== undefined ? { post: q.postMediaType } : {}),
      };
    }
    if (kind.kind === 'batch' && op.batch !== undefined) {
      const b = op.batch;
      const sizes = model.rateLimits
        .filter((l) => l.maxItemsPerRequest !== undefined && (l.appliesTo.length === 0 || l.appliesTo.includes(op.name)))
        .map((l) => l.maxItemsPerRequest as number);
      facts.batch = {
        items: b.itemsMember,
        id: b.idMember,
        operation: b.operationMember,
        ...(b.queryMember !== undefined ? { query: b.queryMember } : {}),
        ...(b.queryResultMember !== undefined ? { queryResult: b.queryResultMember } : {}),
        fault: b.faultMember,
        ...(kind.optionsMember !== undefined ? { options: kind.optionsMember } : {}),
        maxItems: sizes.length > 0 ? Math.min(...sizes) : 30,
      };
    }
    if (kind.kind === 'cdc') {
      const member = cdcMember(op, model);
      if (member === undefined || kind.entitiesParam === undefined || kind.sinceParam === undefined) {
        problems.push(diagnostic('SVC011', `operation ${op.name} (x-svc-kind cdc): its result is no list of { <member>: [...] }`, op.source));
        continue;
      }
      facts.cdc = { entitiesParam: kind.entitiesParam, sinceParam: kind.sinceParam, member, ...(kind.maxAgeDays !== undefined ? { maxAgeDays: kind.maxAgeDays } : {}) };
    }
    operations[op.name] = facts;
  }
  const kinds: Record<string, Record<string, string>> = {};
  for (const k of model.errorFormat?.kinds ?? []) kinds[k.kind] = k.values;
  const environment = model.services.flatMap((s) => s.endpoints).find((e) => e.name === 'sandbox')?.name;
  const strict = Object.entries(entities).filter(([, e]) => e.unknownMembers === 'refuse').map(([name]) => name);
  const bodies: Record<string, string> = {};
  for (const op of ops) {
    const body = requestBodyType(op);
    if (op.stateKind !== undefined && body !== undefined) bodies[op.name] = body;
  }
  return {
    entities,
    operations,
    shapes: memberShapes(model, strict),
    bodies,
    ...(tenantKey !== undefined ? { tenant: { in: tenantKey.in, ...(tenantKey.param !== undefined ? { param: tenantKey.param } : {}) } } : {}),
    errors: { body: model.errorFormat?.body ?? { message: '{message}' }, kinds },
    ...(environment !== undefined ? { environment } : {}),
    problems,
  };
});

export function sandboxFacts(model: ApiModel): SandboxFacts {
  return read(model, facts);
}
