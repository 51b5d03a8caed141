/// <reference types="node" />
/** SOAP server stub of Directory Service 1.0.0. Generated from the definition; do not edit. */
import * as $soap from "./runtime/soap-server/index.js";
import type { ArrayOfString, ListNames, LookupPerson, Person } from "./types.js";
/**
* Handlers of Directory Service: one per operation. A thrown `SoapFault` is sent as is; any other error becomes a
* `Server` fault with a fixed message (the error goes to `onError`). An operation without a handler answers a
* `Server` fault saying it is not implemented.
*/
export interface DirectoryHandlers {
	/**
	* Look a person up by id.
	*
	* Receives the `lookupPerson` request; returns the `lookupPersonResult` value.
	*/
	lookupPerson?(request: LookupPerson, context: $soap.SoapRequestContext): Person | undefined | Promise<Person | undefined>;
	/**
	* Lists names starting with a prefix.
	* Names are unique.
	*
	* Receives the `listNames` request; returns the `listNamesResult` value.
	*/
	listNames?(request: ListNames, context: $soap.SoapRequestContext): ArrayOfString | undefined | Promise<ArrayOfString | undefined>;
}
/** Options of {@link createDirectoryServer}: the runtime's listener options (limits, path, onError ...). */
export interface DirectoryServerOptions extends Omit<$soap.SoapListenerOptions, "operations" | "wsdl"> {
	/** WSDL served at `GET <path>?wsdl` (its `soap:address` rewritten to the URL reached). Default: the definition the package was generated from; `false` serves none. */
	wsdl?: string | ((serviceUrl: string) => string) | false;
}
/**
* SOAP server stub of Directory Service 1.0.0: `listener` for an existing node:http server, or `listen(port?, host?)`
* (default 127.0.0.1 and a free port) resolving to `{ url, close() }`, `url` being the service address (path `/DirectorySvc.asmx` unless `options.path` says otherwise).
*/
export declare function createDirectoryServer(handlers: DirectoryHandlers, options?: DirectoryServerOptions): $soap.SoapServer;
export { directoryWsdl } from "./wsdl.js";
export { SoapFault, XmlEncodingError } from "./runtime/soap-messages/index.js";
export type { RunningSoapServer, SoapRequestContext, SoapServer } from "./runtime/soap-server/index.js";
