/** The body cannot be decoded; `message` is safe to send back to the peer. */
export declare class XmlCharsetError extends Error {
	constructor(message: string);
}
/** The charset parameter of a Content-Type value, lower-cased, or `undefined`. */
export declare function charsetParameter(contentType: string | undefined): string | undefined;
/** `label` names an encoding this module can decode. */
export declare function isSupportedCharset(label: string): boolean;
/**
* Decodes an XML body: by its byte order mark, else `charset` (the Content-Type parameter), else its XML
* declaration, else as UTF-8. Throws `XmlCharsetError` for an unknown encoding or bytes invalid in it.
*/
export declare function decodeXmlBytes(bytes: Uint8Array, charset: string | undefined): string;
/**
* `decodeXmlBytes` in steps of about a mebibyte, yielding to the event loop between them when a slice is spent;
* the same text and the same errors. The body may be given as the chunks it arrived in, which spares copying them
* into one buffer. Below `SLICED_FROM` bytes it is `decodeXmlBytes` (no turn).
*/
export declare function decodeXmlBytesInSlices(body: Uint8Array | readonly Uint8Array[], charset: string | undefined): Promise<string>;
