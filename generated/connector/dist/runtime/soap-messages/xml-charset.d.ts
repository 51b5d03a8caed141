/**
* The character encoding of an XML message body, and decoding it strictly. In order: a byte order mark (it
* cannot lie), the charset parameter of Content-Type, the encoding of the XML declaration (what libxml2 reads
* when the transport says nothing), UTF-8. ISO-8859-1 is decoded as itself (WHATWG decoders read it as
* windows-1252, which differs in 0x80-0x9F); any other label a `TextDecoder` knows is accepted. Bytes that are
* not valid in the encoding are an error, never replacement characters.
*/
import { XmlPieces } from "./xml-slices.js";
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
* into one buffer. The text is returned as the pieces it was decoded in (`XmlPieces`: joining them would be one
* long step). Below `SLICED_FROM` bytes it is `decodeXmlBytes` (no turn), a string.
*/
export declare function decodeXmlBytesInSlices(body: Uint8Array | readonly Uint8Array[], charset: string | undefined): Promise<string | XmlPieces>;
