const MAX_DEPTH = 64;
function present(value) {
	if (value === undefined || value === null) return false;
	if (typeof value === "string") return value.trim() !== "";
	if (Array.isArray(value)) return value.length > 0;
	return true;
}
/** The first required member (or group, spelled `A | B`) the body lacks; undefined when all are there. */
export function missingRequired(facts, body) {
	const required = facts.required;
	if (required === undefined) return undefined;
	for (let i = 0; i < required.length; i++) {
		const entry = required[i];
		if (typeof entry === "string") {
			if (!(Object.hasOwn(body, entry) && present(body[entry]))) return {
				member: entry,
				group: [entry]
			};
			continue;
		}
		let found = false;
		for (let j = 0; j < entry.length && !found; j++) found = Object.hasOwn(body, entry[j]) && present(body[entry[j]]);
		if (!found) return {
			member: entry[0],
			group: entry
		};
	}
	return undefined;
}
/** The first member the definition does not declare, with its path (`Line/0/SalesItemLineDetail/Qtty`). */
export function unknownMember(shapes, root, body) {
	return walk(shapes, root, body, 0);
}
/** The first undeclared member below `value`, its path relative to it (made only for the one found). */
function walk(shapes, ref, value, depth) {
	if (ref === null || depth > MAX_DEPTH || value === null || typeof value !== "object") return undefined;
	const shape = shapes[ref];
	if (shape === undefined) return undefined;
	if (shape.kind === "array") {
		if (!Array.isArray(value)) return undefined;
		for (let i = 0; i < value.length; i++) {
			const found = walk(shapes, shape.items, value[i], depth + 1);
			if (found !== undefined) return {
				member: found.member,
				path: `/${i}${found.path}`
			};
		}
		return undefined;
	}
	if (Array.isArray(value)) return undefined;
	const object = value;
	const members = membersOf(shapes, shape, object);
	if (members === undefined) return undefined;
	for (const key of Object.keys(object)) {
		if (!Object.hasOwn(members, key)) return {
			member: key,
			path: `/${key}`
		};
		const found = walk(shapes, members[key], object[key], depth + 1);
		if (found !== undefined) return {
			member: found.member,
			path: `/${key}${found.path}`
		};
	}
	return undefined;
}
/** The members an object may carry under a shape: the tag's variant of a discriminated union, else all variants'. */
function membersOf(shapes, shape, value) {
	if (shape.kind === "object") return shape.members;
	if (shape.kind !== "union") return undefined;
	if (shape.tag !== undefined && shape.mapping !== undefined) {
		const tag = value[shape.tag];
		// An unknown tag is the validators' to refuse; nothing more to say here.
		const variant = typeof tag === "string" && Object.hasOwn(shape.mapping, tag) ? shape.mapping[tag] : undefined;
		const chosen = variant === null || variant === undefined ? undefined : shapes[variant];
		return chosen === undefined ? undefined : membersOf(shapes, chosen, value);
	}
	const merged = {};
	for (const variant of shape.variants) {
		const chosen = variant === null ? undefined : shapes[variant];
		if (chosen === undefined) return undefined;
		const members = membersOf(shapes, chosen, value);
		if (members === undefined) return undefined;
		for (const [member, ref] of Object.entries(members)) if (!Object.hasOwn(merged, member)) merged[member] = ref;
	}
	return merged;
}
