/**
 * Facts: what several parts need to know about one model (its type index, success bodies, REST names, query and
 * batch facts, SOAP codecs, sandbox facts ...), derived from the analysed model once per generation and then only
 * read. A fact is a named pure function of the model; `read(model, fact)` builds it the first time and returns
 * the same value afterwards (memoised per model object, so a regenerated model starts afresh and nothing leaks
 * between runs). Facts may read other facts.
 *
 * Each module of this folder defines the facts of one topic (types.ts, http.ts, soap.ts, sandbox.ts ...); parts
 * read them, and no part derives them itself.
 */
import type { ApiModel } from '../model/types.ts';

/** A fact about a model: a name (for messages and the build counter) and how it is derived. */
export interface Fact<T> {
  readonly name: string;
  readonly derive: (model: ApiModel) => T;
}

/** Declares a fact; `derive` runs at most once per model object. */
export function fact<T>(name: string, derive: (model: ApiModel) => T): Fact<T> {
  return { name, derive };
}

const memo = new WeakMap<ApiModel, Map<Fact<unknown>, unknown>>();
const builds = new Map<string, number>();

/** The fact for this model, derived on first use. */
export function read<T>(model: ApiModel, which: Fact<T>): T {
  let known = memo.get(model);
  if (known === undefined) {
    known = new Map();
    memo.set(model, known);
  }
  if (known.has(which)) return known.get(which) as T;
  builds.set(which.name, (builds.get(which.name) ?? 0) + 1);
  const value = which.derive(model);
  known.set(which, value);
  return value;
}

/** How many times each fact was derived since the last `resetFactCounts()` (for the test that each is built once). */
export function factCounts(): ReadonlyMap<string, number> {
  return new Map(builds);
}

export function resetFactCounts(): void {
  builds.clear();
}
