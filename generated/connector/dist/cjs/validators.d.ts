/**
* Validators of ConnectorSvc 1.0.0. Generated from the definition; do not edit.
*
* `validate.<Name>(value)` checks a response value (the full shape); `validate.<Name>Write(value)` checks a
* request value: read-only properties are accepted and listed in `dropped`. `is.<Name>(value)` is the type
* guard. Every error is reported, each with a JSON pointer, a code and a sentence.
*/
import type * as T from "./types.js";
import { type ValidationResult } from "./runtime/validators/validation.js";
/** Validates a value against a type: `{ ok: true, value }` or `{ ok: false, errors }` with every error. */
export declare const validate: {
	ArrayOfString: (value: unknown) => ValidationResult<T.ArrayOfString>;
	authenticate: (value: unknown) => ValidationResult<T.authenticate>;
	authenticateResponse: (value: unknown) => ValidationResult<T.authenticateResponse>;
	clientVersion: (value: unknown) => ValidationResult<T.clientVersion>;
	clientVersionResponse: (value: unknown) => ValidationResult<T.clientVersionResponse>;
	closeConnection: (value: unknown) => ValidationResult<T.closeConnection>;
	closeConnectionResponse: (value: unknown) => ValidationResult<T.closeConnectionResponse>;
	connectionError: (value: unknown) => ValidationResult<T.connectionError>;
	connectionErrorResponse: (value: unknown) => ValidationResult<T.connectionErrorResponse>;
	getLastError: (value: unknown) => ValidationResult<T.getLastError>;
	getLastErrorResponse: (value: unknown) => ValidationResult<T.getLastErrorResponse>;
	receiveResponseXML: (value: unknown) => ValidationResult<T.receiveResponseXML>;
	receiveResponseXMLResponse: (value: unknown) => ValidationResult<T.receiveResponseXMLResponse>;
	sendRequestXML: (value: unknown) => ValidationResult<T.sendRequestXML>;
	sendRequestXMLResponse: (value: unknown) => ValidationResult<T.sendRequestXMLResponse>;
	serverVersion: (value: unknown) => ValidationResult<T.serverVersion>;
	serverVersionResponse: (value: unknown) => ValidationResult<T.serverVersionResponse>;
};
/** Type guards: `is.<Name>(value)` narrows `value` when it is valid. */
export declare const is: {
	ArrayOfString: (value: unknown) => value is T.ArrayOfString;
	authenticate: (value: unknown) => value is T.authenticate;
	authenticateResponse: (value: unknown) => value is T.authenticateResponse;
	clientVersion: (value: unknown) => value is T.clientVersion;
	clientVersionResponse: (value: unknown) => value is T.clientVersionResponse;
	closeConnection: (value: unknown) => value is T.closeConnection;
	closeConnectionResponse: (value: unknown) => value is T.closeConnectionResponse;
	connectionError: (value: unknown) => value is T.connectionError;
	connectionErrorResponse: (value: unknown) => value is T.connectionErrorResponse;
	getLastError: (value: unknown) => value is T.getLastError;
	getLastErrorResponse: (value: unknown) => value is T.getLastErrorResponse;
	receiveResponseXML: (value: unknown) => value is T.receiveResponseXML;
	receiveResponseXMLResponse: (value: unknown) => value is T.receiveResponseXMLResponse;
	sendRequestXML: (value: unknown) => value is T.sendRequestXML;
	sendRequestXMLResponse: (value: unknown) => value is T.sendRequestXMLResponse;
	serverVersion: (value: unknown) => value is T.serverVersion;
	serverVersionResponse: (value: unknown) => value is T.serverVersionResponse;
};
export type { ValidationCode, ValidationError, ValidationResult } from "./runtime/validators/validation.js";
