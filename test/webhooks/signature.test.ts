// templates/webhooks/signature.ts: HMAC signatures over raw bytes (the vendor's vectors, every wrong length,
// strict encodings, rotation) and Basic credentials, compared in constant time.
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { signatureHeader, verifyBasic, verifySignature, type SignatureScheme } from '../../templates/webhooks/signature.ts';

const SCHEME: SignatureScheme = { kind: 'signature', header: 'intuit-signature', algorithm: 'hmac-sha256', encoding: 'base64', key: 'verifierToken' };
const VECTORS = new URL('../../../shared/vectors/webhooks/', import.meta.url);
const quickbooks = JSON.parse(readFileSync(new URL('legacy.signature-vector-2.json', VECTORS), 'utf8')) as { verifierToken: string; payload: string; 'intuit-signature': string };
const dotnet = JSON.parse(readFileSync(new URL('legacy.signature-vector.json', VECTORS), 'utf8')) as { verifierToken: string; payloadFile: string; 'intuit-signature': string };
const dotnetBody = readFileSync(new URL(dotnet.payloadFile, VECTORS));

describe('verifySignature', () => {
  it('verifies both real vectors and signs them identically', () => {
    const body = Buffer.from(quickbooks.payload, 'utf8');
    expect(verifySignature(SCHEME, [quickbooks.verifierToken], body, quickbooks['intuit-signature'])).toEqual({ ok: true });
    expect(verifySignature(SCHEME, [dotnet.verifierToken], dotnetBody, dotnet['intuit-signature'])).toEqual({ ok: true });
    expect(signatureHeader(SCHEME, dotnet.verifierToken, dotnetBody)).toBe(dotnet['intuit-signature']);
  });

  it('fails after any single flipped byte of the body', () => {
    for (let i = 0; i < dotnetBody.length; i += 7) {
      const flipped = Buffer.from(dotnetBody);
      flipped[i] ^= 0x20;
      expect(verifySignature(SCHEME, [dotnet.verifierToken], flipped, dotnet['intuit-signature'])).toMatchObject({ ok: false, reason: 'wrong-signature' });
    }
  });

  it('fails with a wrong token, a re-serialised body, or no header', () => {
    expect(verifySignature(SCHEME, ['verify_you'], Buffer.from(quickbooks.payload), quickbooks['intuit-signature'])).toMatchObject({ reason: 'wrong-signature' });
    const reserialised = Buffer.from(JSON.stringify(JSON.parse(dotnetBody.toString('utf8')), null, 1));
    expect(reserialised.equals(dotnetBody)).toBe(false);
    expect(verifySignature(SCHEME, [dotnet.verifierToken], reserialised, dotnet['intuit-signature'])).toMatchObject({ reason: 'wrong-signature' });
    expect(verifySignature(SCHEME, [dotnet.verifierToken], dotnetBody, undefined)).toMatchObject({ reason: 'missing-signature' });
    expect(verifySignature(SCHEME, [dotnet.verifierToken], dotnetBody, '')).toMatchObject({ reason: 'missing-signature' });
    expect(verifySignature(SCHEME, [dotnet.verifierToken], dotnetBody, [dotnet['intuit-signature'], dotnet['intuit-signature']])).toMatchObject({ reason: 'malformed-signature' });
  });

  it('refuses signatures of every wrong length as malformed, never throwing', () => {
    const good = dotnet['intuit-signature'];
    for (let length = 0; length <= 200; length++) {
      if (length === good.length) continue;
      const value = 'A'.repeat(length);
      const result = verifySignature(SCHEME, [dotnet.verifierToken], dotnetBody, value);
      expect(result.ok).toBe(false);
    }
    // The right length with bytes Buffer.from would silently drop or pad: refused, not decoded loosely.
    for (const value of [good.slice(0, -1) + '!', good.replace('=', 'A'), `${good.slice(0, -2)}==`, good.slice(1) + '=']) {
      expect(verifySignature(SCHEME, [dotnet.verifierToken], dotnetBody, value).ok).toBe(false);
    }
  });

  it('refuses a base64 signature that decodes to the right MAC but is not its one encoding (unused bits set)', () => {
    const good = dotnet['intuit-signature'];
    const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
    const last = ALPHABET.indexOf(good[good.length - 2]);
    // 32 bytes: 43 characters and one '='; the last character carries 4 bits of the MAC and 2 unused ones.
    for (const unused of [1, 2, 3]) {
      const value = `${good.slice(0, -2)}${ALPHABET[last + unused]}=`;
      expect(Buffer.from(value, 'base64').equals(Buffer.from(good, 'base64'))).toBe(true);
      expect(verifySignature(SCHEME, [dotnet.verifierToken], dotnetBody, value)).toMatchObject({ ok: false, reason: 'malformed-signature' });
    }
    expect(verifySignature(SCHEME, [dotnet.verifierToken], dotnetBody, good).ok).toBe(true);
    // SHA-1 (20 bytes: two '=' padding, 4 unused bits) likewise.
    const sha1: SignatureScheme = { ...SCHEME, algorithm: 'hmac-sha1' };
    const mac1 = signatureHeader(sha1, 's', Buffer.from('x'));
    const at = ALPHABET.indexOf(mac1[mac1.length - 3]);
    expect(verifySignature(sha1, ['s'], Buffer.from('x'), mac1).ok).toBe(true);
    expect(verifySignature(sha1, ['s'], Buffer.from('x'), `${mac1.slice(0, -3)}${ALPHABET[at + 1]}==`).ok).toBe(false);
  });

  it('accepts any secret of a rotation list; hex and prefixed schemes work the same way', () => {
    expect(verifySignature(SCHEME, ['old', dotnet.verifierToken, 'newer'], dotnetBody, dotnet['intuit-signature']).ok).toBe(true);
    const hex: SignatureScheme = { ...SCHEME, header: 'x-sig', encoding: 'hex', algorithm: 'hmac-sha512', prefix: 'sha512=' };
    const value = `sha512=${createHmac('sha512', 'k').update(dotnetBody).digest('hex')}`;
    expect(signatureHeader(hex, 'k', dotnetBody)).toBe(value);
    expect(verifySignature(hex, ['k'], dotnetBody, value).ok).toBe(true);
    expect(verifySignature(hex, ['k'], dotnetBody, value.slice(7)).ok).toBe(false);
    expect(verifySignature(hex, ['k'], dotnetBody, value.toUpperCase().replace('SHA512=', 'sha512=')).ok).toBe(true);
  });

  it('property: arbitrary bodies and header values never throw, and verify only with the right MAC', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 512 }), fc.oneof(fc.string(), fc.base64String(), fc.constant(undefined)), (body, header) => {
        const result = verifySignature(SCHEME, ['secret'], body, header);
        const expected = header === signatureHeader(SCHEME, 'secret', body);
        expect(result.ok).toBe(expected);
      }),
      { numRuns: 500 },
    );
  });
});

describe('verifyBasic', () => {
  const basic = (user: string, password: string): string => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
  it('checks the pair against every allowed one', () => {
    const allowed = [{ username: 'a', password: 'b' }, { username: 'c', password: 'd:e' }];
    expect(verifyBasic(allowed, basic('a', 'b')).ok).toBe(true);
    expect(verifyBasic(allowed, basic('c', 'd:e')).ok).toBe(true);
    expect(verifyBasic(allowed, basic('a', 'd:e'))).toMatchObject({ reason: 'wrong-credentials' });
    expect(verifyBasic(allowed, undefined)).toMatchObject({ reason: 'missing-credentials' });
    expect(verifyBasic(allowed, 'Bearer x')).toMatchObject({ reason: 'missing-credentials' });
  });
});
