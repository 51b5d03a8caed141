/** The member of an item (or outcome) holding its entity: the one that is none of the shape's members. */
function entityMember(shape, item) {
	const skip = new Set([
		shape.idMember,
		shape.operationMember,
		shape.queryMember,
		shape.queryResultMember,
		shape.faultMember
	]);
	return Object.keys(item).find((k) => !skip.has(k) && item[k] !== null && typeof item[k] === "object" && !Array.isArray(item[k]));
}
function outcomeOf(shape, item, answer) {
	if (answer === undefined) return {
		ok: false,
		fault: undefined
	};
	if (answer[shape.faultMember] !== undefined) return {
		ok: false,
		fault: answer[shape.faultMember]
	};
	if (shape.queryMember !== undefined && item[shape.queryMember] !== undefined && shape.queryResultMember !== undefined) {
		return {
			ok: true,
			value: answer[shape.queryResultMember]
		};
	}
	const member = entityMember(shape, item) ?? entityMember(shape, answer);
	return member === undefined ? {
		ok: false,
		fault: undefined
	} : {
		ok: true,
		value: answer[member]
	};
}
/** The item as sent: with its id, and a query given as a builder turned into its statement. */
function wireItem(shape, item, id) {
	const out = {
		...item,
		[shape.idMember]: id
	};
	const q = shape.queryMember;
	if (q !== undefined && out[q] !== undefined && typeof out[q] !== "string") out[q] = String(out[q]);
	return out;
}
/** Splits `items` into chunks of at most `chunkSize`, sends each, and returns the outcomes in input order. */
export async function runBatch(shape, items, chunkSize, send) {
	if (!Array.isArray(items)) throw new TypeError("Batch items must be an array");
	if (!Number.isInteger(chunkSize) || chunkSize < 1) throw new RangeError(`Batch chunk size must be a positive integer, got ${chunkSize}`);
	const chunks = [];
	for (let i = 0; i < items.length; i += chunkSize) chunks.push(items.slice(i, i + chunkSize));
	const answered = await Promise.all(chunks.map(async (chunk) => {
		// Ids are positions in the chunk: unique per request, and they ignore any id the caller set.
		const body = { [shape.itemsMember]: chunk.map((item, i) => wireItem(shape, item, String(i + 1))) };
		const answers = await send(body);
		const byId = new Map();
		if (Array.isArray(answers)) {
			for (const a of answers) {
				if (a !== null && typeof a === "object") byId.set(String(a[shape.idMember]), a);
			}
		}
		return chunk.map((item, i) => outcomeOf(shape, item, byId.get(String(i + 1))));
	}));
	return answered.flat();
}
