/**
* XML codecs of the SOAP messages of Directory Service 1.0.0. Generated from the definition; do not edit.
*
* `decode<Type>(element)` reads a message element into its typed value; `encode<Type>(value)` gives the
* element's children, in sequence order, for `writeEnvelope`.
*/
import { readField, XmlEncodingError } from "./runtime/soap-messages/index.js";
/** A required value: refuses `undefined` (and `null` where the element is not nillable). */
function present(value, where, nillable) {
	if (value === undefined || value === null && !nillable) throw new XmlEncodingError(`${where} is required`);
	return value;
}
const specsOfLookupPerson = [
	{
		name: "personId",
		kind: "int",
		required: true
	},
	{
		name: "region",
		kind: "string"
	},
	{
		name: "includeHistory",
		kind: "boolean"
	}
];
/** Reads the `LookupPerson` element: absent children are left out, nil ones are `null`, text is never trimmed. */
export function decodeLookupPerson(element) {
	const out = {};
	let v;
	if ((v = readField(element, specsOfLookupPerson[0])) !== undefined) out["personId"] = v;
	if ((v = readField(element, specsOfLookupPerson[1])) !== undefined) out["region"] = v;
	if ((v = readField(element, specsOfLookupPerson[2])) !== undefined) out["includeHistory"] = v;
	return out;
}
/** Children of the `LookupPerson` element, in sequence order. */
export function encodeLookupPerson(value) {
	return [
		{
			name: "personId",
			kind: "int",
			value: present(value.personId, "LookupPerson.personId", false)
		},
		{
			name: "region",
			kind: "string",
			value: value.region
		},
		{
			name: "includeHistory",
			kind: "boolean",
			value: value.includeHistory
		}
	];
}
const specsOfLookupPersonResponse = [{
	name: "lookupPersonResult",
	kind: "element"
}];
/** Reads the `LookupPersonResponse` element: absent children are left out, nil ones are `null`, text is never trimmed. */
export function decodeLookupPersonResponse(element) {
	const out = {};
	let v;
	if ((v = readField(element, specsOfLookupPersonResponse[0])) !== undefined) out["lookupPersonResult"] = v === null ? null : decodePerson(v);
	return out;
}
/** Children of the `LookupPersonResponse` element, in sequence order. */
export function encodeLookupPersonResponse(value) {
	return [{
		name: "lookupPersonResult",
		kind: "element",
		value: ((x) => x === undefined || x === null ? x : encodePerson(x))(value.lookupPersonResult)
	}];
}
const specsOfPerson = [
	{
		name: "id",
		kind: "int",
		required: true
	},
	{
		name: "firstName",
		kind: "string"
	},
	{
		name: "lastName",
		kind: "string"
	},
	{
		name: "nickname",
		kind: "string",
		nillable: true
	},
	{
		name: "kind",
		kind: "attribute",
		valueKind: "string"
	},
	{
		name: "aliases",
		kind: "array",
		itemName: "string",
		itemKind: "string"
	}
];
/** Reads the `Person` element: absent children are left out, nil ones are `null`, text is never trimmed. */
export function decodePerson(element) {
	const out = {};
	let v;
	if ((v = readField(element, specsOfPerson[0])) !== undefined) out["id"] = v;
	if ((v = readField(element, specsOfPerson[1])) !== undefined) out["firstName"] = v;
	if ((v = readField(element, specsOfPerson[2])) !== undefined) out["lastName"] = v;
	if ((v = readField(element, specsOfPerson[3])) !== undefined) out["nickname"] = v;
	if ((v = readField(element, specsOfPerson[4])) !== undefined) out["kind"] = v;
	if ((v = readField(element, specsOfPerson[5])) !== undefined) out["aliases"] = v;
	return out;
}
/** Children of the `Person` element, in sequence order. */
export function encodePerson(value) {
	return [
		{
			name: "id",
			kind: "int",
			value: present(value.id, "Person.id", false)
		},
		{
			name: "firstName",
			kind: "string",
			value: value.firstName
		},
		{
			name: "lastName",
			kind: "string",
			value: value.lastName
		},
		{
			name: "nickname",
			kind: "string",
			nillable: true,
			value: value.nickname
		},
		{
			name: "kind",
			kind: "attribute",
			valueKind: "string",
			value: value.kind
		},
		{
			name: "aliases",
			kind: "array",
			itemName: "string",
			itemKind: "string",
			value: value.aliases
		}
	];
}
const specsOfListNames = [{
	name: "maxCount",
	kind: "int",
	required: true
}, {
	name: "prefix",
	kind: "string"
}];
/** Reads the `ListNames` element: absent children are left out, nil ones are `null`, text is never trimmed. */
export function decodeListNames(element) {
	const out = {};
	let v;
	if ((v = readField(element, specsOfListNames[0])) !== undefined) out["maxCount"] = v;
	if ((v = readField(element, specsOfListNames[1])) !== undefined) out["prefix"] = v;
	return out;
}
/** Children of the `ListNames` element, in sequence order. */
export function encodeListNames(value) {
	return [{
		name: "maxCount",
		kind: "int",
		value: present(value.maxCount, "ListNames.maxCount", false)
	}, {
		name: "prefix",
		kind: "string",
		value: value.prefix
	}];
}
const specsOfListNamesResponse = [{
	name: "listNamesResult",
	kind: "array",
	itemName: "string",
	itemKind: "string"
}];
/** Reads the `ListNamesResponse` element: absent children are left out, nil ones are `null`, text is never trimmed. */
export function decodeListNamesResponse(element) {
	const out = {};
	let v;
	if ((v = readField(element, specsOfListNamesResponse[0])) !== undefined) out["listNamesResult"] = v;
	return out;
}
/** Children of the `ListNamesResponse` element, in sequence order. */
export function encodeListNamesResponse(value) {
	return [{
		name: "listNamesResult",
		kind: "array",
		itemName: "string",
		itemKind: "string",
		value: value.listNamesResult
	}];
}
