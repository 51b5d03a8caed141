/**
* Host data from the first `strHCPResponse` (the desktop application's host, company and preferences query
* results). The document comes from the client, so it is read defensively: only the first 256 KiB are looked
* at, with linear patterns over plain element text; no DTD, entity or nesting is ever interpreted.
*/
import type { HostInfo } from "./session-types.js";
/** How much of the host document is read; real ones are a few KiB. */
export declare const HOST_DOCUMENT_SCAN_BYTES: number;
/** The request fields of sendRequestXML that describe the client (format prefix stripped). */
export interface HostRequestFields {
	readonly strHCPResponse?: string | undefined;
	readonly strCompanyFileName?: string | undefined;
	readonly country?: string | undefined;
	readonly major: number;
	readonly minor: number;
}
/** Reads the host data; fields the document lacks are `''` (a short or hostile document is not an error). */
export declare function readHostInfo(fields: HostRequestFields): HostInfo;
