/** Query builder of REST clients whose definition declares a query language (`x-svc-query`). */
import type { ApiModel } from '../model/types.ts';

export interface QueryFacts {
  operation: string;
}

export function queryBuilderFacts(_model: ApiModel): QueryFacts | undefined {
  return undefined;
}

export function queryBuilderStatements(_model: ApiModel, _facts: QueryFacts): string[] {
  return [];
}

export function queryBuilderMethod(_model: ApiModel, _facts: QueryFacts): string {
  return '';
}

/** Names the query builder adds to the package's exports. */
export function queryBuilderExports(model: ApiModel): string[] {
  return queryBuilderFacts(model) === undefined ? [] : [];
}
