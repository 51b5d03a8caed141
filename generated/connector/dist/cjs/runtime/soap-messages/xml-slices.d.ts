/**
* Turns of the event loop for large messages: a body of `SLICED_FROM` bytes or more is decoded and parsed in
* slices (`decodeXmlBytesInSlices`, `parseXmlInSlices`), each yielding once about `SLICE_MS` of work is done, so no
* one message holds the loop (other requests, timers, deadlines) for long. Smaller bodies keep the one-step path,
* which costs no promise.
*/
/** Bodies from this size on are read in slices. */
export declare const SLICED_FROM: number;
/** A clock that says when the current slice is spent. */
export declare class Slicer {
	#private;
	/** Yields to the event loop if this slice has run `SLICE_MS`; resolves at once (no turn) otherwise. */
	pause(): Promise<void>;
	/** Runs `steps` to the end, pausing between them as `pause` does. */
	drive(steps: Iterator<unknown>): Promise<void>;
}
/**
* A large document's text as the pieces it was decoded in (about a mebibyte each), never joined: joining 30 MiB of
* text into one string is itself one long step. The scan reads the pieces through a window (`scanXmlSteps`).
*/
export declare class XmlPieces {
	readonly pieces: readonly string[];
	readonly length: number;
	constructor(pieces: readonly string[]);
	/** `text` cut into pieces of `size` characters (tests; callers that hold a string). */
	static of(text: string, size: number): XmlPieces;
	/** The whole text as one string (one long step for a large document: for small ones and tests). */
	toString(): string;
}
