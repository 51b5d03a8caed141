/**
 * `batch()` of a REST client whose definition declares a batch operation (`x-svc-batch`): it takes any number of
 * items, sends them in chunks of the `maxItemsPerRequest` of the rate limits applying to the operation (through
 * the runtime's `runBatch`, templates/rest-client/batch.ts) and resolves to one typed outcome per item, in input order.
 * Entity items are typed by the query builder's entities when the interface has one (rest-query.ts).
 */
import { batchFacts, clientPathParameters, optionalParameters, queryFacts, restNames, type BatchFacts } from '../../facts/http.ts';
import type { ApiModel } from '../../model/types.ts';
import { renderDoc } from '../../part-kit/jsdoc.ts';
import { literal, propertyKey } from '../../part-kit/type-expression.ts';
import { descriptorName } from '../operations/descriptors.ts';

/** The batch operation the client's chunking `batch()` stands in for: declared, and sized by a rate limit. */
export function chunkedBatch(model: ApiModel): (BatchFacts & { maxItems: number }) | undefined {
  const facts = batchFacts(model);
  return facts?.maxItems === undefined ? undefined : (facts as BatchFacts & { maxItems: number });
}

function typeNames(model: ApiModel): { item: string; fault: string; outcome: string } {
  const names = restNames(model);
  return { item: names.batchItem, fault: names.batchFault, outcome: names.batchOutcome };
}

/** Module-level statements of client.ts: item, fault and outcome types, and the batch shape. */
export function batchStatements(model: ApiModel, facts: BatchFacts): string[] {
  const names = restNames(model);
  const t = typeNames(model);
  const s = facts.shape;
  const op = literal(facts.operation.name);
  const entities = queryFacts(model) !== undefined ? names.queryEntities : undefined;
  const wireItem = `Operations[${op}]['request'][${literal(s.itemsMember)}][number]`;
  const answer = `${names.results}[${op}][number]`;
  const verb = `NonNullable<${wireItem}[${literal(s.operationMember)}]>`;
  const entityItem =
    entities !== undefined
      ? `{ [E in keyof ${entities}]: { readonly ${propertyKey(s.operationMember)}: ${verb} } & { readonly [K in E]: ${entities}[E] } }[keyof ${entities}]`
      : `{ readonly ${propertyKey(s.operationMember)}: ${verb}; readonly [entity: string]: unknown }`;
  const queryItem = s.queryMember !== undefined ? ` | { readonly ${propertyKey(s.queryMember)}: string | { toString(): string } }` : '';
  const queryValue = s.queryResultMember !== undefined ? `NonNullable<${answer}[${literal(s.queryResultMember)}]>` : 'unknown';
  const entityValue =
    entities !== undefined ? `{ [E in keyof ${entities}]: I extends { readonly [K in E]: unknown } ? ${entities}[E] : never }[keyof ${entities}]` : 'unknown';
  const value = s.queryMember !== undefined ? `I extends { readonly ${propertyKey(s.queryMember)}: unknown } ? ${queryValue} : ${entityValue}` : entityValue;
  const shape = { ...s };
  return [
    `${renderDoc([`One item of \`${facts.operation.name}()\`: an entity with what to do with it${s.queryMember !== undefined ? ', or a query (a statement or a `select()` builder)' : ''}. Ids are assigned by the client.`])}export type ${t.item} = ${entityItem}${queryItem};`,
    `${renderDoc(['Why one batch item failed, as the service reports it.'])}export type ${t.fault} = NonNullable<${answer}[${literal(s.faultMember)}]>;`,
    `${renderDoc(['Outcome of batch item `I`: `{ ok: true, value }` or `{ ok: false, fault }` (`fault` undefined when the service returned no outcome for it).'])}export type ${t.outcome}<I> = BatchOutcome<${value}, ${t.fault}>;`,
    `const batchShape: BatchShape = ${JSON.stringify(shape)};`,
  ];
}

/** The chunking method that stands in for the plain batch operation method. */
export function batchMethod(model: ApiModel, facts: BatchFacts): string {
  const names = restNames(model);
  const t = typeNames(model);
  const base = names.client.replace(/Client$/, '');
  const op = facts.operation;
  const held = clientPathParameters(model).filter((h) => op.parameters.some((p) => p.in === 'path' && p.name === h.name));
  const path = held.map((h) => `${propertyKey(h.name)}: this.pathValues[${literal(h.name)}]`).join(', ');
  const ref = `Operations[${literal(op.name)}]`;
  const optQuery = optionalParameters(op, model, held, 'query').map((p) => literal(p.name));
  const q = optQuery.length > 0 ? `Pick<${ref}['query'], ${optQuery.join(' | ')}>` : 'Record<never, never>';
  const doc = [
    op.summary ?? op.name,
    '',
    'Takes any number of items and sends them in chunks of the largest size the rate limits allow, paced by the limiter; resolves',
    'to one outcome per item, in input order. Each request gets its own idempotency key. A request that fails as a whole rejects.',
  ];
  return `${renderDoc(doc)}${op.name}<const I extends readonly ${t.item}[]>(
    items: I,
    options?: Omit<${base}CallOptions<${q}>, 'idempotencyKey'>,
  ): Promise<{ -readonly [K in keyof I]: ${t.outcome}<I[K]> }> {
    const size = maxItemsPerRequest(rateLimits, ${literal(op.name)}) ?? Math.max(1, items.length);
    const send = (body: { readonly [member: string]: unknown }): Promise<unknown> =>
      this.http.call(descriptors.${descriptorName(op.name)}, { path: { ${path} }, query: options?.query, body, signal: options?.signal });
    return runBatch(batchShape, items as unknown as readonly { readonly [member: string]: unknown }[], size, send) as Promise<never>;
  }`;
}

/** Type names `batch()` adds to the package's exports. */
export function batchExports(model: ApiModel): string[] {
  if (chunkedBatch(model) === undefined) return [];
  const t = typeNames(model);
  return [t.item, t.fault, t.outcome];
}
