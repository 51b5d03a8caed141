import * as fx from "./runtime/fixtures/fixtures-runtime.js";
/** Builds a {@link ArrayOfString}. */
function buildArrayOfString(g) {
	return g.array({}, () => g.nullable(() => g.text("text")));
}
/** Negative cases of {@link ArrayOfString}. */
const invalidArrayOfString = fx.invalidList("ArrayOfString", buildArrayOfString, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		{ not: "an array" }
	],
	[
		"/0",
		"type",
		12345
	]
]);
/** Builds a {@link authenticate}. */
function buildauthenticate(g) {
	return {
		...g.optional("strUserName", () => g.text("username")),
		...g.optional("strPassword", () => g.text("password"))
	};
}
/** Negative cases of {@link authenticate}. */
const invalidauthenticate = fx.invalidList("authenticate", buildauthenticate, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	[
		"/strUserName",
		"type",
		12345
	],
	[
		"/strPassword",
		"type",
		12345
	],
	[
		"/unexpectedProperty",
		"additionalProperties",
		"surprise"
	]
]);
/** Builds a {@link authenticateResponse}. */
function buildauthenticateResponse(g) {
	return { ...g.optional("authenticateResult", () => g.ref(buildArrayOfString)) };
}
/** Negative cases of {@link authenticateResponse}. */
const invalidauthenticateResponse = fx.invalidList("authenticateResponse", buildauthenticateResponse, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	[
		"/authenticateResult",
		invalidArrayOfString,
		"skipNull"
	],
	[
		"/unexpectedProperty",
		"additionalProperties",
		"surprise"
	]
]);
/** Builds a {@link clientVersion}. */
function buildclientVersion(g) {
	return { ...g.optional("strVersion", () => g.text("version")) };
}
/** Negative cases of {@link clientVersion}. */
const invalidclientVersion = fx.invalidList("clientVersion", buildclientVersion, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	[
		"/strVersion",
		"type",
		12345
	],
	[
		"/unexpectedProperty",
		"additionalProperties",
		"surprise"
	]
]);
/** Builds a {@link clientVersionResponse}. */
function buildclientVersionResponse(g) {
	return { ...g.optional("clientVersionResult", () => g.text("version")) };
}
/** Negative cases of {@link clientVersionResponse}. */
const invalidclientVersionResponse = fx.invalidList("clientVersionResponse", buildclientVersionResponse, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	[
		"/clientVersionResult",
		"type",
		12345
	],
	[
		"/unexpectedProperty",
		"additionalProperties",
		"surprise"
	]
]);
/** Builds a {@link closeConnection}. */
function buildcloseConnection(g) {
	return { ...g.optional("ticket", () => g.text("token")) };
}
/** Negative cases of {@link closeConnection}. */
const invalidcloseConnection = fx.invalidList("closeConnection", buildcloseConnection, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	[
		"/ticket",
		"type",
		12345
	],
	[
		"/unexpectedProperty",
		"additionalProperties",
		"surprise"
	]
]);
/** Builds a {@link closeConnectionResponse}. */
function buildcloseConnectionResponse(g) {
	return { ...g.optional("closeConnectionResult", () => g.text("text")) };
}
/** Negative cases of {@link closeConnectionResponse}. */
const invalidcloseConnectionResponse = fx.invalidList("closeConnectionResponse", buildcloseConnectionResponse, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	[
		"/closeConnectionResult",
		"type",
		12345
	],
	[
		"/unexpectedProperty",
		"additionalProperties",
		"surprise"
	]
]);
/** Builds a {@link connectionError}. */
function buildconnectionError(g) {
	return {
		...g.optional("ticket", () => g.text("token")),
		...g.optional("hresult", () => g.text("text")),
		...g.optional("message", () => g.text("sentence"))
	};
}
/** Negative cases of {@link connectionError}. */
const invalidconnectionError = fx.invalidList("connectionError", buildconnectionError, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	[
		"/ticket",
		"type",
		12345
	],
	[
		"/hresult",
		"type",
		12345
	],
	[
		"/message",
		"type",
		12345
	],
	[
		"/unexpectedProperty",
		"additionalProperties",
		"surprise"
	]
]);
/** Builds a {@link connectionErrorResponse}. */
function buildconnectionErrorResponse(g) {
	return { ...g.optional("connectionErrorResult", () => g.text("text")) };
}
/** Negative cases of {@link connectionErrorResponse}. */
const invalidconnectionErrorResponse = fx.invalidList("connectionErrorResponse", buildconnectionErrorResponse, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	[
		"/connectionErrorResult",
		"type",
		12345
	],
	[
		"/unexpectedProperty",
		"additionalProperties",
		"surprise"
	]
]);
/** Builds a {@link getLastError}. */
function buildgetLastError(g) {
	return { ...g.optional("ticket", () => g.text("token")) };
}
/** Negative cases of {@link getLastError}. */
const invalidgetLastError = fx.invalidList("getLastError", buildgetLastError, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	[
		"/ticket",
		"type",
		12345
	],
	[
		"/unexpectedProperty",
		"additionalProperties",
		"surprise"
	]
]);
/** Builds a {@link getLastErrorResponse}. */
function buildgetLastErrorResponse(g) {
	return { ...g.optional("getLastErrorResult", () => g.text("lastName")) };
}
/** Negative cases of {@link getLastErrorResponse}. */
const invalidgetLastErrorResponse = fx.invalidList("getLastErrorResponse", buildgetLastErrorResponse, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	[
		"/getLastErrorResult",
		"type",
		12345
	],
	[
		"/unexpectedProperty",
		"additionalProperties",
		"surprise"
	]
]);
/** Builds a {@link receiveResponseXML}. */
function buildreceiveResponseXML(g) {
	return {
		...g.optional("ticket", () => g.text("token")),
		...g.optional("response", () => g.text("text")),
		...g.optional("hresult", () => g.text("text")),
		...g.optional("message", () => g.text("sentence"))
	};
}
/** Negative cases of {@link receiveResponseXML}. */
const invalidreceiveResponseXML = fx.invalidList("receiveResponseXML", buildreceiveResponseXML, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	[
		"/ticket",
		"type",
		12345
	],
	[
		"/response",
		"type",
		12345
	],
	[
		"/hresult",
		"type",
		12345
	],
	[
		"/message",
		"type",
		12345
	],
	[
		"/unexpectedProperty",
		"additionalProperties",
		"surprise"
	]
]);
/** Builds a {@link receiveResponseXMLResponse}. */
function buildreceiveResponseXMLResponse(g) {
	return { receiveResponseXMLResult: g.number("integer", {
		integer: true,
		minimum: -2147483648,
		maximum: 2147483647
	}) };
}
/** Negative cases of {@link receiveResponseXMLResponse}. */
const invalidreceiveResponseXMLResponse = fx.invalidList("receiveResponseXMLResponse", buildreceiveResponseXMLResponse, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	["/receiveResponseXMLResult", "required"],
	[
		"/receiveResponseXMLResult",
		"nullable",
		null
	],
	[
		"/receiveResponseXMLResult",
		"type",
		"not a number"
	],
	[
		"/receiveResponseXMLResult",
		"minimum",
		-2147483649
	],
	[
		"/receiveResponseXMLResult",
		"maximum",
		2147483648
	],
	[
		"/receiveResponseXMLResult",
		"type",
		-2147483646.5
	],
	[
		"/unexpectedProperty",
		"additionalProperties",
		"surprise"
	]
]);
/** Builds a {@link sendRequestXML}. */
function buildsendRequestXML(g) {
	return {
		...g.optional("ticket", () => g.text("token")),
		...g.optional("strHCPResponse", () => g.text("text")),
		...g.optional("strCompanyFileName", () => g.text("fileName")),
		...g.optional("acctXMLCountry", () => g.text("country")),
		acctXMLMajorVers: g.number("version", {
			integer: true,
			minimum: -2147483648,
			maximum: 2147483647
		}),
		acctXMLMinorVers: g.number("version", {
			integer: true,
			minimum: -2147483648,
			maximum: 2147483647
		})
	};
}
/** Negative cases of {@link sendRequestXML}. */
const invalidsendRequestXML = fx.invalidList("sendRequestXML", buildsendRequestXML, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	[
		"/ticket",
		"type",
		12345
	],
	[
		"/strHCPResponse",
		"type",
		12345
	],
	[
		"/strCompanyFileName",
		"type",
		12345
	],
	[
		"/acctXMLCountry",
		"type",
		12345
	],
	["/acctXMLMajorVers", "required"],
	[
		"/acctXMLMajorVers",
		"nullable",
		null
	],
	[
		"/acctXMLMajorVers",
		"type",
		"not a number"
	],
	[
		"/acctXMLMajorVers",
		"minimum",
		-2147483649
	],
	[
		"/acctXMLMajorVers",
		"maximum",
		2147483648
	],
	[
		"/acctXMLMajorVers",
		"type",
		-2147483646.5
	],
	["/acctXMLMinorVers", "required"],
	[
		"/acctXMLMinorVers",
		"nullable",
		null
	],
	[
		"/acctXMLMinorVers",
		"type",
		"not a number"
	],
	[
		"/acctXMLMinorVers",
		"minimum",
		-2147483649
	],
	[
		"/acctXMLMinorVers",
		"maximum",
		2147483648
	],
	[
		"/acctXMLMinorVers",
		"type",
		-2147483646.5
	],
	[
		"/unexpectedProperty",
		"additionalProperties",
		"surprise"
	]
]);
/** Builds a {@link sendRequestXMLResponse}. */
function buildsendRequestXMLResponse(g) {
	return { ...g.optional("sendRequestXMLResult", () => g.text("text")) };
}
/** Negative cases of {@link sendRequestXMLResponse}. */
const invalidsendRequestXMLResponse = fx.invalidList("sendRequestXMLResponse", buildsendRequestXMLResponse, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	[
		"/sendRequestXMLResult",
		"type",
		12345
	],
	[
		"/unexpectedProperty",
		"additionalProperties",
		"surprise"
	]
]);
/** Builds a {@link serverVersion}. */
function buildserverVersion(g) {
	return { ...g.optional("strVersion", () => g.text("version")) };
}
/** Negative cases of {@link serverVersion}. */
const invalidserverVersion = fx.invalidList("serverVersion", buildserverVersion, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	[
		"/strVersion",
		"type",
		12345
	],
	[
		"/unexpectedProperty",
		"additionalProperties",
		"surprise"
	]
]);
/** Builds a {@link serverVersionResponse}. */
function buildserverVersionResponse(g) {
	return { ...g.optional("serverVersionResult", () => g.text("version")) };
}
/** Negative cases of {@link serverVersionResponse}. */
const invalidserverVersionResponse = fx.invalidList("serverVersionResponse", buildserverVersionResponse, () => [
	[
		"",
		"nullable",
		null
	],
	[
		"",
		"type",
		"not an object"
	],
	[
		"/serverVersionResult",
		"type",
		12345
	],
	[
		"/unexpectedProperty",
		"additionalProperties",
		"surprise"
	]
]);
/** Fixtures: `fixtures.X(overrides?)`, `fixtures.X.many(n)`, `fixtures.X.seed(k)`, `fixtures.invalid.X()`. */
export const fixtures = {
	ArrayOfString: fx.fixtureBuilder("ArrayOfString", buildArrayOfString),
	authenticate: fx.fixtureBuilder("authenticate", buildauthenticate),
	authenticateResponse: fx.fixtureBuilder("authenticateResponse", buildauthenticateResponse),
	clientVersion: fx.fixtureBuilder("clientVersion", buildclientVersion),
	clientVersionResponse: fx.fixtureBuilder("clientVersionResponse", buildclientVersionResponse),
	closeConnection: fx.fixtureBuilder("closeConnection", buildcloseConnection),
	closeConnectionResponse: fx.fixtureBuilder("closeConnectionResponse", buildcloseConnectionResponse),
	connectionError: fx.fixtureBuilder("connectionError", buildconnectionError),
	connectionErrorResponse: fx.fixtureBuilder("connectionErrorResponse", buildconnectionErrorResponse),
	getLastError: fx.fixtureBuilder("getLastError", buildgetLastError),
	getLastErrorResponse: fx.fixtureBuilder("getLastErrorResponse", buildgetLastErrorResponse),
	receiveResponseXML: fx.fixtureBuilder("receiveResponseXML", buildreceiveResponseXML),
	receiveResponseXMLResponse: fx.fixtureBuilder("receiveResponseXMLResponse", buildreceiveResponseXMLResponse),
	sendRequestXML: fx.fixtureBuilder("sendRequestXML", buildsendRequestXML),
	sendRequestXMLResponse: fx.fixtureBuilder("sendRequestXMLResponse", buildsendRequestXMLResponse),
	serverVersion: fx.fixtureBuilder("serverVersion", buildserverVersion),
	serverVersionResponse: fx.fixtureBuilder("serverVersionResponse", buildserverVersionResponse),
	invalid: {
		ArrayOfString: invalidArrayOfString,
		authenticate: invalidauthenticate,
		authenticateResponse: invalidauthenticateResponse,
		clientVersion: invalidclientVersion,
		clientVersionResponse: invalidclientVersionResponse,
		closeConnection: invalidcloseConnection,
		closeConnectionResponse: invalidcloseConnectionResponse,
		connectionError: invalidconnectionError,
		connectionErrorResponse: invalidconnectionErrorResponse,
		getLastError: invalidgetLastError,
		getLastErrorResponse: invalidgetLastErrorResponse,
		receiveResponseXML: invalidreceiveResponseXML,
		receiveResponseXMLResponse: invalidreceiveResponseXMLResponse,
		sendRequestXML: invalidsendRequestXML,
		sendRequestXMLResponse: invalidsendRequestXMLResponse,
		serverVersion: invalidserverVersion,
		serverVersionResponse: invalidserverVersionResponse
	}
};
