/** `serverVersion`: SOAPAction http://developer.svc.example/serverVersion. */
export const serverVersionOperation = {
	name: "serverVersion",
	kind: "soap",
	soapAction: "http://developer.svc.example/serverVersion",
	soapVersion: "1.1",
	style: "document",
	use: "literal",
	input: {
		element: "serverVersion",
		namespace: "http://developer.svc.example/",
		type: "serverVersion"
	},
	output: {
		element: "serverVersionResponse",
		namespace: "http://developer.svc.example/",
		type: "serverVersionResponse"
	},
	faults: [],
	rateLimits: []
};
/** `clientVersion`: SOAPAction http://developer.svc.example/clientVersion. */
export const clientVersionOperation = {
	name: "clientVersion",
	kind: "soap",
	soapAction: "http://developer.svc.example/clientVersion",
	soapVersion: "1.1",
	style: "document",
	use: "literal",
	input: {
		element: "clientVersion",
		namespace: "http://developer.svc.example/",
		type: "clientVersion"
	},
	output: {
		element: "clientVersionResponse",
		namespace: "http://developer.svc.example/",
		type: "clientVersionResponse"
	},
	faults: [],
	rateLimits: []
};
/** `authenticate`: SOAPAction http://developer.svc.example/authenticate. */
export const authenticateOperation = {
	name: "authenticate",
	kind: "soap",
	soapAction: "http://developer.svc.example/authenticate",
	soapVersion: "1.1",
	style: "document",
	use: "literal",
	input: {
		element: "authenticate",
		namespace: "http://developer.svc.example/",
		type: "authenticate"
	},
	output: {
		element: "authenticateResponse",
		namespace: "http://developer.svc.example/",
		type: "authenticateResponse"
	},
	faults: [],
	rateLimits: []
};
/** `sendRequestXML`: SOAPAction http://developer.svc.example/sendRequestXML. */
export const sendRequestXMLOperation = {
	name: "sendRequestXML",
	kind: "soap",
	soapAction: "http://developer.svc.example/sendRequestXML",
	soapVersion: "1.1",
	style: "document",
	use: "literal",
	input: {
		element: "sendRequestXML",
		namespace: "http://developer.svc.example/",
		type: "sendRequestXML"
	},
	output: {
		element: "sendRequestXMLResponse",
		namespace: "http://developer.svc.example/",
		type: "sendRequestXMLResponse"
	},
	faults: [],
	rateLimits: []
};
/** `receiveResponseXML`: SOAPAction http://developer.svc.example/receiveResponseXML. */
export const receiveResponseXMLOperation = {
	name: "receiveResponseXML",
	kind: "soap",
	soapAction: "http://developer.svc.example/receiveResponseXML",
	soapVersion: "1.1",
	style: "document",
	use: "literal",
	input: {
		element: "receiveResponseXML",
		namespace: "http://developer.svc.example/",
		type: "receiveResponseXML"
	},
	output: {
		element: "receiveResponseXMLResponse",
		namespace: "http://developer.svc.example/",
		type: "receiveResponseXMLResponse"
	},
	faults: [],
	rateLimits: []
};
/** `connectionError`: SOAPAction http://developer.svc.example/connectionError. */
export const connectionErrorOperation = {
	name: "connectionError",
	kind: "soap",
	soapAction: "http://developer.svc.example/connectionError",
	soapVersion: "1.1",
	style: "document",
	use: "literal",
	input: {
		element: "connectionError",
		namespace: "http://developer.svc.example/",
		type: "connectionError"
	},
	output: {
		element: "connectionErrorResponse",
		namespace: "http://developer.svc.example/",
		type: "connectionErrorResponse"
	},
	faults: [],
	rateLimits: []
};
/** `getLastError`: SOAPAction http://developer.svc.example/getLastError. */
export const getLastErrorOperation = {
	name: "getLastError",
	kind: "soap",
	soapAction: "http://developer.svc.example/getLastError",
	soapVersion: "1.1",
	style: "document",
	use: "literal",
	input: {
		element: "getLastError",
		namespace: "http://developer.svc.example/",
		type: "getLastError"
	},
	output: {
		element: "getLastErrorResponse",
		namespace: "http://developer.svc.example/",
		type: "getLastErrorResponse"
	},
	faults: [],
	rateLimits: []
};
/** `closeConnection`: SOAPAction http://developer.svc.example/closeConnection. */
export const closeConnectionOperation = {
	name: "closeConnection",
	kind: "soap",
	soapAction: "http://developer.svc.example/closeConnection",
	soapVersion: "1.1",
	style: "document",
	use: "literal",
	input: {
		element: "closeConnection",
		namespace: "http://developer.svc.example/",
		type: "closeConnection"
	},
	output: {
		element: "closeConnectionResponse",
		namespace: "http://developer.svc.example/",
		type: "closeConnectionResponse"
	},
	faults: [],
	rateLimits: []
};
