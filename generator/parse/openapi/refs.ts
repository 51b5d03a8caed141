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
import { recordFolder } from '../../read-ledger.ts';
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
  /**
   * The one diagnostic of each target that does not exist (`absolute file#pointer`): a name missing from the
   * definition is reported once, at its first use, and every other use is listed on it (`related`).
   */
  private readonly missing = new Map<string, Diagnostic>();
  /** `$ref` sites already listed on a missing target's diagnostic (a site is read more than once). */
  private readonly listed = new Set<string>();

  constructor(
    private readonly store: DocumentStore,
    private readonly diagnostics: Diagnostic[],
  ) {}

  /**
   * One step: the value a `$ref` names (which may itself be a ref). Reports SVC002 at `at` when unresolved.
   * `keyword` is the key holding the reference (`$ref`, `$dynamicRef`), for the location.
   */
  resolveOnce(ref: unknown, at: Site, keyword = '$ref'): Target | undefined {
    const refLoc = join(at.pointer, keyword);
    if (typeof ref !== 'string') {
      this.diagnostics.push(diagnostic('SVC015', `${keyword} must be a string`, at.doc.locate(refLoc)));
      return undefined;
    }
    const cacheKey = `${at.doc.path}\0${ref}`;
    const cached = this.cache.get(cacheKey);
    if (cached === null) this.alsoUsedAt(cacheKey, at.doc, refLoc);
    if (cached !== undefined) return cached ?? undefined;
    const result = this.lookup(ref, at, refLoc, cacheKey);
    this.cache.set(cacheKey, result ?? null);
    return result;
  }

  /** A missing target's diagnostic, first made or (for a later use) given one more related place. */
  private reportMissing(targetId: string, cacheKey: string, make: () => Diagnostic, doc: LoadedDocument, refLoc: string): void {
    this.missingByRef.set(cacheKey, targetId);
    if (this.missing.has(targetId)) {
      this.alsoUsedAt(cacheKey, doc, refLoc);
      return;
    }
    const d = make();
    this.missing.set(targetId, d);
    this.listed.add(`${doc.path}#${refLoc}`);
    this.diagnostics.push(d);
  }

  /** Cache key of a failed `$ref` -> the missing target it names. */
  private readonly missingByRef = new Map<string, string>();

  private alsoUsedAt(cacheKey: string, doc: LoadedDocument, refLoc: string): void {
    const targetId = this.missingByRef.get(cacheKey);
    const d = targetId === undefined ? undefined : this.missing.get(targetId);
    const site = `${doc.path}#${refLoc}`;
    if (!d || this.listed.has(site)) return;
    this.listed.add(site);
    (d.related ??= []).push({ message: 'also referred to here', location: doc.locate(refLoc) });
  }

  private lookup(ref: string, at: Site, refLoc: string, cacheKey: string): Target | undefined {
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
        this.reportMissing(abs, cacheKey, () => diagnostic('SVC002', `unresolved $ref '${ref}': ${message}${didYouMean(path.basename(abs), siblingFiles(abs))}`, at.doc.locate(refLoc)), at.doc, refLoc),
      );
      if (!doc) return undefined;
    }
    const segments = split(safeDecode(fragment));
    const moved = doc.alias?.(join('', ...segments));
    const found = this.walk(doc, segments) ?? (moved === undefined ? undefined : this.walk(doc, split(moved)));
    if (!found) {
      const where = doc;
      this.reportMissing(`${doc.path}#${join('', ...segments)}`, cacheKey, () =>
        diagnostic('SVC002', `unresolved $ref '${ref}': no value at '#${fragment}' in ${where.file}${nearestKey(where.data, segments)}`, at.doc.locate(refLoc)), at.doc, refLoc);
      return undefined;
    }
    return found;
  }

  /**
   * The value at `segments` of `doc`, stepping through a `$ref` met on the way when the next key is not beside it
   * (a discriminator mapping pointing into a schema that an `allOf` entry only references, as PagerDuty's does):
   * the target is where the value really is, so it is the same definition as a direct reference to it.
   */
  private walk(doc: LoadedDocument, segments: readonly string[]): Target | undefined {
    // Most pointers name a value directly: found in one step, without building a pointer per segment.
    const direct = get(doc.data, segments);
    if (direct !== undefined) {
      const pointer = join('', ...segments);
      return { doc, pointer, key: targetKey(doc, pointer), value: direct };
    }
    let here: Target = { doc, pointer: '', key: targetKey(doc, ''), value: doc.data };
    for (let i = 0; i < segments.length; i++) {
      for (let hops = 0; isRef(here.value) && !Object.prototype.hasOwnProperty.call(here.value, segments[i]); hops++) {
        const next = hops < 32 ? this.resolveOnce(here.value.$ref, here) : undefined;
        if (!next) return undefined;
        here = next;
      }
      const value = get(here.value, [segments[i]]);
      if (value === undefined) return undefined;
      const pointer = join(here.pointer, segments[i]);
      here = { doc: here.doc, pointer, key: targetKey(here.doc, pointer), value };
    }
    return here;
  }

  /** Follows a chain of refs to the first value that is not a ref. Reports a cycle as SVC002. */
  resolve(ref: unknown, at: Site, keyword = '$ref'): Target | undefined {
    let target = this.resolveOnce(ref, at, keyword);
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
  recordFolder(path.dirname(abs));
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
