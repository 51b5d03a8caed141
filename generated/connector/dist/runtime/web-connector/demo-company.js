import { acknowledgeRequests } from "./wc-sim.js";
const escapeXml = (value) => value.replace(/[&<>"']/g, (c) => c === "&" ? "&amp;" : c === "<" ? "&lt;" : c === ">" ? "&gt;" : c === "\"" ? "&quot;" : "&apos;");
const unescapeXml = (value) => value.replace(/&(lt|gt|quot|apos|amp);/g, (_m, name) => ({
	lt: "<",
	gt: ">",
	quot: "\"",
	apos: "'",
	amp: "&"
})[name]);
/** The request-format version to write: the client's (sendRequestXML's version ints), at most 13.0. */
function formatVersion(major, minor) {
	if (major <= 0) return "13.0";
	return major > 13 ? "13.0" : `${major}.${minor}`;
}
/** Characters of one `<CustomerRet>` element read at most (a customer is a few hundred). */
const MAX_CUSTOMER_RET = 4096;
/** Characters of a start tag's attributes read at most. */
const MAX_START_TAG = 1024;
/**
* The attributes of the first `<name ...>` start tag (at most `MAX_START_TAG` characters of them), or undefined.
* One `indexOf` for the name and one bounded look for its `>`: no pattern rescans the text after each candidate.
*/
function startTagAttributes(text, name) {
	for (let at = text.indexOf(`<${name}`); at >= 0; at = text.indexOf(`<${name}`, at + 1)) {
		const after = at + name.length + 1;
		const next = text.charCodeAt(after);
		// `<CustomerQueryRsX` is another element; `<CustomerQueryRs>` or `<CustomerQueryRs ` is this one.
		if (next !== 62 && next !== 32 && next !== 9 && next !== 10 && next !== 13 && next !== 47) continue;
		const close = text.indexOf(">", after);
		if (close < 0) return undefined;
		if (close - after > MAX_START_TAG) return undefined;
		return text.slice(after, close);
	}
	return undefined;
}
/**
* The contents of each `<name>...</name>` element of `text`, in order, skipping any longer than `max` characters;
* returns where the last whole element ended (0 when none), so a caller reading pieces carries the rest over. One
* forward pass: each open and close tag is found once by `indexOf`, so an unclosed `<name>` costs nothing more
* than the characters up to the next tag (a pattern with a bounded lazy run would rescan up to `max` characters
* per unclosed tag: 8 MB of them blocked the process for ~10 s).
*/
function elements(text, name, max, found) {
	const open = `<${name}>`;
	const close = `</${name}>`;
	let from = 0;
	for (;;) {
		const start = text.indexOf(open, from);
		if (start < 0) return from;
		const end = text.indexOf(close, start + open.length);
		if (end < 0) return from;
		// The last open tag before this close is the element's (earlier unclosed ones are skipped).
		const inner = text.lastIndexOf(open, end);
		if (end - (inner + open.length) <= max) found(text.slice(inner + open.length, end));
		from = end + close.length;
	}
}
/** Characters carried from one piece of a response to the next: a customer cut by a piece edge, at most. */
const CARRY = MAX_CUSTOMER_RET + 64;
/** Characters read between two turns of the event loop (a few milliseconds): a huge response never blocks for long. */
const CHARACTERS_PER_TURN = 1 << 18;
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
/** A customer query job: iterator Start, then Continue with the iteratorID until nothing remains. */
export function customerQueryJob(options = {}) {
	const pageSize = Math.max(1, Math.min(options.pageSize ?? 10, 1e3));
	return {
		request: ({ item, host, seq }) => {
			const iteratorId = item.state?.iteratorID;
			const iterator = iteratorId === undefined ? "iterator=\"Start\"" : `iterator="Continue" iteratorID="${escapeXml(iteratorId)}"`;
			return `<?xml version="1.0" encoding="utf-8"?>\n<?qbxml version="${formatVersion(host.formatMajor, host.formatMinor)}"?>\n` + `<QBXML><QBXMLMsgsRq onError="stopOnError"><CustomerQueryRq requestID="${seq}" ${iterator}>` + `<MaxReturned>${pageSize}</MaxReturned></CustomerQueryRq></QBXMLMsgsRq></QBXML>`;
		},
		// The response is read piece by piece as it was decoded (a many-MiB document is never joined into one
		// string: that alone holds the loop a quarter of a second at 30 MiB), each window the last piece's unread
		// tail and the next piece.
		response: async ({ response, responsePieces, tenant }) => {
			let head;
			const customers = [];
			let carry = "";
			let sinceTurn = 0;
			// A context made by hand may give the text only; a long piece is read a window at a time too.
			for (const whole of responsePieces ?? [response]) for (let at = 0; at < whole.length; at += CHARACTERS_PER_TURN) {
				const piece = whole.length <= CHARACTERS_PER_TURN ? whole : whole.slice(at, at + CHARACTERS_PER_TURN);
				const text = carry + piece;
				head ??= startTagAttributes(text, "CustomerQueryRs");
				const read = elements(text, "CustomerRet", MAX_CUSTOMER_RET, (ret) => {
					const listId = /<ListID>([^<]{0,64})<\/ListID>/.exec(ret)?.[1] ?? "";
					const name = /<Name>([^<]{0,256})<\/Name>/.exec(ret)?.[1] ?? "";
					customers.push({
						listId: unescapeXml(listId),
						name: unescapeXml(name)
					});
				});
				// An element that began more than CARRY characters back is longer than any read, and skipped as above.
				carry = text.length - read > CARRY ? text.slice(-CARRY) : text.slice(read);
				sinceTurn += piece.length;
				if (sinceTurn >= CHARACTERS_PER_TURN) {
					sinceTurn = 0;
					await nextTurn();
				}
			}
			if (head === undefined) return { error: "The response has no CustomerQueryRs" };
			const attribute = (name) => new RegExp(`\\b${name}="([^"]{0,256})"`).exec(head)?.[1];
			if (attribute("statusSeverity") === "Error") return { error: unescapeXml(attribute("statusMessage") ?? "The query failed") };
			await options.onCustomers?.(customers, tenant);
			const remaining = Number(attribute("iteratorRemainingCount") ?? "0");
			const iteratorID = attribute("iteratorID");
			if (remaining > 0 && iteratorID !== undefined) {
				return { again: {
					state: { iteratorID: unescapeXml(iteratorID) },
					remaining,
					requests: Math.ceil(remaining / pageSize)
				} };
			}
			return undefined;
		}
	};
}
/** A desktop company for the simulator: answers customer queries with iterators; other requests get status 0. */
export function simulatedCompany(options = {}) {
	const count = options.customers ?? 25;
	const all = Array.from({ length: count }, (_, i) => ({
		listId: `${(2147483649 + i).toString(16).toUpperCase()}-1700000000`,
		name: `Customer ${String(i + 1).padStart(3, "0")} & Sons`
	}));
	const iterators = new Map();
	let nextIterator = 1;
	return (request) => {
		const attrs = startTagAttributes(request, "CustomerQueryRq");
		if (attrs === undefined) return acknowledgeRequests(request);
		const requestId = /\brequestID="([^"]{0,64})"/.exec(attrs)?.[1] ?? "0";
		const max = Math.max(1, Math.min(Number(/<MaxReturned>(\d{1,6})<\/MaxReturned>/.exec(request)?.[1] ?? count), 1e3));
		let iteratorId = /\biteratorID="([^"]{0,64})"/.exec(attrs)?.[1];
		let start = 0;
		if (/\biterator="Continue"/.test(attrs)) {
			const at = iteratorId === undefined ? undefined : iterators.get(iteratorId);
			if (at === undefined) {
				return `<?xml version="1.0" ?>\n<QBXML>\n<QBXMLMsgsRs>\n<CustomerQueryRs requestID="${requestId}" statusCode="3170" statusSeverity="Error" statusMessage="Unknown iterator" />\n</QBXMLMsgsRs>\n</QBXML>\n`;
			}
			start = at;
		} else iteratorId = `{${String(nextIterator++).padStart(8, "0")}-ITER}`;
		const page = all.slice(start, start + max);
		const remaining = all.length - start - page.length;
		if (remaining > 0) iterators.set(iteratorId, start + page.length);
		else iterators.delete(iteratorId);
		const rets = page.map((c) => `<CustomerRet>\n<ListID>${c.listId}</ListID>\n<Name>${escapeXml(c.name)}</Name>\n<IsActive>true</IsActive>\n</CustomerRet>`).join("\n");
		return `<?xml version="1.0" ?>\n<QBXML>\n<QBXMLMsgsRs>\n<CustomerQueryRs requestID="${requestId}" statusCode="0" statusSeverity="Info" ` + `statusMessage="Status OK" iteratorRemainingCount="${remaining}" iteratorID="${iteratorId}">\n${rets}\n</CustomerQueryRs>\n</QBXMLMsgsRs>\n</QBXML>\n`;
	};
}
