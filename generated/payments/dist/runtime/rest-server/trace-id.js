/**
* Trace ids: random (version 4) UUIDs, as `crypto.randomUUID()` makes them, but formatted 128 at a time: one
* `randomFillSync` and one hex encoding per batch, and each id is a slice of the batch's text. Node builds each
* of its UUIDs from twenty string pieces, which cost a server answering a small reply more than the rest of its
* header block.
*/
import { randomFillSync } from "node:crypto";
const BATCH = 128;
const bytes = Buffer.alloc(16 * BATCH);
let text = "";
let next = BATCH;
export function traceId() {
	if (next === BATCH) refill();
	const at = next++ * 36;
	return text.slice(at, at + 36);
}
function refill() {
	randomFillSync(bytes);
	for (let at = 0; at < bytes.length; at += 16) {
		bytes[at + 6] = bytes[at + 6] & 15 | 64;
		bytes[at + 8] = bytes[at + 8] & 63 | 128;
	}
	const hex = bytes.toString("hex");
	const ids = [];
	for (let h = 0; h < hex.length; h += 32) {
		ids.push(`${hex.slice(h, h + 8)}-${hex.slice(h + 8, h + 12)}-${hex.slice(h + 12, h + 16)}-${hex.slice(h + 16, h + 20)}-${hex.slice(h + 20, h + 32)}`);
	}
	text = ids.join("");
	next = 0;
}
