/**
 * `$ref` resolution within and across files. A target is identified by `absolute path#pointer`; chains of
 * refs are followed to the first non-ref value, with a guard against ref cycles. Results are cached per
 * (document, ref string), so a spec with thousands of identical refs resolves each once.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../../model/types.ts';
import { diagnostic } from '../../model/diagnostics.ts';
import { didYouMean } from '../../model/nearest.ts';
import type { DocumentStore, LoadedDocument } from './load.ts';
import { get, join, split } from './pointer.ts';

/** A place in a loaded document: where a value was read from. */
export interface Site {
  doc: LoadedDocument;
  pointer: string;
}

export interface Target extends Site {
  /** `absolute path#pointer`: equal keys are the same definition. */
  key: string;
  value: unknown;
}

export function isRef(value: unknown): value is { $ref: string } {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && '$ref' in value;
}

export function targetKey(doc: LoadedDocument, pointer: string): string {
  return `${doc.path}#${pointer}`;
}

export class RefResolver {
  private readonly cache = new Map<string, Target | null>();

  constructor(
    private readonly store: DocumentStore,
    private readonly diagnostics: Diagnostic[],
  ) {}

  /** One step: the value a `$ref` names (which may itself be a ref). Reports SVC002 at `at` when unresolved. */
  resolveOnce(ref: unknown, at: Site): Target | undefined {
    const refLoc = join(at.pointer, '$ref');
    if (typeof ref !== 'string') {
      this.diagnostics.push(diagnostic('SVC015', '$ref must be a string', at.doc.locate(refLoc)));
      return undefined;
    }
    const cacheKey = `${at.doc.path}\0${ref}`;
    const cached = this.cache.get(cacheKey);
    if (cached !== undefined) return cached ?? undefined;
    const result = this.lookup(ref, at, refLoc);
    this.cache.set(cacheKey, result ?? null);
    return result;
  }

  private lookup(ref: string, at: Site, refLoc: string): Target | undefined {
    const hash = ref.indexOf('#');
    const filePart = hash < 0 ? ref : ref.slice(0, hash);
    const fragment = hash < 0 ? '' : ref.slice(hash + 1);
    if (/^[a-z][a-z0-9+.-]*:/i.test(filePart)) {
      this.diagnostics.push(
        diagnostic('SVC002', `remote $ref '${ref}' is not supported; use a relative file path`, at.doc.locate(refLoc)),
      );
      return undefined;
    }
    let doc: LoadedDocument | undefined = at.doc;
    if (filePart !== '') {
      const abs = path.resolve(path.dirname(at.doc.path), safeDecode(filePart));
      doc = this.store.load(abs, (message) =>
        this.diagnostics.push(diagnostic('SVC002', `unresolved $ref '${ref}': ${message}${didYouMean(path.basename(abs), siblingFiles(abs))}`, at.doc.locate(refLoc))),
      );
      if (!doc) return undefined;
    }
    const segments = split(safeDecode(fragment));
    const value = get(doc.data, segments);
    if (value === undefined) {
      this.diagnostics.push(
        diagnostic('SVC002', `unresolved $ref '${ref}': no value at '#${fragment}' in ${doc.file}${nearestKey(doc.data, segments)}`, at.doc.locate(refLoc)),
      );
      return undefined;
    }
    const pointer = join('', ...segments);
    return { doc, pointer, key: targetKey(doc, pointer), value };
  }

  /** Follows a chain of refs to the first value that is not a ref. Reports a cycle as SVC002. */
  resolve(ref: unknown, at: Site): Target | undefined {
    let target = this.resolveOnce(ref, at);
    const seen = new Set<string>();
    while (target && isRef(target.value)) {
      if (seen.has(target.key)) {
        this.diagnostics.push(
          diagnostic('SVC002', `$ref chain loops back to '${target.pointer || '/'}' in ${target.doc.file}`, at.doc.locate(join(at.pointer, '$ref'))),
        );
        return undefined;
      }
      seen.add(target.key);
      target = this.resolveOnce(target.value.$ref, target);
    }
    return target;
  }

  /** The value itself when not a ref, else what the ref chain ends at. */
  deref(value: unknown, at: Site): Target | undefined {
    if (!isRef(value)) return { ...at, key: targetKey(at.doc, at.pointer), value };
    return this.resolve(value.$ref, at);
  }
}

/** Names of the files beside `abs` (for "did you mean" on a misspelt file name). */
function siblingFiles(abs: string): string[] {
  try {
    return readdirSync(path.dirname(abs));
  } catch {
    return [];
  }
}

/** "did you mean" for the first missing segment of a pointer, among the keys where it is missing. */
function nearestKey(data: unknown, segments: readonly string[]): string {
  for (let i = 0; i < segments.length; i++) {
    const parent = get(data, segments.slice(0, i));
    if (get(parent, [segments[i]]) !== undefined) continue;
    return parent !== null && typeof parent === 'object' && !Array.isArray(parent) ? didYouMean(segments[i], Object.keys(parent)) : '';
  }
  return '';
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
