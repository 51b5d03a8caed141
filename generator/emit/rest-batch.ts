/** `batch()` of REST clients whose batch operation declares `maxItemsPerRequest`. */
import type { ApiModel } from '../model/types.ts';

export interface BatchFacts {
  operation: string;
}

export function batchFacts(_model: ApiModel): BatchFacts | undefined {
  return undefined;
}

export function batchMethod(_model: ApiModel, _facts: BatchFacts): string {
  return '';
}
