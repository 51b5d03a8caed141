/**
 * Trace ids: random (version 4) UUIDs, as `crypto.randomUUID()` makes them, but formatted 128 at a time: one
 * `randomFillSync` per batch, its bytes written as hex digits and dashes into one buffer read back as one string,
 * and each id is a slice of that text. Node builds each of its UUIDs from twenty string pieces, which cost a
 * server answering a small reply more than the rest of its header block; hex text cut into pieces and joined
 * again cost the batch twice what writing the digits byte by byte does (issue 25).
 */
import { randomFillSync } from 'node:crypto';

const BATCH = 128;
const bytes = Buffer.alloc(16 * BATCH);
const chars = Buffer.alloc(36 * BATCH);
const DIGITS = Buffer.from('0123456789abcdef', 'latin1');
let text = '';
let next = BATCH;

export function traceId(): string {
  if (next === BATCH) refill();
  const at = next++ * 36;
  return text.slice(at, at + 36);
}

function refill(): void {
  randomFillSync(bytes);
  let out = 0;
  for (let at = 0; at < bytes.length; at += 16) {
    bytes[at + 6] = (bytes[at + 6] & 0x0f) | 0x40; // version 4
    bytes[at + 8] = (bytes[at + 8] & 0x3f) | 0x80; // variant 10
    for (let i = 0; i < 16; i++) {
      if (i === 4 || i === 6 || i === 8 || i === 10) chars[out++] = 0x2d; // 8-4-4-4-12
      const byte = bytes[at + i];
      chars[out++] = DIGITS[byte >> 4];
      chars[out++] = DIGITS[byte & 0x0f];
    }
  }
  text = chars.toString('latin1');
  next = 0;
}
