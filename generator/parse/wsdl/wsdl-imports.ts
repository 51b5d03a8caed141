/**
 * WSDLs split over files with `wsdl:import` (what WCF's svcutil and `?wsdl=wsdl0` pages write): the imported
 * definitions (messages, portTypes, bindings, services, schemas) join the importing document's.
 *
 * An import with a `location` reads that file (relative to the importer; a remote URL is not fetched). One with an
 * empty or missing location, as svcutil writes them, and an `xs:import` naming only a namespace that no schema of
 * the set provides, are resolved by namespace among the files beside the importing file (`*.wsdl`, `*.xsd`,
 * `*.xml`, read in name order): the ones whose `targetNamespace` is the imported namespace.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../../model/types.ts';
import { diagnostic } from '../../model/diagnostics.ts';
import { recordFolder } from '../../read-ledger.ts';
import { loadXmlFile, type XmlDocument, type XmlElement } from './load.ts';
import { NS } from './qname.ts';

/** What an import brought: WSDL definitions, or a schema imported with wsdl:import (WS-I frowns on it; svcutil does not). */
export interface ImportedDocuments {
  /** The root document first, then each imported WSDL once, in the order the imports are met (depth first). */
  definitions: XmlDocument[];
  /** Schema documents named by wsdl:import. */
  schemas: XmlDocument[];
}

/** Finds the documents of a namespace among the files of a folder; each folder is read once. */
export class NamespaceIndex {
  private readonly folders = new Map<string, Promise<Map<string, XmlDocument[]>>>();

  constructor(private readonly diagnostics: Diagnostic[]) {}

  /** Documents in `dir` whose root declares `targetNamespace="<ns>"`, in file-name order. */
  async find(dir: string, ns: string): Promise<XmlDocument[]> {
    let folder = this.folders.get(dir);
    if (!folder) {
      folder = this.read(dir);
      this.folders.set(dir, folder);
    }
    return (await folder).get(ns) ?? [];
  }

  private async read(dir: string): Promise<Map<string, XmlDocument[]>> {
    const byNamespace = new Map<string, XmlDocument[]>();
    let names: string[];
    recordFolder(dir);
    try {
      names = readdirSync(dir).filter((n) => /\.(wsdl|xsd|xml)$/i.test(n)).sort();
    } catch {
      return byNamespace;
    }
    for (const name of names) {
      // A file that does not parse is not a candidate; it is reported only if something imports it by location.
      const doc = await loadXmlFile(path.join(dir, name), []);
      const ns = doc?.root.attrs.targetNamespace;
      if (!doc || ns === undefined) continue;
      byNamespace.set(ns, [...(byNamespace.get(ns) ?? []), doc]);
    }
    return byNamespace;
  }
}

export async function loadWsdlImports(root: XmlDocument, index: NamespaceIndex, diagnostics: Diagnostic[]): Promise<ImportedDocuments> {
  const out: ImportedDocuments = { definitions: [], schemas: [] };
  const seen = new Set<string>();
  const visit = async (doc: XmlDocument): Promise<void> => {
    if (seen.has(doc.absFile)) return;
    seen.add(doc.absFile);
    if (doc.root.ns === NS.xsd && doc.root.local === 'schema') {
      out.schemas.push(doc);
      return;
    }
    out.definitions.push(doc);
    for (const imp of doc.root.children.filter((c) => c.ns === NS.wsdl && c.local === 'import')) {
      for (const target of await importTargets(doc, imp, index, diagnostics)) await visit(target);
    }
  };
  await visit(root);
  return out;
}

async function importTargets(from: XmlDocument, imp: XmlElement, index: NamespaceIndex, diagnostics: Diagnostic[]): Promise<XmlDocument[]> {
  const ns = imp.attrs.namespace;
  const location = imp.attrs.location?.trim();
  if (location) {
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(location)) {
      diagnostics.push(
        diagnostic('SVC012', `remote wsdl:import location is not fetched: ${location}`, imp.location, {
          hint: 'Download the imported document next to the definition and point location at the local copy.',
        }),
      );
      return [];
    }
    const doc = await loadXmlFile(path.resolve(path.dirname(from.absFile), location), diagnostics, imp.location);
    if (!doc) return [];
    if (!isDefinitionsOrSchema(doc.root)) {
      diagnostics.push(diagnostic('SVC009', `${doc.file} is neither a WSDL 1.1 document nor an XML Schema (root <${doc.root.local}>)`, imp.location));
      return [];
    }
    if (ns !== undefined && (doc.root.attrs.targetNamespace ?? '') !== ns) {
      diagnostics.push(diagnostic('SVC002', `wsdl:import of ${location} expects namespace "${ns}", but its targetNamespace is "${doc.root.attrs.targetNamespace ?? ''}"`, imp.location));
      return [];
    }
    return [doc];
  }
  if (ns === undefined) {
    diagnostics.push(diagnostic('SVC015', 'wsdl:import needs a namespace or a location', imp.location));
    return [];
  }
  const found = (await index.find(path.dirname(from.absFile), ns)).filter((d) => d.absFile !== from.absFile && isDefinitionsOrSchema(d.root));
  if (found.length === 0) {
    diagnostics.push(
      diagnostic('SVC002', `wsdl:import of namespace "${ns}" has no location, and no file beside ${from.file} declares that targetNamespace`, imp.location, {
        hint: 'Put the imported .wsdl/.xsd files (svcutil writes one per namespace) beside the importing file, or give the import a location.',
      }),
    );
  }
  return found;
}

function isDefinitionsOrSchema(root: XmlElement): boolean {
  return (root.ns === NS.wsdl && root.local === 'definitions') || (root.ns === NS.xsd && root.local === 'schema');
}
