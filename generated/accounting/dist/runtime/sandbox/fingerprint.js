/**
* The fingerprint of a request under an idempotency key: a digest of its body in canonical JSON (object members
* sorted by name, at every depth; arrays keep their order), so the same body with its members in another order
* is the same request, and any other body is another one.
*/
import { createHash } from "node:crypto";
/** Canonical JSON text of a parsed JSON value (the body was parsed, so it holds no cycles and no functions). */
export function canonicalJson(value) {
	if (value === null || typeof value !== "object") return JSON.stringify(value ?? null);
	if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item)).join(",")}]`;
	const keys = Object.keys(value).sort();
	const object = value;
	return `{${keys.filter((k) => object[k] !== undefined).map((k) => `${JSON.stringify(k)}:${canonicalJson(object[k])}`).join(",")}}`;
}
export function requestFingerprint(body) {
	return createHash("sha256").update(canonicalJson(body)).digest("base64url");
}
