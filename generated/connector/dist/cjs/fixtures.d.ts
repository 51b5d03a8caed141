/**
* Fixtures of ConnectorSvc 1.0.0: a valid, realistic value of every type, the same on every run.
*
* Generated from the definition; do not edit. `fixtures.X(overrides)` deep-merges overrides (objects merge,
* arrays replace), `fixtures.X.many(n)` gives n different values, `fixtures.X.seed(k)` the k-th one, and
* `fixtures.invalid.X()` one negative case per constraint: `{ value, path, code }`, where the validator of X
* reports `code` at `path`.
*/
import type { ArrayOfString, authenticate, authenticateResponse, clientVersion, clientVersionResponse, closeConnection, closeConnectionResponse, connectionError, connectionErrorResponse, getLastError, getLastErrorResponse, receiveResponseXML, receiveResponseXMLResponse, sendRequestXML, sendRequestXMLResponse, serverVersion, serverVersionResponse } from "./types.js";
import * as fx from "./runtime/fixtures/fixtures-runtime.js";
/** One builder per type (full shape `X`, request shape `XWrite`), and `invalid`: negative cases per type. */
interface FixtureSet {
	ArrayOfString: fx.FixtureBuilder<ArrayOfString>;
	authenticate: fx.FixtureBuilder<authenticate>;
	authenticateResponse: fx.FixtureBuilder<authenticateResponse>;
	clientVersion: fx.FixtureBuilder<clientVersion>;
	clientVersionResponse: fx.FixtureBuilder<clientVersionResponse>;
	closeConnection: fx.FixtureBuilder<closeConnection>;
	closeConnectionResponse: fx.FixtureBuilder<closeConnectionResponse>;
	connectionError: fx.FixtureBuilder<connectionError>;
	connectionErrorResponse: fx.FixtureBuilder<connectionErrorResponse>;
	getLastError: fx.FixtureBuilder<getLastError>;
	getLastErrorResponse: fx.FixtureBuilder<getLastErrorResponse>;
	receiveResponseXML: fx.FixtureBuilder<receiveResponseXML>;
	receiveResponseXMLResponse: fx.FixtureBuilder<receiveResponseXMLResponse>;
	sendRequestXML: fx.FixtureBuilder<sendRequestXML>;
	sendRequestXMLResponse: fx.FixtureBuilder<sendRequestXMLResponse>;
	serverVersion: fx.FixtureBuilder<serverVersion>;
	serverVersionResponse: fx.FixtureBuilder<serverVersionResponse>;
	/** Negative cases of each type: values its validator rejects, with the path and code it reports. */
	invalid: {
		ArrayOfString(): fx.InvalidCase[];
		authenticate(): fx.InvalidCase[];
		authenticateResponse(): fx.InvalidCase[];
		clientVersion(): fx.InvalidCase[];
		clientVersionResponse(): fx.InvalidCase[];
		closeConnection(): fx.InvalidCase[];
		closeConnectionResponse(): fx.InvalidCase[];
		connectionError(): fx.InvalidCase[];
		connectionErrorResponse(): fx.InvalidCase[];
		getLastError(): fx.InvalidCase[];
		getLastErrorResponse(): fx.InvalidCase[];
		receiveResponseXML(): fx.InvalidCase[];
		receiveResponseXMLResponse(): fx.InvalidCase[];
		sendRequestXML(): fx.InvalidCase[];
		sendRequestXMLResponse(): fx.InvalidCase[];
		serverVersion(): fx.InvalidCase[];
		serverVersionResponse(): fx.InvalidCase[];
	};
}
/** Fixtures: `fixtures.X(overrides?)`, `fixtures.X.many(n)`, `fixtures.X.seed(k)`, `fixtures.invalid.X()`. */
export declare const fixtures: FixtureSet;
export type { DeepPartial, FixtureBuilder, InvalidCase } from "./runtime/fixtures/fixtures-runtime.js";
