/**
 * Webhook verification over the raw request bytes: HMAC signatures (`x-svc-webhook-signature`) and HTTP Basic
 * credentials (a webhook's `http`/`basic` security). Every comparison is constant-time (`timingSafeEqual` on
 * buffers of equal length; a length mismatch is refused before comparing, and the lengths are public).
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export interface SignatureScheme {
  readonly kind: 'signature';
  /** Request header, lower case. */
  readonly header: string;
  readonly algorithm: 'hmac-sha256' | 'hmac-sha1' | 'hmac-sha512';
  readonly encoding: 'base64' | 'hex';
  /** Receiver/sender option holding the secret(s). */
  readonly key: string;
  readonly prefix?: string;
}

export interface BasicScheme {
  readonly kind: 'basic';
  /** Receiver/sender option holding `{ username, password }` (or a list of them). */
  readonly key: string;
}

export type VerificationScheme = SignatureScheme | BasicScheme;

export interface BasicCredentials {
  readonly username: string;
  readonly password: string;
}

/** Why a request did not verify: the reason code of the 401 body, and a sentence. */
export type VerificationResult = { readonly ok: true } | { readonly ok: false; readonly reason: 'missing-signature' | 'malformed-signature' | 'wrong-signature' | 'missing-credentials' | 'wrong-credentials'; readonly message: string };

const DIGEST_BYTES = { 'hmac-sha256': 32, 'hmac-sha1': 20, 'hmac-sha512': 64 } as const;
const NODE_ALGORITHM = { 'hmac-sha256': 'sha256', 'hmac-sha1': 'sha1', 'hmac-sha512': 'sha512' } as const;

/** The MAC of `body` under `secret`, as raw bytes. */
export function mac(scheme: SignatureScheme, secret: string, body: Uint8Array): Buffer {
  return createHmac(NODE_ALGORITHM[scheme.algorithm], secret).update(body).digest();
}

/** The header value a sender writes for `body`. */
export function signatureHeader(scheme: SignatureScheme, secret: string, body: Uint8Array): string {
  return (scheme.prefix ?? '') + mac(scheme, secret, body).toString(scheme.encoding);
}

/** One header value: absent, or repeated (ambiguous: refused), or the value. */
function single(value: string | readonly string[] | undefined): string | undefined | null {
  if (Array.isArray(value)) return value.length === 1 ? value[0] : null;
  return value as string | undefined;
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const HEX = /^[0-9a-fA-F]*$/;

/** Decodes a header value strictly: undefined when it is not exactly one MAC in the scheme's encoding. */
function decodeSignature(scheme: SignatureScheme, value: string): Buffer | undefined {
  let text = value.trim();
  if (scheme.prefix !== undefined) {
    if (!text.startsWith(scheme.prefix)) return undefined;
    text = text.slice(scheme.prefix.length);
  }
  const size = DIGEST_BYTES[scheme.algorithm];
  if (scheme.encoding === 'hex') return text.length === size * 2 && HEX.test(text) ? Buffer.from(text, 'hex') : undefined;
  // Buffer.from(base64) ignores bad characters and missing padding; check the form and the exact length first.
  if (text.length !== Math.ceil(size / 3) * 4 || !BASE64.test(text)) return undefined;
  const bytes = Buffer.from(text, 'base64');
  return bytes.length === size && canonicalTail(text, size) ? bytes : undefined;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/**
 * Whether base64 text of `size` bytes is the one encoding of them (what encoding the bytes again would give):
 * the bits of the last character before the padding that carry no byte must be zero. Checked without encoding.
 */
function canonicalTail(text: string, size: number): boolean {
  const padding = (3 - (size % 3)) % 3;
  if (padding === 0) return true;
  const last = ALPHABET.indexOf(text[text.length - 1 - padding]);
  return last >= 0 && last % (padding === 1 ? 4 : 16) === 0;
}

/** Checks the signature header of a request against every secret (rotation: any may match). */
export function verifySignature(scheme: SignatureScheme, secrets: readonly string[], body: Uint8Array, headerValue: string | readonly string[] | undefined): VerificationResult {
  const value = single(headerValue);
  if (value === null) return { ok: false, reason: 'malformed-signature', message: `More than one ${scheme.header} header` };
  if (value === undefined || value.trim() === '') return { ok: false, reason: 'missing-signature', message: `Missing ${scheme.header} header` };
  const given = decodeSignature(scheme, value);
  if (given === undefined) {
    return { ok: false, reason: 'malformed-signature', message: `${scheme.header} is not a ${scheme.encoding} ${scheme.algorithm} signature` };
  }
  let matched = false;
  // Every secret is tried (no early exit), so the time taken does not tell which one matched.
  for (const secret of secrets) if (timingSafeEqual(mac(scheme, secret, body), given)) matched = true;
  return matched ? { ok: true } : { ok: false, reason: 'wrong-signature', message: `${scheme.header} does not match the request body` };
}

/** Compares digests, which always have equal lengths, so neither the content nor the length of `b` leaks. */
function sameText(a: string, b: string): boolean {
  return timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());
}

/** Checks `Authorization: Basic ...` against every allowed pair. */
export function verifyBasic(allowed: readonly BasicCredentials[], headerValue: string | readonly string[] | undefined): VerificationResult {
  const value = single(headerValue);
  if (value === null || value === undefined) return { ok: false, reason: 'missing-credentials', message: 'Missing Authorization: Basic header' };
  const match = /^Basic ([A-Za-z0-9+/]+={0,2})$/i.exec(value.trim());
  if (!match) return { ok: false, reason: 'missing-credentials', message: 'Authorization is not Basic credentials' };
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  const user = colon < 0 ? decoded : decoded.slice(0, colon);
  const password = colon < 0 ? '' : decoded.slice(colon + 1);
  let matched = false;
  for (const pair of allowed) if (sameText(user, pair.username) && sameText(password, pair.password)) matched = true;
  return matched ? { ok: true } : { ok: false, reason: 'wrong-credentials', message: 'Wrong Basic credentials' };
}
