/**
* XML codecs of the SOAP messages of ConnectorSvc 1.0.0. Generated from the definition; do not edit.
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
const specsOfserverVersion = [{
	name: "strVersion",
	kind: "string"
}];
/** Reads the `serverVersion` element: absent children are left out, nil ones are `null`, text is never trimmed. */
export function decodeserverVersion(element) {
	const out = {};
	let v;
	if ((v = readField(element, specsOfserverVersion[0])) !== undefined) out["strVersion"] = v;
	return out;
}
/** Children of the `serverVersion` element, in sequence order. */
export function encodeserverVersion(value) {
	return [{
		name: "strVersion",
		kind: "string",
		value: value.strVersion
	}];
}
const specsOfserverVersionResponse = [{
	name: "serverVersionResult",
	kind: "string"
}];
/** Reads the `serverVersionResponse` element: absent children are left out, nil ones are `null`, text is never trimmed. */
export function decodeserverVersionResponse(element) {
	const out = {};
	let v;
	if ((v = readField(element, specsOfserverVersionResponse[0])) !== undefined) out["serverVersionResult"] = v;
	return out;
}
/** Children of the `serverVersionResponse` element, in sequence order. */
export function encodeserverVersionResponse(value) {
	return [{
		name: "serverVersionResult",
		kind: "string",
		value: value.serverVersionResult
	}];
}
const specsOfclientVersion = [{
	name: "strVersion",
	kind: "string"
}];
/** Reads the `clientVersion` element: absent children are left out, nil ones are `null`, text is never trimmed. */
export function decodeclientVersion(element) {
	const out = {};
	let v;
	if ((v = readField(element, specsOfclientVersion[0])) !== undefined) out["strVersion"] = v;
	return out;
}
/** Children of the `clientVersion` element, in sequence order. */
export function encodeclientVersion(value) {
	return [{
		name: "strVersion",
		kind: "string",
		value: value.strVersion
	}];
}
const specsOfclientVersionResponse = [{
	name: "clientVersionResult",
	kind: "string"
}];
/** Reads the `clientVersionResponse` element: absent children are left out, nil ones are `null`, text is never trimmed. */
export function decodeclientVersionResponse(element) {
	const out = {};
	let v;
	if ((v = readField(element, specsOfclientVersionResponse[0])) !== undefined) out["clientVersionResult"] = v;
	return out;
}
/** Children of the `clientVersionResponse` element, in sequence order. */
export function encodeclientVersionResponse(value) {
	return [{
		name: "clientVersionResult",
		kind: "string",
		value: value.clientVersionResult
	}];
}
const specsOfauthenticate = [{
	name: "strUserName",
	kind: "string"
}, {
	name: "strPassword",
	kind: "string"
}];
/** Reads the `authenticate` element: absent children are left out, nil ones are `null`, text is never trimmed. */
export function decodeauthenticate(element) {
	const out = {};
	let v;
	if ((v = readField(element, specsOfauthenticate[0])) !== undefined) out["strUserName"] = v;
	if ((v = readField(element, specsOfauthenticate[1])) !== undefined) out["strPassword"] = v;
	return out;
}
/** Children of the `authenticate` element, in sequence order. */
export function encodeauthenticate(value) {
	return [{
		name: "strUserName",
		kind: "string",
		value: value.strUserName
	}, {
		name: "strPassword",
		kind: "string",
		value: value.strPassword
	}];
}
const specsOfauthenticateResponse = [{
	name: "authenticateResult",
	kind: "array",
	itemName: "string",
	itemKind: "string"
}];
/** Reads the `authenticateResponse` element: absent children are left out, nil ones are `null`, text is never trimmed. */
export function decodeauthenticateResponse(element) {
	const out = {};
	let v;
	if ((v = readField(element, specsOfauthenticateResponse[0])) !== undefined) out["authenticateResult"] = v;
	return out;
}
/** Children of the `authenticateResponse` element, in sequence order. */
export function encodeauthenticateResponse(value) {
	return [{
		name: "authenticateResult",
		kind: "array",
		itemName: "string",
		itemKind: "string",
		value: value.authenticateResult
	}];
}
const specsOfsendRequestXML = [
	{
		name: "ticket",
		kind: "string"
	},
	{
		name: "strHCPResponse",
		kind: "string"
	},
	{
		name: "strCompanyFileName",
		kind: "string"
	},
	{
		name: "acctXMLCountry",
		kind: "string"
	},
	{
		name: "acctXMLMajorVers",
		kind: "int",
		required: true
	},
	{
		name: "acctXMLMinorVers",
		kind: "int",
		required: true
	}
];
/** Reads the `sendRequestXML` element: absent children are left out, nil ones are `null`, text is never trimmed. */
export function decodesendRequestXML(element) {
	const out = {};
	let v;
	if ((v = readField(element, specsOfsendRequestXML[0])) !== undefined) out["ticket"] = v;
	if ((v = readField(element, specsOfsendRequestXML[1])) !== undefined) out["strHCPResponse"] = v;
	if ((v = readField(element, specsOfsendRequestXML[2])) !== undefined) out["strCompanyFileName"] = v;
	if ((v = readField(element, specsOfsendRequestXML[3])) !== undefined) out["acctXMLCountry"] = v;
	if ((v = readField(element, specsOfsendRequestXML[4])) !== undefined) out["acctXMLMajorVers"] = v;
	if ((v = readField(element, specsOfsendRequestXML[5])) !== undefined) out["acctXMLMinorVers"] = v;
	return out;
}
/** Children of the `sendRequestXML` element, in sequence order. */
export function encodesendRequestXML(value) {
	return [
		{
			name: "ticket",
			kind: "string",
			value: value.ticket
		},
		{
			name: "strHCPResponse",
			kind: "string",
			value: value.strHCPResponse
		},
		{
			name: "strCompanyFileName",
			kind: "string",
			value: value.strCompanyFileName
		},
		{
			name: "acctXMLCountry",
			kind: "string",
			value: value.acctXMLCountry
		},
		{
			name: "acctXMLMajorVers",
			kind: "int",
			value: present(value.acctXMLMajorVers, "sendRequestXML.acctXMLMajorVers", false)
		},
		{
			name: "acctXMLMinorVers",
			kind: "int",
			value: present(value.acctXMLMinorVers, "sendRequestXML.acctXMLMinorVers", false)
		}
	];
}
const specsOfsendRequestXMLResponse = [{
	name: "sendRequestXMLResult",
	kind: "string"
}];
/** Reads the `sendRequestXMLResponse` element: absent children are left out, nil ones are `null`, text is never trimmed. */
export function decodesendRequestXMLResponse(element) {
	const out = {};
	let v;
	if ((v = readField(element, specsOfsendRequestXMLResponse[0])) !== undefined) out["sendRequestXMLResult"] = v;
	return out;
}
/** Children of the `sendRequestXMLResponse` element, in sequence order. */
export function encodesendRequestXMLResponse(value) {
	return [{
		name: "sendRequestXMLResult",
		kind: "string",
		value: value.sendRequestXMLResult
	}];
}
const specsOfreceiveResponseXML = [
	{
		name: "ticket",
		kind: "string"
	},
	{
		name: "response",
		kind: "string"
	},
	{
		name: "hresult",
		kind: "string"
	},
	{
		name: "message",
		kind: "string"
	}
];
/** Reads the `receiveResponseXML` element: absent children are left out, nil ones are `null`, text is never trimmed. */
export function decodereceiveResponseXML(element) {
	const out = {};
	let v;
	if ((v = readField(element, specsOfreceiveResponseXML[0])) !== undefined) out["ticket"] = v;
	if ((v = readField(element, specsOfreceiveResponseXML[1])) !== undefined) out["response"] = v;
	if ((v = readField(element, specsOfreceiveResponseXML[2])) !== undefined) out["hresult"] = v;
	if ((v = readField(element, specsOfreceiveResponseXML[3])) !== undefined) out["message"] = v;
	return out;
}
/** Children of the `receiveResponseXML` element, in sequence order. */
export function encodereceiveResponseXML(value) {
	return [
		{
			name: "ticket",
			kind: "string",
			value: value.ticket
		},
		{
			name: "response",
			kind: "string",
			value: value.response
		},
		{
			name: "hresult",
			kind: "string",
			value: value.hresult
		},
		{
			name: "message",
			kind: "string",
			value: value.message
		}
	];
}
const specsOfreceiveResponseXMLResponse = [{
	name: "receiveResponseXMLResult",
	kind: "int",
	required: true
}];
/** Reads the `receiveResponseXMLResponse` element: absent children are left out, nil ones are `null`, text is never trimmed. */
export function decodereceiveResponseXMLResponse(element) {
	const out = {};
	let v;
	if ((v = readField(element, specsOfreceiveResponseXMLResponse[0])) !== undefined) out["receiveResponseXMLResult"] = v;
	return out;
}
/** Children of the `receiveResponseXMLResponse` element, in sequence order. */
export function encodereceiveResponseXMLResponse(value) {
	return [{
		name: "receiveResponseXMLResult",
		kind: "int",
		value: present(value.receiveResponseXMLResult, "receiveResponseXMLResponse.receiveResponseXMLResult", false)
	}];
}
const specsOfconnectionError = [
	{
		name: "ticket",
		kind: "string"
	},
	{
		name: "hresult",
		kind: "string"
	},
	{
		name: "message",
		kind: "string"
	}
];
/** Reads the `connectionError` element: absent children are left out, nil ones are `null`, text is never trimmed. */
export function decodeconnectionError(element) {
	const out = {};
	let v;
	if ((v = readField(element, specsOfconnectionError[0])) !== undefined) out["ticket"] = v;
	if ((v = readField(element, specsOfconnectionError[1])) !== undefined) out["hresult"] = v;
	if ((v = readField(element, specsOfconnectionError[2])) !== undefined) out["message"] = v;
	return out;
}
/** Children of the `connectionError` element, in sequence order. */
export function encodeconnectionError(value) {
	return [
		{
			name: "ticket",
			kind: "string",
			value: value.ticket
		},
		{
			name: "hresult",
			kind: "string",
			value: value.hresult
		},
		{
			name: "message",
			kind: "string",
			value: value.message
		}
	];
}
const specsOfconnectionErrorResponse = [{
	name: "connectionErrorResult",
	kind: "string"
}];
/** Reads the `connectionErrorResponse` element: absent children are left out, nil ones are `null`, text is never trimmed. */
export function decodeconnectionErrorResponse(element) {
	const out = {};
	let v;
	if ((v = readField(element, specsOfconnectionErrorResponse[0])) !== undefined) out["connectionErrorResult"] = v;
	return out;
}
/** Children of the `connectionErrorResponse` element, in sequence order. */
export function encodeconnectionErrorResponse(value) {
	return [{
		name: "connectionErrorResult",
		kind: "string",
		value: value.connectionErrorResult
	}];
}
const specsOfgetLastError = [{
	name: "ticket",
	kind: "string"
}];
/** Reads the `getLastError` element: absent children are left out, nil ones are `null`, text is never trimmed. */
export function decodegetLastError(element) {
	const out = {};
	let v;
	if ((v = readField(element, specsOfgetLastError[0])) !== undefined) out["ticket"] = v;
	return out;
}
/** Children of the `getLastError` element, in sequence order. */
export function encodegetLastError(value) {
	return [{
		name: "ticket",
		kind: "string",
		value: value.ticket
	}];
}
const specsOfgetLastErrorResponse = [{
	name: "getLastErrorResult",
	kind: "string"
}];
/** Reads the `getLastErrorResponse` element: absent children are left out, nil ones are `null`, text is never trimmed. */
export function decodegetLastErrorResponse(element) {
	const out = {};
	let v;
	if ((v = readField(element, specsOfgetLastErrorResponse[0])) !== undefined) out["getLastErrorResult"] = v;
	return out;
}
/** Children of the `getLastErrorResponse` element, in sequence order. */
export function encodegetLastErrorResponse(value) {
	return [{
		name: "getLastErrorResult",
		kind: "string",
		value: value.getLastErrorResult
	}];
}
const specsOfcloseConnection = [{
	name: "ticket",
	kind: "string"
}];
/** Reads the `closeConnection` element: absent children are left out, nil ones are `null`, text is never trimmed. */
export function decodecloseConnection(element) {
	const out = {};
	let v;
	if ((v = readField(element, specsOfcloseConnection[0])) !== undefined) out["ticket"] = v;
	return out;
}
/** Children of the `closeConnection` element, in sequence order. */
export function encodecloseConnection(value) {
	return [{
		name: "ticket",
		kind: "string",
		value: value.ticket
	}];
}
const specsOfcloseConnectionResponse = [{
	name: "closeConnectionResult",
	kind: "string"
}];
/** Reads the `closeConnectionResponse` element: absent children are left out, nil ones are `null`, text is never trimmed. */
export function decodecloseConnectionResponse(element) {
	const out = {};
	let v;
	if ((v = readField(element, specsOfcloseConnectionResponse[0])) !== undefined) out["closeConnectionResult"] = v;
	return out;
}
/** Children of the `closeConnectionResponse` element, in sequence order. */
export function encodecloseConnectionResponse(value) {
	return [{
		name: "closeConnectionResult",
		kind: "string",
		value: value.closeConnectionResult
	}];
}
