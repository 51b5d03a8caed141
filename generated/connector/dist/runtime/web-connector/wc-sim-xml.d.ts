/**
* XML for the Web Connector simulator: writes request envelopes the way the real client does (declaration,
* `soap:` envelope with xsi/xsd declared, the operation element in a default namespace, empty strings as
* self-closing elements) and reads replies strictly by namespace. The reader is a small linear scanner with
* caps on depth and element count; it refuses DTDs and undefined entities, so a hostile server cannot make the
* simulator expand, recurse or stall.
*/
export declare const SOAP_ENVELOPE_NS: string;
/** A request field: absent (`undefined`, not written), a string (escaped text) or an int. */
export type FieldValue = string | number | undefined;
/** Escapes element text as the real client does: `&`, `<`, `>`; CR as a reference so it survives parsing. */
export declare function escapeText(value: string): string;
/** A request envelope, byte for byte in the real client's style. */
export declare function writeRequestEnvelope(namespace: string, operation: string, fields: ReadonlyArray<readonly [string, FieldValue]>): string;
/** An element of a reply: resolved namespace, local name, attributes by `{ns}name` or plain name, children. */
export interface ReplyElement {
	readonly namespace: string;
	readonly name: string;
	readonly attributes: ReadonlyMap<string, string>;
	readonly children: ReplyElement[];
	/** Text directly inside the element (joined). */
	text: string;
}
/** The reply is not XML the simulator accepts. */
export declare class ReplyXmlError extends Error {
	constructor(message: string);
}
/** Parses a reply into its root element. */
export declare function parseReply(text: string): ReplyElement;
/** Whether an element carries `xsi:nil="true"`. */
export declare function isNil(element: ReplyElement): boolean;
