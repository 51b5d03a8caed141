/** SOAP server stub of Directory Service 1.0.0. Generated from the definition; do not edit. */
/// <reference types="node" />
import * as $soap from "./runtime/soap-server/index.js";
import { validate } from "./validators.js";
import * as $messages from "./soap-messages.js";
import { directoryWsdl } from "./wsdl.js";
/** A request value the validator refused: a Client fault naming the fields. */
function $valid(result, element) {
	if (result.ok) return result.value;
	const problems = result.errors.slice(0, 5).map((e) => e.path === "" ? e.message : `${e.path.slice(1)}: ${e.message}`);
	throw $soap.SoapFault.client(`Invalid ${element}: ${problems.join("; ")}`);
}
/**
* SOAP server stub of Directory Service 1.0.0: `listener` for an existing node:http server, or `listen(port?, host?)`
* (default 127.0.0.1 and a free port) resolving to `{ url, close() }`, `url` being the service address (path `/DirectorySvc.asmx` unless `options.path` says otherwise).
*/
export function createDirectoryServer(handlers, options = {}) {
	const { wsdl = directoryWsdl, ...listenerOptions } = options;
	return $soap.createSoapServer({
		path: "/DirectorySvc.asmx",
		...listenerOptions,
		...wsdl === false || wsdl === undefined ? {} : { wsdl },
		operations: [$soap.soapOperation({
			name: "lookupPerson",
			soapAction: "http://directory.example.test/lookupPerson",
			namespace: "http://directory.example.test/",
			inputElement: "lookupPerson",
			outputElement: "lookupPersonResponse",
			qualified: false,
			decode: (body) => $valid(validate.LookupPerson($messages.decodeLookupPerson(body)), "lookupPerson"),
			handle: (request, context) => handlers.lookupPerson !== undefined ? handlers.lookupPerson(request, context) : $soap.notImplemented("lookupPerson"),
			encode: (result) => $messages.encodeLookupPersonResponse({ lookupPersonResult: result })
		}), $soap.soapOperation({
			name: "listNames",
			soapAction: "http://directory.example.test/listNames",
			namespace: "http://directory.example.test/",
			inputElement: "listNames",
			outputElement: "listNamesResponse",
			qualified: false,
			decode: (body) => $valid(validate.ListNames($messages.decodeListNames(body)), "listNames"),
			handle: (request, context) => handlers.listNames !== undefined ? handlers.listNames(request, context) : $soap.notImplemented("listNames"),
			encode: (result) => $messages.encodeListNamesResponse({ listNamesResult: result })
		})]
	});
}
export { directoryWsdl } from "./wsdl.js";
export { SoapFault, XmlEncodingError } from "./runtime/soap-messages/index.js";
