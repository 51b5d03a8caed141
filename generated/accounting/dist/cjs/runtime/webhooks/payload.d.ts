export type PayloadResult = {
	readonly ok: true;
	readonly value: unknown;
} | {
	readonly ok: false;
	readonly status: 400 | 415;
	readonly reason: string;
	readonly message: string;
};
/** True when `contentType` (absent allowed) names JSON: `application/json` or `*+json`. */
export declare function isJsonContentType(contentType: string | undefined): boolean;
/** Deepest array/object nesting of a JSON text, stopping early past `limit`. Strings are skipped. */
export declare function exceedsDepth(text: string, limit: number): boolean;
export declare function parsePayload(body: Uint8Array, contentType: string | undefined, maxDepth: number): PayloadResult;
