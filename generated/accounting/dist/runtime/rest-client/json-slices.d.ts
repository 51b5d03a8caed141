/** What `parseJsonInSlices` found: the value, or that the text nests deeper than allowed (nothing built). */
export type SlicedJson = {
	readonly tooDeep: false;
	readonly value: unknown;
} | {
	readonly tooDeep: true;
};
/** Text held as pieces: read by position, never joined into one string (which would be one long step). */
export declare class PiecedText {
	readonly pieces: readonly string[];
	readonly length: number;
	private readonly starts;
	private piece;
	private index;
	private start;
	private end;
	constructor(pieces: readonly string[]);
	/** A string cut into pieces of `size` characters (tests, and callers that already hold a string). */
	static of(text: string, size?: number): PiecedText;
	/** The UTF-16 code unit at `at`; NaN past the end. */
	code(at: number): number;
	/** Characters `from` to `to` (short ranges: a value of at most two leaves). */
	slice(from: number, to: number): string;
	/** Position of the first `search` at or after `from`, across pieces; -1 when there is none. */
	indexOf(search: string, from: number): number;
	/** The whole text as one string (a rope: joined only when read). */
	toString(): string;
	private seek;
}
/** Decodes bytes a mebibyte at a time into pieces (a streaming decoder keeps characters split across steps whole). */
export declare function decodeInSlices(bytes: Uint8Array, decoder: TextDecoder): Promise<PiecedText>;
/**
* Parses JSON text as `JSON.parse` would, in slices; `tooDeep` when objects and arrays nest deeper than `maxDepth`.
* Throws `SyntaxError` for text that is not JSON.
*/
export declare function parseJsonInSlices(text: PiecedText, maxDepth: number, leafChars?: number): Promise<SlicedJson>;
