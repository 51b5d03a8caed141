/** `documentation` elements (WSDL, and XSD inside `annotation`) -> description text and provenance marker. */
import { deepText, type XmlElement } from './load.ts';
import { NS } from './qname.ts';

export interface Documentation {
  description?: string;
  provenance?: string;
}

/**
 * Definitions mark facts filled from public behaviour by starting a paragraph with `[x-svc-source: <value>]`.
 * The text is kept as written (so seed and fill stay distinguishable paragraph by paragraph); the first
 * marker's value becomes the provenance.
 */
const PROVENANCE_MARKER = /^\[x-svc-source:\s*([^\]\s]+)\s*\]/m;

/** `wsdl:documentation` children of a WSDL element. */
export function wsdlDocumentation(el: XmlElement): Documentation {
  return fromTexts(el.children.filter((c) => c.ns === NS.wsdl && c.local === 'documentation').map(deepText));
}

/** `xs:annotation/xs:documentation` children of an XSD element. */
export function xsdDocumentation(el: XmlElement): Documentation {
  const texts: string[] = [];
  for (const annotation of el.children) {
    if (annotation.ns !== NS.xsd || annotation.local !== 'annotation') continue;
    for (const doc of annotation.children) {
      if (doc.ns === NS.xsd && doc.local === 'documentation') texts.push(deepText(doc));
    }
  }
  return fromTexts(texts);
}

function fromTexts(texts: string[]): Documentation {
  const parts = texts.map(normalise).filter(Boolean);
  const result: Documentation = {};
  if (parts.length === 0) return result;
  result.description = parts.join('\n\n');
  const marker = PROVENANCE_MARKER.exec(result.description);
  if (marker) result.provenance = marker[1];
  return result;
}

/** Trims each line (source indentation is noise) and collapses runs of blank lines. */
function normalise(text: string): string {
  const lines = text.split(/\r\n?|\n/).map((l) => l.trim());
  const out: string[] = [];
  for (const line of lines) {
    if (line === '' && (out.length === 0 || out[out.length - 1] === '')) continue;
    out.push(line);
  }
  while (out.length && out[out.length - 1] === '') out.pop();
  return out.join('\n');
}
