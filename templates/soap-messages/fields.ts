/**
 * Reading typed values out of a parsed wrapper element. Every problem is a `Client` `SoapFault` that names
 * the element, so a server can send it back as is.
 *
 * Children are matched by local name in the wrapper's namespace (elementFormDefault="qualified"); children in
 * no namespace are accepted too, because some clients write unqualified children. A child with a field's name
 * in any other namespace is a Client fault (it is not that field, and silently reading it as absent would hide
 * the caller's mistake). Names are case-sensitive.
 * Strings are returned exactly as sent: never trimmed, never converted. Absent is `undefined`, `xsi:nil` is
 * `null` (for a non-nillable element: `undefined`), an empty element is `''`.
 */
import type { ScalarKind, ScalarValue } from './envelope.ts';
import { SoapFault } from './fault.ts';
import type { XmlElement } from './xml-tree.ts';

export interface ReadSpec {
  readonly name: string;
  readonly kind:
    ScalarKind | 'array' | 'repeated' | 'element' | 'element-array' | 'repeated-element' | 'attribute' | 'text';
  /** `minOccurs="1"`: absence is a Client fault. */
  readonly required?: boolean;
  readonly nillable?: boolean;
  /** Item element name of an `array` or `element-array` wrapper. */
  readonly itemName?: string;
  /** Item kind of an `array` or `repeated` field. */
  readonly itemKind?: ScalarKind;
  /** Value kind of an `attribute` or of `text` content. */
  readonly valueKind?: ScalarKind;
  /** An `attribute` in the element's namespace (form="qualified"); default: in no namespace. */
  readonly qualified?: boolean;
  /**
   * The element's namespace when its schema is not the wrapper's (a child of a type declared in another schema,
   * qualified there); it is accepted there as well as in the parent's namespace or none.
   */
  readonly namespace?: string;
  /**
   * Accepted in any namespace: a member of SOAP-encoded content (rpc/encoded), which stacks write unqualified or
   * qualified (node-soap qualifies the children of a part the schema leaves unqualified).
   */
  readonly anyNamespace?: boolean;
}

export type ReadValue =
  ScalarValue | null | readonly (ScalarValue | null)[] | XmlElement | readonly (XmlElement | null)[];

/**
 * Children of `parent` named `name` (in the parent's namespace, `namespace` when given, or none), in document
 * order. One with that name in another namespace is a Client fault.
 */
export function childrenNamed(parent: XmlElement, name: string, namespace?: string, anyNamespace?: boolean): XmlElement[] {
  const found: XmlElement[] = [];
  for (const child of parent.children) {
    if (child.name !== name) continue;
    if (child.namespace !== namespace && anyNamespace !== true) checkNamespace(parent, child);
    found.push(child);
  }
  return found;
}

/** `child` is in `parent`'s namespace or in none; otherwise a Client fault naming both. */
function checkNamespace(parent: XmlElement, child: XmlElement): void {
  if (child.namespace === parent.namespace || child.namespace === '') return;
  const namespace = child.namespace.length > 64 ? `${child.namespace.slice(0, 64)}...` : child.namespace;
  throw SoapFault.client(`Element ${child.name} is in namespace "${namespace}", expected "${parent.namespace}"`);
}

function single(parent: XmlElement, spec: ReadSpec): XmlElement | undefined {
  const found = childrenNamed(parent, spec.name, spec.namespace, spec.anyNamespace);
  if (found.length > 1)
    throw SoapFault.client(`Element ${spec.name} appears ${found.length} times; at most once allowed`);
  if (found.length === 0 && spec.required) throw SoapFault.client(`Missing required element ${spec.name}`);
  return found[0];
}

/**
 * Reads one field. Returns `undefined` when absent, `null` when nil (nillable fields), else the value:
 * a string/number/boolean for scalars, an array for `array`/`repeated`, the element itself for `element`, and
 * the item elements (`null` for nil ones) for `element-array`/`repeated-element`, for the caller to decode, and
 * the value of an `attribute` or of the `text` content of `parent` itself.
 */
