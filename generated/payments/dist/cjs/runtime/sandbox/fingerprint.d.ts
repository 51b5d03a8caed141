/** Canonical JSON text of a parsed JSON value (the body was parsed, so it holds no cycles and no functions). */
export declare function canonicalJson(value: unknown): string;
export declare function requestFingerprint(body: unknown): string;
