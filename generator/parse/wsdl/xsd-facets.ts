/**
 * Restriction facets (xs:enumeration, xs:pattern, lengths, bounds) applied to a simple type node. Facets the
 * model cannot express on that node are reported as SVC007 warnings and left out, never guessed.
 */
import type { Diagnostic, TypeNode } from '../../model/types.ts';
import { diagnostic } from '../../model/diagnostics.ts';
import type { XmlElement } from './load.ts';
import { NS } from './qname.ts';

const LENGTH_FACETS = new Set(['length', 'minLength', 'maxLength']);
const BOUND_FACETS = new Set(['minInclusive', 'maxInclusive', 'minExclusive', 'maxExclusive']);
const DIGIT_FACETS = new Set(['totalDigits', 'fractionDigits']);
/** Facets with no effect on the value space the model describes. */
const SILENT_FACETS = new Set(['whiteSpace', 'annotation']);

/** XSD patterns match the whole value; model patterns (JSON Schema style) match anywhere, so anchor them. */
export function anchorPattern(patterns: string[]): string {
  const body = patterns.length === 1 ? patterns[0] : patterns.map((p) => `(?:${p})`).join('|');
  return `^(?:${body})$`;
}

export function hasFacets(restriction: XmlElement): boolean {
  return restriction.children.some((c) => c.ns === NS.xsd && c.local !== 'annotation' && c.local !== 'simpleType');
}

export function applyFacets(node: TypeNode, restriction: XmlElement, diagnostics: Diagnostic[]): TypeNode {
  const enums: XmlElement[] = [];
  const patterns: XmlElement[] = [];
  for (const facet of restriction.children) {
    if (facet.ns !== NS.xsd || facet.local === 'simpleType' || SILENT_FACETS.has(facet.local)) continue;
    if (facet.local === 'enumeration') enums.push(facet);
    else if (facet.local === 'pattern') patterns.push(facet);
    else if (LENGTH_FACETS.has(facet.local)) applyLength(node, facet, diagnostics);
    else if (BOUND_FACETS.has(facet.local)) applyBound(node, facet, diagnostics);
    else if (DIGIT_FACETS.has(facet.local)) applyDigits(node, facet, diagnostics);
    else if (facet.local === 'attribute' || facet.local === 'attributeGroup' || facet.local === 'anyAttribute') continue;
    else unsupported(facet, node, diagnostics);
  }
  if (patterns.length) {
    if (node.kind === 'string') node.pattern = anchorPattern(patterns.map((p) => p.attrs.value ?? ''));
    else unsupported(patterns[0], node, diagnostics);
  }
  if (enums.length) {
    if (node.kind === 'string') node.enum = enums.map((e) => e.attrs.value ?? '');
    else if (node.kind === 'number') {
      const values: number[] = [];
      for (const e of enums) {
        const n = numberValue(e, diagnostics);
        if (n !== undefined) values.push(n);
      }
      node.enum = values;
    } else unsupported(enums[0], node, diagnostics);
  }
  return node;
}

function applyLength(node: TypeNode, facet: XmlElement, diagnostics: Diagnostic[]): void {
  const value = facet.attrs.value ?? '';
  if (!/^[0-9]+$/.test(value)) {
    diagnostics.push(diagnostic('SVC015', `xs:${facet.local} value="${value}" is not a non-negative integer`, facet.location));
    return;
  }
  const n = Number(value);
  if (node.kind === 'string') {
    if (facet.local !== 'maxLength') node.minLength = n;
    if (facet.local !== 'minLength') node.maxLength = n;
  } else if (node.kind === 'array') {
    if (facet.local !== 'maxLength') node.minItems = n;
    if (facet.local !== 'minLength') node.maxItems = n;
  } else unsupported(facet, node, diagnostics);
}

function applyBound(node: TypeNode, facet: XmlElement, diagnostics: Diagnostic[]): void {
  if (node.kind !== 'number') {
    unsupported(facet, node, diagnostics);
    return;
  }
  const n = numberValue(facet, diagnostics);
  if (n === undefined) return;
  if (facet.local === 'minInclusive') node.minimum = n;
  else if (facet.local === 'maxInclusive') node.maximum = n;
  else if (facet.local === 'minExclusive') {
    node.exclusiveMinimum = n;
    delete node.minimum;
  } else {
    node.exclusiveMaximum = n;
    delete node.maximum;
  }
}

function applyDigits(node: TypeNode, facet: XmlElement, diagnostics: Diagnostic[]): void {
  const value = facet.attrs.value ?? '';
  if (!/^[0-9]+$/.test(value)) {
    diagnostics.push(diagnostic('SVC015', `xs:${facet.local} value="${value}" is not a non-negative integer`, facet.location));
    return;
  }
  // fractionDigits on an integer says nothing new.
  if (node.kind === 'number' && node.integer && facet.local === 'fractionDigits') return;
  unsupported(facet, node, diagnostics);
}

function numberValue(facet: XmlElement, diagnostics: Diagnostic[]): number | undefined {
  const value = (facet.attrs.value ?? '').trim();
  const n = value === '' ? NaN : Number(value);
  if (Number.isNaN(n)) {
    diagnostics.push(diagnostic('SVC015', `xs:${facet.local} value="${value}" is not a number`, facet.location));
    return undefined;
  }
  return n;
}

function describe(node: TypeNode): string {
  if (node.kind === 'string' && node.format) return `string (${node.format})`;
  return node.kind;
}

function unsupported(facet: XmlElement, node: TypeNode, diagnostics: Diagnostic[]): void {
  diagnostics.push(
    diagnostic('SVC007', `facet xs:${facet.local} on a ${describe(node)} type is not represented in the model; it is ignored`, facet.location, {
      severity: 'warning',
    }),
  );
}
