/**
* Accounting's spelling of failures in the sandbox: the service's fault codes (facts/accounting.md) for what the
* generic sandbox detects (610 not found, 5010 stale SyncToken, 6240 duplicate name, 6140 duplicate document
* number, 4000 query parser error) and for this module's own rules (2500 invalid reference), plus the XML body
* the real service sends with a 429.
*/
import { sandboxFault } from "../../runtime/sandbox/contract.js";
const validation = (code, message, detail, status = 400) => sandboxFault(status, "validation", {
	code,
	message,
	detail,
	type: "ValidationFault"
});
export function objectNotFound(entity, id) {
	return validation("610", "Object Not Found", `Object Not Found : Something you're trying to use has been made inactive or is not found (${entity} ${id}).`);
}
export function invalidReference(member, entity, id) {
	return validation("2500", "Invalid Reference Id", `Invalid Reference Id : ${member} ${entity} assigned is not found (${id})`);
}
export function businessRule(message) {
	return validation("6000", "A business validation error has occurred while processing your request", `Business Validation Error: ${message}`);
}
export function accountingFault(kind, info) {
	switch (kind) {
		case "not-found": return objectNotFound(info.entity ?? "Object", info.id ?? "");
		case "stale": return validation("5010", "Stale Object Error", `Stale Object Error : You and someone else were working on ${info.entity ?? "this"} ${info.id ?? ""} at the same time. ${info.message}`);
		case "duplicate": return info.member === "DocNumber" ? validation("6140", "Duplicate Document Number Error", `Duplicate Document Number Error : You must specify a different number. This number has already been used. DocNumber=${info.value ?? ""}`) : validation("6240", "Duplicate Name Exists Error", `The name supplied already exists. : ${info.value ?? ""}`);
		case "query": return validation("4000", "Error parsing query", `QueryParserError: ${info.message}`);
		case "idempotency-conflict":
		case "batch-too-large":
		case "not-supported": return businessRule(info.message);
		default: return undefined;
	}
}
/** The XML body of a 429 (vector fault-throttle-429.xml), with the current time. */
export function throttleXml(time) {
	return [
		"<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>",
		`<IntuitResponse time="${time}" xmlns="http://schema.intuit.com/finance/v3">`,
		"    <SandboxFault type=\"SERVICE\">",
		"        <Error code=\"3001\">",
		"            <Message>message=ThrottleExceeded; errorCode=003001; statusCode=429</Message>",
		"            <Detail>The request limit was reached.  Try again later</Detail>",
		"        </Error>",
		"    </SandboxFault>",
		"</IntuitResponse>",
		""
	].join("\n");
}
