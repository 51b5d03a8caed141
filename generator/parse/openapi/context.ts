/** Shared state of one parse: documents, diagnostics, ref resolution and the named-type registry. */
import type { Diagnostic, NamedTypeNode, SourceLocation } from '../../model/types.ts';
import { diagnostic } from '../../model/diagnostics.ts';
import type { DiagnosticCode } from '../../model/diagnostics.ts';
import { DocumentStore } from './load.ts';
import type { LoadedDocument, LoadOptions } from './load.ts';
import { RefResolver } from './refs.ts';
import type { Site, Target } from './refs.ts';
import { join } from './pointer.ts';

/** A named type waiting for its body to be converted (queued so recursive refs never convert inline). */
export interface PendingType {
  name: string;
  originalName: string;
  target: Target;
  source: SourceLocation;
  /** Set when the entry is another name for an already registered target: the type is a ref to it. */
  aliasOf?: string;
}

export class ParseContext {
  readonly diagnostics: Diagnostic[] = [];
  readonly store: DocumentStore;
  readonly refs: RefResolver;
  /** Target key -> type name. */
  private readonly nameByTarget = new Map<string, string>();
  private readonly usedNames = new Set<string>();
  /** Type name -> name as written in the source (implicit discriminator values are schema keys). */
  private readonly originalNames = new Map<string, string>();
  readonly pending: PendingType[] = [];
  readonly types: NamedTypeNode[] = [];
  /** The root document: bare schema names (discriminator mappings) refer to its components. */
  rootDoc: LoadedDocument | undefined;

  constructor(options: LoadOptions = {}) {
    this.store = new DocumentStore(this.diagnostics, options);
    this.refs = new RefResolver(this.store, this.diagnostics);
  }

  report(code: DiagnosticCode, message: string, site: Site, segments: (string | number)[] = [], severity: 'error' | 'warning' = 'error'): void {
    this.diagnostics.push(diagnostic(code, message, site.doc.locate(join(site.pointer, ...segments)), { severity }));
  }

  child(site: Site, ...segments: (string | number)[]): Site {
    return { doc: site.doc, pointer: join(site.pointer, ...segments) };
  }

  nameOf(targetKey: string): string | undefined {
    return this.nameByTarget.get(targetKey);
  }

  originalNameOf(name: string): string | undefined {
    return this.originalNames.get(name);
  }

  isNameUsed(name: string): boolean {
    return this.usedNames.has(name);
  }

  /** Reserves `name` for `target` and queues its conversion. The caller guarantees the name is free. */
  register(entry: PendingType): void {
    this.usedNames.add(entry.name);
    this.originalNames.set(entry.name, entry.originalName);
    if (!entry.aliasOf) this.nameByTarget.set(entry.target.key, entry.name);
    this.pending.push(entry);
  }

  /** A free name based on `base`: `base`, `base2`, `base3`, ... */
  uniqueName(base: string): string {
    if (!this.usedNames.has(base)) return base;
    for (let i = 2; ; i++) if (!this.usedNames.has(`${base}${i}`)) return `${base}${i}`;
  }
}