export function readField(parent: XmlElement, spec: ReadSpec): ReadValue | undefined {
  if (spec.kind === 'attribute') return readAttribute(parent, spec);
  if (spec.kind === 'text') {
    if (parent.children.length > 0) throw SoapFault.client(`Element ${parent.name} must contain text only`);
    return convertScalar(parent.text, spec.valueKind ?? 'string', `Element ${parent.name}`);
  }
  if (spec.kind === 'repeated' || spec.kind === 'repeated-element') {
    const items = childrenNamed(parent, spec.name, spec.namespace, spec.anyNamespace);
    if (items.length === 0 && spec.required) throw SoapFault.client(`Missing required element ${spec.name}`);
    if (spec.kind === 'repeated-element') return items.map((item) => (item.nil ? null : item));
    return items.map((item, i) => readScalar(item, spec.itemKind ?? 'string', `${spec.name}[${i}]`, true));
  }
  const element = single(parent, spec);
  if (!element) return undefined;
  if (element.nil) {
    if (spec.nillable) return null;
    if (spec.required) throw SoapFault.client(`Element ${spec.name} must not be nil`);
    return undefined;
  }
  switch (spec.kind) {
    case 'array': {
      const itemName = spec.itemName ?? 'string';
      return element.children.map((item, i) => {
        if (item.name !== itemName)
          throw SoapFault.client(`Element ${spec.name} may only contain ${itemName} elements`);
        if (spec.anyNamespace !== true) checkNamespace(element, item);
        return readScalar(item, spec.itemKind ?? 'string', `${spec.name}[${i}]`, true);
      });
    }
    case 'element':
      return element;
    case 'element-array': {
      const itemName = spec.itemName ?? '';
      return element.children.map((item) => {
        if (item.name !== itemName)
          throw SoapFault.client(`Element ${spec.name} may only contain ${itemName} elements`);
        if (spec.anyNamespace !== true) checkNamespace(element, item);
        return item.nil ? null : item;
      });
    }
    default:
      return readScalar(element, spec.kind, spec.name, false) as ScalarValue;
  }
}

/** Reads several fields into an object; absent fields are left out. */
export function readFields(parent: XmlElement, specs: readonly ReadSpec[]): { [name: string]: ReadValue } {
  const out: { [name: string]: ReadValue } = {};
  for (const spec of specs) {
    const value = readField(parent, spec);
    if (value !== undefined) out[spec.name] = value;
  }
  return out;
}

const INTEGER = /^[+-]?[0-9]+$/;
const DOUBLE = /^(?:[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?|-?INF|NaN)$/;

/** Converts the text of a simple-content element; `nillableItem` lets nil items through as `null`. */
export function readScalar(
  element: XmlElement,
  kind: ScalarKind,
  where: string,
  nillableItem: boolean,
): ScalarValue | null {
  if (element.nil) {
    if (nillableItem) return null;
    throw SoapFault.client(`Element ${where} must not be nil`);
  }
  if (element.children.length > 0) throw SoapFault.client(`Element ${where} must contain text only`);
  return convertScalar(element.text, kind, `Element ${where}`);
}

/** The value of an XML Schema simple type from its text; `what` names it in the Client fault. */
function convertScalar(text: string, kind: ScalarKind, what: string): ScalarValue {
  if (kind === 'string') return text;
  // Non-string XML Schema types collapse whitespace.
  const collapsed = text.trim();
  switch (kind) {
    case 'int':
    case 'long': {
      const value = INTEGER.test(collapsed) ? Number(collapsed) : NaN;
      const ok = kind === 'int' ? value >= -2147483648 && value <= 2147483647 : Number.isSafeInteger(value);
      if (!ok) throw SoapFault.client(`${what} must be an xs:${kind}, got ${quote(text)}`);
      return value;
    }
    case 'double':
      if (!DOUBLE.test(collapsed)) throw SoapFault.client(`${what} must be an xs:double, got ${quote(text)}`);
      return collapsed === 'INF' ? Infinity : collapsed === '-INF' ? -Infinity : Number(collapsed);
    case 'boolean':
      if (collapsed === 'true' || collapsed === '1') return true;
      if (collapsed === 'false' || collapsed === '0') return false;
      throw SoapFault.client(`${what} must be an xs:boolean, got ${quote(text)}`);
  }
}

/**
 * An attribute of `element` as its simple type: unqualified ones are in no namespace, qualified ones in the
 * element's. Absent is `undefined` (a Client fault when required).
 */
function readAttribute(element: XmlElement, spec: ReadSpec): ScalarValue | undefined {
  const namespace = spec.qualified ? element.namespace : '';
  for (const attribute of element.attributes) {
    if (attribute.name === spec.name && attribute.namespace === namespace) {
      return convertScalar(attribute.value, spec.valueKind ?? 'string', `Attribute ${spec.name}`);
    }
  }
  if (spec.required) throw SoapFault.client(`Missing required attribute ${spec.name}`);
  return undefined;
}

/** Quotes a caller's value for a fault message, shortened so a fault never echoes a huge document. */
function quote(text: string): string {
  return JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}...` : text);
}
