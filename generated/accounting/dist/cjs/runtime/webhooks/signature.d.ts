export interface SignatureScheme {
	readonly kind: "signature";
	/** Request header, lower case. */
	readonly header: string;
	readonly algorithm: "hmac-sha256" | "hmac-sha1" | "hmac-sha512";
	readonly encoding: "base64" | "hex";
	/** Receiver/sender option holding the secret(s). */
	readonly key: string;
	readonly prefix?: string;
}
export interface BasicScheme {
	readonly kind: "basic";
	/** Receiver/sender option holding `{ username, password }` (or a list of them). */
	readonly key: string;
}
export type VerificationScheme = SignatureScheme | BasicScheme;
export interface BasicCredentials {
	readonly username: string;
	readonly password: string;
}
/** Why a request did not verify: the reason code of the 401 body, and a sentence. */
export type VerificationResult = {
	readonly ok: true;
} | {
	readonly ok: false;
	readonly reason: "missing-signature" | "malformed-signature" | "wrong-signature" | "missing-credentials" | "wrong-credentials";
	readonly message: string;
};
/** The MAC of `body` under `secret`, as raw bytes. */
export declare function mac(scheme: SignatureScheme, secret: string, body: Uint8Array): Buffer;
/** The header value a sender writes for `body`. */
export declare function signatureHeader(scheme: SignatureScheme, secret: string, body: Uint8Array): string;
/** Checks the signature header of a request against every secret (rotation: any may match). */
export declare function verifySignature(scheme: SignatureScheme, secrets: readonly string[], body: Uint8Array, headerValue: string | readonly string[] | undefined): VerificationResult;
/** Checks `Authorization: Basic ...` against every allowed pair. */
export declare function verifyBasic(allowed: readonly BasicCredentials[], headerValue: string | readonly string[] | undefined): VerificationResult;
