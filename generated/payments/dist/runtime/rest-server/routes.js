import { isJsonMediaType } from "../rest-client/content.js";
export function compileRoutes(operations) {
	const all = [];
	const bySegments = new Map();
	for (const operation of Object.values(operations)) {
		if (operation.kind !== "http") continue;
		const segments = operation.path.split("/");
		const literals = [];
		const placeholders = [];
		segments.forEach((s, i) => {
			const m = /^\{([^}]+)\}$/.exec(s);
			if (m) placeholders.push([i, m[1]]);
			else literals.push([i, s]);
		});
		const success = Object.keys(operation.responses).filter((s) => /^2\d\d$/.test(s)).map(Number).sort((a, b) => a - b);
		const successTypes = successMediaTypes(operation);
		const required = [];
		for (const p of operation.parameters) {
			if (!p.required || p.in !== "query" && p.in !== "header") continue;
			if (p.in === "header" && p.name.toLowerCase() === "content-type" && operation.requestBody !== undefined) continue;
			required.push({
				in: p.in,
				name: p.name,
				key: p.in === "header" ? p.name.toLowerCase() : p.name
			});
		}
		const route = {
			operation,
			segments,
			literals,
			placeholders,
			selector: Object.entries(operation.selector),
			successStatus: success[0] ?? 200,
			successTypes,
			negotiates: successTypes.length > 0 && !successTypes.some(isJsonMediaType),
			required
		};
		all.push(route);
		const group = bySegments.get(segments.length);
		if (group === undefined) bySegments.set(segments.length, [route]);
		else group.push(route);
	}
	const selectorNames = [...new Set(all.flatMap((r) => r.selector.map(([name]) => name)))];
	return {
		all,
		bySegments,
		selectorNames
	};
}
/** The path parameters of `actual` (a path split at `/`) when the route's template matches it. */
export function matchSegments(route, actual) {
	if (route.segments.length !== actual.length) return undefined;
	// Indexed loops, not `for (const [i, text] of ...)`: each destructured pair costs an iterator per candidate
	// route per request until the optimiser removes it (issue 25).
	const literals = route.literals;
	for (let l = 0; l < literals.length; l++) if (actual[literals[l][0]] !== literals[l][1]) return undefined;
	// Null prototype: handlers get it as it is (server-tables converts values in place).
	const params = Object.create(null);
	const placeholders = route.placeholders;
	for (let p = 0; p < placeholders.length; p++) {
		const name = placeholders[p][1];
		const raw = actual[placeholders[p][0]];
		if (raw === "") return undefined;
		if (raw.indexOf("%") < 0) {
			params[name] = raw;
			continue;
		}
		try {
			params[name] = decodeURIComponent(raw);
		} catch {
			return undefined;
		}
	}
	return params;
}
function successMediaTypes(operation) {
	const types = new Set();
	for (const [status, response] of Object.entries(operation.responses)) {
		if (status.startsWith("2")) for (const t of response.mediaTypes) types.add(t.toLowerCase());
	}
	return [...types];
}
/** Whether an Accept header allows one of `offered` (absent = anything). Quality values are not ranked. */
export function accepts(header, offered) {
	if (header === undefined || header.trim() === "") return true;
	const ranges = header.split(",").map((r) => r.split(";")[0].trim().toLowerCase());
	return offered.some((type) => ranges.some((range) => range === "*/*" || range === type || range.endsWith("/*") && type.startsWith(range.slice(0, -1))));
}
/** Whether a media type falls in a declared range (`*\/*`, `application/*`): a JSON body is decoded as JSON. */
export function inMediaRange(mediaType, declared) {
	const range = /^([a-z0-9!#$&^_.+-]+|\*)\/\*$/i.exec(declared.split(";")[0].trim());
	return range !== null && (range[1] === "*" || mediaType.startsWith(`${range[1].toLowerCase()}/`));
}
