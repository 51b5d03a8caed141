const DELIMITERS = {
	form: ",",
	spaceDelimited: "%20",
	pipeDelimited: "|"
};
function isScalar(value) {
	return typeof value === "string" || typeof value === "number" || typeof value === "boolean";
}
/** `key[a][0]=v` pairs of a nested value (members undefined or null are left out). */
function bracketPairs(key, value, out, depth = 0) {
	if (value === undefined || value === null) return;
	if (isScalar(value) || depth > 32) {
		out.push(`${key}=${encodeURIComponent(String(value))}`);
		return;
	}
	if (value instanceof Date) {
		out.push(`${key}=${encodeURIComponent(value.toISOString())}`);
		return;
	}
	const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v]) : Object.entries(value);
	for (const [member, item] of entries) bracketPairs(`${key}%5B${encodeURIComponent(member)}%5D`, item, out, depth + 1);
}
/** `?a=1&b=x` for the call's query values, by each declared parameter's style (undefined and null left out). */
export function encodeQuery(query, operation) {
	const parts = [];
	for (const [name, value] of Object.entries(query)) {
		if (value === undefined || value === null) continue;
		const key = encodeURIComponent(name);
		const declared = operation?.parameters.find((p) => p.in === "query" && p.name === name);
		const style = declared?.style ?? "form";
		const explode = declared?.explode ?? style === "form";
		if (isScalar(value)) {
			parts.push(`${key}=${encodeURIComponent(String(value))}`);
		} else if (Array.isArray(value) && value.every((v) => isScalar(v) || v === null || v === undefined)) {
			const items = value.filter(isScalar).map((v) => encodeURIComponent(String(v)));
			if (!explode && DELIMITERS[style] !== undefined) parts.push(`${key}=${items.join(DELIMITERS[style])}`);
			else for (const item of items) parts.push(`${key}=${item}`);
		} else if (!Array.isArray(value) && style === "form" && Object.values(value).every((v) => isScalar(v) || v === null || v === undefined)) {
			const members = Object.entries(value).filter(([, v]) => isScalar(v));
			if (explode) for (const [member, v] of members) parts.push(`${encodeURIComponent(member)}=${encodeURIComponent(String(v))}`);
			else parts.push(`${key}=${members.map(([member, v]) => `${encodeURIComponent(member)},${encodeURIComponent(String(v))}`).join(",")}`);
		} else {
			// deepObject, and what no style defines (arrays of objects, nested objects): the bracket notation.
			bracketPairs(key, value, parts);
		}
	}
	return parts.length === 0 ? "" : `?${parts.join("&")}`;
}
