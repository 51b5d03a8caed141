/**
 * The query builder of a REST client whose definition declares a query language on an operation (`x-svc-query`):
 * `client.select('<Entity>')` returns the runtime's `SelectQuery` (templates/rest-client/query.ts) typed by the entity,
 * so field names are checked against the entity type at compile time. The entities are the members of the
 * operation's result that hold arrays of a named type; each entity's type is read off the result type itself
 * (`NonNullable<Results['query']['Invoice']>[number]`), so no type names are guessed here.
 */
import { clientPathParameters, queryFacts, restNames, type QueryFacts } from '../../facts/http.ts';
import type { ApiModel } from '../../model/types.ts';
import { renderDoc } from '../../part-kit/jsdoc.ts';
import { literal, propertyKey } from '../../part-kit/type-expression.ts';
import { descriptorName } from '../operations/descriptors.ts';

function typeNames(model: ApiModel): { entities: string; operator: string } {
  const names = restNames(model);
  return { entities: names.queryEntities, operator: names.queryOperator };
}

/** Module-level statements of client.ts: the entity map, the operator union and the dialect. */
export function queryBuilderStatements(model: ApiModel, facts: QueryFacts): string[] {
  const names = restNames(model);
  const t = typeNames(model);
  const result = `${names.results}[${literal(facts.operation.name)}]`;
  const l = facts.language;
  const dialect = {
    operators: l.operators,
    orderByKeyword: l.orderByKeyword,
    offsetKeyword: l.offsetKeyword,
    offsetBase: l.offsetBase,
    limitKeyword: l.limitKeyword,
    defaultLimit: l.defaultLimit,
    maxLimit: l.maxLimit,
    quote: l.quote,
    escape: l.escape,
    ...(l.postMediaType !== undefined ? { post: l.postMediaType } : {}),
  };
  return [
    `${renderDoc([`Entities \`select()\` can query, each with the type of one result of \`${facts.operation.name}\`.`])}export interface ${t.entities} {
${facts.entities.map((e) => `  ${propertyKey(e)}: NonNullable<${result}[${literal(e)}]>[number];`).join('\n')}
}`,
    `${renderDoc(['Comparison operators of the query language.'])}export type ${t.operator} = ${l.operators.map((o) => literal(o)).join(' | ')};`,
    `const queryDialect: QueryDialect = ${JSON.stringify(dialect)};`,
  ];
}

/** The `select()` method of the client class. */
export function queryBuilderMethod(model: ApiModel, facts: QueryFacts): string {
  const t = typeNames(model);
  const held = clientPathParameters(model).filter((h) => facts.operation.parameters.some((p) => p.in === 'path' && p.name === h.name));
  const path = held.map((h) => `${propertyKey(h.name)}: this.pathValues[${literal(h.name)}]`).join(', ');
  const l = facts.language;
  const doc = [
    `A typed select statement over one entity, run by \`${facts.operation.name}\`: \`where\`, \`orderBy\`, \`limit\`, then \`fetch()\` for one page`,
    `or \`for await (const e of ….all())\` for every result (pages of up to ${l.maxLimit} with ${l.offsetKeyword}/${l.limitKeyword}).`,
    'Field names are checked against the entity type; values are quoted and escaped by the builder.',
  ];
  return `${renderDoc(doc)}select<E extends keyof ${t.entities}>(entity: E): SelectQuery<${t.entities}[E], ${t.operator}> {
    return selectFrom<${t.entities}[E], ${t.operator}>(
      queryDialect,
      (statement, signal) => {
        const call = statementCall(descriptors.${descriptorName(facts.operation.name)}, ${literal(l.parameter)}, statement, queryDialect.post);
        return this.http.call(call.operation, { path: { ${path} }, query: call.query, body: call.body, headers: call.headers, signal });
      },
      entity,
    );
  }`;
}

/** Type names the query builder adds to the package's exports. */
export function queryBuilderExports(model: ApiModel): string[] {
  if (queryFacts(model) === undefined) return [];
  const t = typeNames(model);
  return [t.entities, t.operator];
}
