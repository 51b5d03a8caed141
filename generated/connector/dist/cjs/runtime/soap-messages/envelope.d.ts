/**
* SOAP envelopes (1.1, and 1.2 where asked) for document/literal wrapped operations: writing one from a field
* list, parsing one into its Body element (or a fault) and the version it came in.
*/
import { SoapFault, type SoapVersion } from "./fault.js";
import { type XmlElement, type XmlParseOptions } from "./xml-tree.js";
import type { XmlPieces } from "./xml-slices.js";
/** Simple content kinds a field or array item can have. */
export type ScalarKind = "string" | "int" | "long" | "double" | "boolean";
export type ScalarValue = string | number | boolean;
interface FieldBase {
	/** Element local name. */
	readonly name: string;
	/** `null` is written as `xsi:nil="true"` when set; otherwise `null` is omitted like `undefined`. */
	readonly nillable?: boolean;
	/** The schema type stated as `xsi:type` on the element (SOAP encoding: a part of an rpc/encoded message). */
	readonly xsiType?: {
		readonly namespace: string;
		readonly name: string;
	};
	/**
	* The element's namespace when it is not the wrapper's: a child of a type declared in another schema whose
	* elements are qualified. Written with a prefix of its own (`q:`), declared where it changes.
	*/
	readonly namespace?: string;
}
export interface ScalarField extends FieldBase {
	readonly kind: ScalarKind;
	readonly value: ScalarValue | null | undefined;
}
/** A wrapper element holding repeated items (`ArrayOfString` and the like). `null` items are written nil. */
export interface ArrayField extends FieldBase {
	readonly kind: "array";
	readonly itemName: string;
	readonly itemKind: ScalarKind;
	readonly value: readonly (ScalarValue | null)[] | null | undefined;
}
/** Repeated elements directly in the parent (`maxOccurs="unbounded"` without a wrapper). */
export interface RepeatedField extends FieldBase {
	readonly kind: "repeated";
	readonly itemKind: ScalarKind;
	readonly value: readonly (ScalarValue | null)[] | null | undefined;
}
/** A nested complex element. */
export interface ElementField extends FieldBase {
	readonly kind: "element";
	readonly value: readonly Field[] | null | undefined;
}
/** A wrapper element holding repeated complex items (`ArrayOfCustomer` and the like). `null` items are written nil. */
export interface ElementArrayField extends FieldBase {
	readonly kind: "element-array";
	readonly itemName: string;
	readonly value: readonly (readonly Field[] | null)[] | null | undefined;
}
/** Repeated complex elements directly in the parent (`maxOccurs="unbounded"` without a wrapper). */
export interface RepeatedElementField extends FieldBase {
	readonly kind: "repeated-element";
	readonly value: readonly (readonly Field[] | null)[] | null | undefined;
}
/**
* An XML attribute of the element whose field list holds it (written on that element's start tag, in field
* order, before its children). Unqualified unless `qualified` (then in the wrapper's namespace).
*/
export interface AttributeField {
	readonly kind: "attribute";
	readonly name: string;
	readonly valueKind: ScalarKind;
	readonly qualified?: boolean;
	/** `null` and `undefined` leave the attribute out (attributes cannot be nil). */
	readonly value: ScalarValue | null | undefined;
}
/** The text content of the element whose field list holds it (XML Schema simpleContent). */
export interface TextField {
	readonly kind: "text";
	readonly name: string;
	readonly valueKind: ScalarKind;
	readonly value: ScalarValue | null | undefined;
}
/** One child of an operation's wrapper element, in sequence order (attributes and text: of the element itself). */
export type Field = AttributeField | TextField | ScalarField | ArrayField | RepeatedField | ElementField | ElementArrayField | RepeatedElementField;
export interface WriteEnvelopeOptions {
	/** Namespace of the wrapper element (the schema's targetNamespace). */
	readonly namespace: string;
	/** Local name of the wrapper element (`<operation>` or `<operation>Response`). */
	readonly element: string;
	readonly fields: readonly Field[];
	/** `elementFormDefault="qualified"`: children in `namespace` (default true); otherwise unqualified. */
	readonly qualified?: boolean;
	/** SOAP Header entries, in order; none (or an empty list) writes no Header. */
	readonly headers?: readonly HeaderEntry[];
	/** The envelope's version (its namespace); default 1.1. */
	readonly soapVersion?: SoapVersion;
}
/**
* One SOAP Header entry: an element in its own namespace whose content is a field list (a simple-typed entry is
* one `text` field).
*/
export interface HeaderEntry {
	readonly namespace: string;
	readonly element: string;
	/** Children in `namespace` (default true); otherwise unqualified. */
	readonly qualified?: boolean;
	/** Written `soap:mustUnderstand="1"`: a receiver that does not understand the entry must fault. */
	readonly mustUnderstand?: boolean;
	readonly fields: readonly Field[];
}
/** Writes a SOAP 1.1 envelope whose Body holds one wrapper element with `fields`. Throws `XmlEncodingError`. */
export declare function writeEnvelope(options: WriteEnvelopeOptions): string;
/**
* The whole envelope for `frame` with `fields`: attribute fields on the wrapper, the rest as its children, and
* `headers` (when there are any) in a SOAP Header before the Body.
*/
export declare function writeEnvelopeIn(frame: EnvelopeFrame, fields: readonly Field[], headers?: readonly HeaderEntry[]): string;
/**
* The Header entry `{namespace}element` of a received message, or undefined when it is absent; one given twice
* is a Client fault (which of the two would count is not said).
*/
export declare function findHeader(headers: readonly XmlElement[], namespace: string, element: string): XmlElement | undefined;
/** The first entry marked mustUnderstand="1" that is none of `understood` (`{namespace}name` keys), if any. */
export declare function notUnderstood(headers: readonly XmlElement[], understood: ReadonlySet<string>, version?: SoapVersion): XmlElement | undefined;
/** Everything of an envelope but the wrapper's children: constant per operation, so a server builds it once. */
export interface EnvelopeFrame {
	/** From the XML declaration to the wrapper's start tag. */
	readonly head: string;
	/** From the wrapper's end tag to the end. */
	readonly tail: string;
	/** Prefix of the children's tags (`tns:`, or `''` when unqualified). */
	readonly childPrefix: string;
	/** Wrapper local name, for error messages. */
	readonly element: string;
	/** Where in `head` the Body starts (a Header goes there). */
	readonly bodyAt: number;
}
export declare function envelopeFrame(options: Omit<WriteEnvelopeOptions, "fields" | "headers">): EnvelopeFrame;
/** The wrapper's children for `frame`. Throws `XmlEncodingError`. */
export declare function writeEnvelopeFields(fields: readonly Field[], frame: EnvelopeFrame): string;
/** The XML Schema lexical form of `value`; throws `XmlEncodingError` when it does not fit `kind`. */
export declare function formatScalar(kind: ScalarKind, value: ScalarValue, where: string): string;
/** A parsed message: the Body's element, or the fault it carries, and the SOAP version it came in. */
export type ParsedEnvelope = {
	readonly kind: "body";
	readonly body: XmlElement;
	readonly headers: readonly XmlElement[];
	readonly version: SoapVersion;
} | {
	readonly kind: "fault";
	readonly fault: SoapFault;
	readonly headers: readonly XmlElement[];
	readonly version: SoapVersion;
};
export interface ParseEnvelopeOptions extends XmlParseOptions {
	/** HTTP status the message came with, recorded on a fault read from it. */
	readonly httpStatus?: number;
	/** The versions accepted; an envelope of another is a `VersionMismatch` fault. Default: 1.1 only. */
	readonly soapVersions?: readonly SoapVersion[];
}
/**
* Parses a SOAP message by namespace (any prefixes, default namespaces), 1.1 unless `soapVersions` accepts 1.2.
* The Body must hold exactly one element. Throws a `Client` `SoapFault` (or `VersionMismatch` for an envelope of
* a version not accepted) when the message is not acceptable; its faultstring is safe to send back.
*/
export declare function parseEnvelope(xml: string, options?: ParseEnvelopeOptions): ParsedEnvelope;
/**
* `parseEnvelope` for a message that may be large: from `SLICED_FROM` characters on, parsed in slices that yield
* to the event loop (`parseXmlInSlices`), over a string or the pieces a body was decoded in; the same result and
* the same faults.
*/
export declare function parseEnvelopeInSlices(xml: string | XmlPieces, options?: ParseEnvelopeOptions): Promise<ParsedEnvelope>;
/**
* Header entries marked mustUnderstand (`"1"`, or in SOAP 1.2 also `"true"`) in the envelope namespace of
* `version`; a receiver that understands none of them must fault.
*/
export declare function mustUnderstandHeaders(headers: readonly XmlElement[], version?: SoapVersion): XmlElement[];
export {};
