const recorded = new WeakMap();
/** Starts keeping a copy of the request body (at most `maxBytes`; past that, nothing is kept). */
export function recordBody(request, maxBytes) {
	if (request.method === "GET" || request.method === "HEAD" || recorded.has(request)) return;
	const entry = {
		chunks: [],
		size: 0,
		over: false
	};
	recorded.set(request, entry);
	const push = request.push;
	request.push = function(chunk, encoding) {
		if (chunk !== null && chunk !== undefined && !entry.over) {
			const bytes = Buffer.isBuffer(chunk) ? chunk : typeof chunk === "string" ? Buffer.from(chunk, encoding) : Buffer.from(chunk);
			entry.size += bytes.byteLength;
			if (entry.size > maxBytes) {
				entry.over = true;
				entry.chunks = [];
			} else entry.chunks.push(bytes);
		}
		return push.call(this, chunk, encoding);
	};
}
/** The request body as sent, parsed as JSON; undefined when none was kept or it is not JSON. */
export function recordedJson(request) {
	const entry = recorded.get(request);
	if (entry === undefined || entry.over || entry.size === 0) return undefined;
	try {
		return JSON.parse(Buffer.concat(entry.chunks, entry.size).toString("utf8"));
	} catch {
		return undefined;
	}
}
/** Lets `replace` swap the body of the core's answer on `response` (the core's headers stay). */
export function replaceAnswer(response, replace) {
	const writeHead = response.writeHead;
	const end = response.end;
	let replacement;
	response.writeHead = function(status, ...rest) {
		if (status >= 400) {
			const custom = replace(status);
			if (custom !== undefined) {
				replacement = Buffer.from(custom.body, "utf8");
				const headers = rest.find((r) => r !== null && typeof r === "object" && !Array.isArray(r));
				const fields = {
					"content-type": custom.contentType,
					"content-length": replacement.byteLength
				};
				if (headers !== undefined) {
					for (const name of Object.keys(headers)) if (/^content-(type|length)$/i.test(name)) delete headers[name];
					Object.assign(headers, fields);
				} else for (const [name, value] of Object.entries(fields)) this.setHeader(name, value);
			}
		}
		return writeHead.call(this, status, ...rest);
	};
	response.end = function(...args) {
		if (replacement !== undefined) {
			const bytes = replacement;
			replacement = undefined;
			return end.call(this, bytes);
		}
		return end.apply(this, args);
	};
}
/** The start of the request body as sent (at most `limit` bytes), and whether that is all of it. */
export function recordedExcerpt(request, limit) {
	const entry = recorded.get(request);
	if (entry === undefined || entry.size === 0) return undefined;
	if (entry.over) return {
		size: 0,
		whole: false,
		bytes: () => Buffer.alloc(0)
	};
	// Only the first `limit` bytes are copied, whatever the body's size, and only when the excerpt is read.
	const chunks = entry.chunks;
	const size = Math.min(entry.size, limit);
	return {
		size,
		whole: entry.size <= limit,
		bytes: () => Buffer.concat(chunks, size)
	};
}
/** What the handler learnt of a request that the log wants: the company (tenant key) and the idempotency key. */
const notes = new WeakMap();
export function noteRequest(request, note) {
	notes.set(request, {
		...notes.get(request),
		...note
	});
}
export function requestNote(request) {
	return notes.get(request) ?? {};
}
/**
* Keeps a copy of the first `limit` bytes of the answer written on `response`, and its Content-Type (the core
* may give every header to `writeHead` as a list, which `getHeader` does not see); `answered()` gives them.
*/
export function recordAnswer(response, limit) {
	let contentType;
	const writeHead = response.writeHead;
	response.writeHead = function(status, ...rest) {
		const headers = rest.find((r) => r !== null && typeof r === "object");
		if (Array.isArray(headers)) {
			for (let i = 0; i + 1 < headers.length; i += 2) if (String(headers[i]).toLowerCase() === "content-type") contentType = String(headers[i + 1]);
		} else if (headers !== undefined) {
			for (const [name, value] of Object.entries(headers)) if (name.toLowerCase() === "content-type") contentType = String(value);
		}
		return writeHead.call(this, status, ...rest);
	};
	// Text is kept as the string it is (strings never change) and made bytes only when the entry is read: most
	// entries never are, and a Buffer per answer was a tenth of a sandbox write's time.
	const chunks = [];
	let size = 0;
	let total = 0;
	const keep = (chunk, encoding) => {
		if (chunk === undefined || chunk === null || typeof chunk === "function") return;
		if (typeof chunk === "string") {
			const enc = typeof encoding === "string" && Buffer.isEncoding(encoding) ? encoding : "utf8";
			const bytes = Buffer.byteLength(chunk, enc);
			total += bytes;
			if (size < limit) {
				chunks.push({
					text: chunk.length > limit ? chunk.slice(0, limit) : chunk,
					encoding: enc
				});
				size += Math.min(bytes, limit - size);
			}
			return;
		}
		const bytes = Buffer.isBuffer(chunk) ? chunk : chunk instanceof Uint8Array ? Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength) : undefined;
		if (bytes === undefined) return;
		total += bytes.byteLength;
		if (size < limit) {
			const part = bytes.subarray(0, limit - size);
			chunks.push(Buffer.from(part));
			size += part.byteLength;
		}
	};
	const write = response.write;
	const end = response.end;
	response.write = function(chunk, ...rest) {
		keep(chunk, rest[0]);
		return write.call(this, chunk, ...rest);
	};
	response.end = function(...args) {
		keep(args[0], args[1]);
		return end.apply(this, args);
	};
	return { answered: () => {
		const type = contentType ?? response.getHeader("content-type");
		const kept = chunks;
		const bytes = () => Buffer.concat(kept.map((c) => Buffer.isBuffer(c) ? c : Buffer.from(c.text, c.encoding))).subarray(0, limit);
		return typeof type === "string" ? {
			size,
			whole: total <= limit,
			bytes,
			contentType: type
		} : {
			size,
			whole: total <= limit,
			bytes
		};
	} };
}
