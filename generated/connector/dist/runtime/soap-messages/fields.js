import { SoapFault } from "./fault.js";
/**
* Children of `parent` named `name` (in the parent's namespace, `namespace` when given, or none), in document
* order. One with that name in another namespace is a Client fault.
*/
export function childrenNamed(parent, name, namespace, anyNamespace) {
	const found = [];
	for (const child of parent.children) {
		if (child.name !== name) continue;
		if (child.namespace !== namespace && anyNamespace !== true) checkNamespace(parent, child);
		found.push(child);
	}
	return found;
}
/** `child` is in `parent`'s namespace or in none; otherwise a Client fault naming both. */
function checkNamespace(parent, child) {
	if (child.namespace === parent.namespace || child.namespace === "") return;
	const namespace = child.namespace.length > 64 ? `${child.namespace.slice(0, 64)}...` : child.namespace;
	throw SoapFault.client(`Element ${child.name} is in namespace "${namespace}", expected "${parent.namespace}"`);
}
function single(parent, spec) {
	const found = childrenNamed(parent, spec.name, spec.namespace, spec.anyNamespace);
	if (found.length > 1) throw SoapFault.client(`Element ${spec.name} appears ${found.length} times; at most once allowed`);
	if (found.length === 0 && spec.required) throw SoapFault.client(`Missing required element ${spec.name}`);
	return found[0];
}
/**
* Reads one field. Returns `undefined` when absent, `null` when nil (nillable fields), else the value:
* a string/number/boolean for scalars, an array for `array`/`repeated`, the element itself for `element`, and
* the item elements (`null` for nil ones) for `element-array`/`repeated-element`, for the caller to decode, and
* the value of an `attribute` or of the `text` content of `parent` itself.
*/
export function readField(parent, spec) {
	if (spec.kind === "attribute") return readAttribute(parent, spec);
	if (spec.kind === "text") {
		if (parent.children.length > 0) throw SoapFault.client(`Element ${parent.name} must contain text only`);
		return convertScalar(parent.text, spec.valueKind ?? "string", `Element ${parent.name}`);
	}
	if (spec.kind === "repeated" || spec.kind === "repeated-element") {
		const items = childrenNamed(parent, spec.name, spec.namespace, spec.anyNamespace);
		if (items.length === 0 && spec.required) throw SoapFault.client(`Missing required element ${spec.name}`);
		if (spec.kind === "repeated-element") return items.map((item) => item.nil ? null : item);
		return items.map((item, i) => readScalar(item, spec.itemKind ?? "string", `${spec.name}[${i}]`, true));
	}
	const element = single(parent, spec);
	if (!element) return undefined;
	if (element.nil) {
		if (spec.nillable) return null;
		if (spec.required) throw SoapFault.client(`Element ${spec.name} must not be nil`);
		return undefined;
	}
	switch (spec.kind) {
		case "array": {
			const itemName = spec.itemName ?? "string";
			return element.children.map((item, i) => {
				if (item.name !== itemName) throw SoapFault.client(`Element ${spec.name} may only contain ${itemName} elements`);
				if (spec.anyNamespace !== true) checkNamespace(element, item);
				return readScalar(item, spec.itemKind ?? "string", `${spec.name}[${i}]`, true);
			});
		}
		case "element": return element;
		case "element-array": {
			const itemName = spec.itemName ?? "";
			return element.children.map((item) => {
				if (item.name !== itemName) throw SoapFault.client(`Element ${spec.name} may only contain ${itemName} elements`);
				if (spec.anyNamespace !== true) checkNamespace(element, item);
				return item.nil ? null : item;
			});
		}
		default: return readScalar(element, spec.kind, spec.name, false);
	}
}
/** Reads several fields into an object; absent fields are left out. */
export function readFields(parent, specs) {
	const out = {};
	for (const spec of specs) {
		const value = readField(parent, spec);
		if (value !== undefined) out[spec.name] = value;
	}
	return out;
}
const INTEGER = /^[+-]?[0-9]+$/;
const DOUBLE = /^(?:[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?|-?INF|NaN)$/;
/** Converts the text of a simple-content element; `nillableItem` lets nil items through as `null`. */
export function readScalar(element, kind, where, nillableItem) {
	if (element.nil) {
		if (nillableItem) return null;
		throw SoapFault.client(`Element ${where} must not be nil`);
	}
	if (element.children.length > 0) throw SoapFault.client(`Element ${where} must contain text only`);
	return convertScalar(element.text, kind, `Element ${where}`);
}
/** The value of an XML Schema simple type from its text; `what` names it in the Client fault. */
function convertScalar(text, kind, what) {
	if (kind === "string") return text;
	// Non-string XML Schema types collapse whitespace.
	const collapsed = text.trim();
	switch (kind) {
		case "int":
		case "long": {
			const value = INTEGER.test(collapsed) ? Number(collapsed) : NaN;
			const ok = kind === "int" ? value >= -2147483648 && value <= 2147483647 : Number.isSafeInteger(value);
			if (!ok) throw SoapFault.client(`${what} must be an xs:${kind}, got ${quote(text)}`);
			return value;
		}
		case "double":
			if (!DOUBLE.test(collapsed)) throw SoapFault.client(`${what} must be an xs:double, got ${quote(text)}`);
			return collapsed === "INF" ? Infinity : collapsed === "-INF" ? -Infinity : Number(collapsed);
		case "boolean":
			if (collapsed === "true" || collapsed === "1") return true;
			if (collapsed === "false" || collapsed === "0") return false;
			throw SoapFault.client(`${what} must be an xs:boolean, got ${quote(text)}`);
	}
}
/**
* An attribute of `element` as its simple type: unqualified ones are in no namespace, qualified ones in the
* element's. Absent is `undefined` (a Client fault when required).
*/
function readAttribute(element, spec) {
	const namespace = spec.qualified ? element.namespace : "";
	for (const attribute of element.attributes) {
		if (attribute.name === spec.name && attribute.namespace === namespace) {
			return convertScalar(attribute.value, spec.valueKind ?? "string", `Attribute ${spec.name}`);
		}
	}
	if (spec.required) throw SoapFault.client(`Missing required attribute ${spec.name}`);
	return undefined;
}
/** Quotes a caller's value for a fault message, shortened so a fault never echoes a huge document. */
function quote(text) {
	return JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}...` : text);
}
