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
import type { ScalarKind, ScalarValue } from "./envelope.js";
import type { XmlElement } from "./xml-tree.js";
export interface ReadSpec {
	readonly name: string;
	readonly kind: ScalarKind | "array" | "repeated" | "element" | "element-array" | "repeated-element" | "attribute" | "text";
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
export type ReadValue = ScalarValue | null | readonly (ScalarValue | null)[] | XmlElement | readonly (XmlElement | null)[];
/**
* Children of `parent` named `name` (in the parent's namespace, `namespace` when given, or none), in document
* order. One with that name in another namespace is a Client fault.
*/
export declare function childrenNamed(parent: XmlElement, name: string, namespace?: string, anyNamespace?: boolean): XmlElement[];
/**
* Reads one field. Returns `undefined` when absent, `null` when nil (nillable fields), else the value:
* a string/number/boolean for scalars, an array for `array`/`repeated`, the element itself for `element`, and
* the item elements (`null` for nil ones) for `element-array`/`repeated-element`, for the caller to decode, and
* the value of an `attribute` or of the `text` content of `parent` itself.
*/
export declare function readField(parent: XmlElement, spec: ReadSpec): ReadValue | undefined;
/** Reads several fields into an object; absent fields are left out. */
export declare function readFields(parent: XmlElement, specs: readonly ReadSpec[]): {
	[name: string]: ReadValue;
};
/** Converts the text of a simple-content element; `nillableItem` lets nil items through as `null`. */
export declare function readScalar(element: XmlElement, kind: ScalarKind, where: string, nillableItem: boolean): ScalarValue | null;
