/** Request headers named in one preflight at most; a longer list is refused (400) before anything else is looked at. */
export const MAX_PREFLIGHT_HEADERS = 64;
/** Response headers a page reads without being allowed to (the CORS-safelisted ones). */
const SAFELISTED_RESPONSE = new Set([
	"cache-control",
	"content-language",
	"content-length",
	"content-type",
	"expires",
	"last-modified",
	"pragma"
]);
/** Request headers every operation may receive from a page. */
const ALWAYS_ALLOWED = [
	"accept",
	"authorization",
	"content-type"
];
/** An HTTP token (RFC 9110): method and header names. */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
/** Validates the options (a wrong origin, `*` with credentials: a `TypeError` when the server is created). */
export function createCorsPolicy(options, context) {
	const any = options.origins === "*";
	if (!any && !Array.isArray(options.origins)) throw new TypeError("cors: origins must be '*' or a list of origins");
	if (any && options.credentials) throw new TypeError("cors: credentials need a list of origins, not '*' (a browser refuses '*' with credentials)");
	const origins = new Set(any ? [] : options.origins.map(normaliseOrigin));
	const maxAge = options.maxAgeSeconds;
	if (maxAge !== undefined && (!Number.isInteger(maxAge) || maxAge < 0)) throw new TypeError(`cors: maxAgeSeconds must be a whole number of seconds, got ${maxAge}`);
	const extraAllowed = (options.allowHeaders ?? []).map((name) => headerName(name, "allowHeaders"));
	const exposed = new Set();
	for (const name of [
		...context.serverHeaders,
		"retry-after",
		"www-authenticate",
		"allow",
		...options.exposeHeaders ?? []
	]) exposed.add(headerName(name, "exposeHeaders"));
	for (const operation of context.operations) {
		for (const response of Object.values(operation.responses)) for (const h of response.headers) if (TOKEN.test(h.name)) exposed.add(h.name.toLowerCase());
	}
	const exposeHeaders = [...exposed].filter((name) => !SAFELISTED_RESPONSE.has(name)).sort().join(", ");
	const allowedOrigin = (origin) => origin !== undefined && (any || origins.has(origin));
	const allowedHeaders = new Map();
	const allowedFor = (operation) => {
		let names = allowedHeaders.get(operation);
		if (names === undefined) {
			names = new Set([
				...ALWAYS_ALLOWED,
				...extraAllowed,
				...operation.parameters.filter((p) => p.in === "header").map((p) => p.name.toLowerCase())
			]);
			allowedHeaders.set(operation, names);
		}
		return names;
	};
	return {
		allows: allowedOrigin,
		responseHeaders(origin) {
			if (!allowedOrigin(origin)) return { vary: "Origin" };
			const headers = {
				vary: "Origin",
				"access-control-allow-origin": any ? "*" : origin
			};
			if (options.credentials) headers["access-control-allow-credentials"] = "true";
			if (exposeHeaders !== "") headers["access-control-expose-headers"] = exposeHeaders;
			return headers;
		},
		preflight(request, path, here) {
			// A disallowed origin learns nothing: no CORS header, not even whether the route exists.
			if (!allowedOrigin(request.origin)) return {
				ok: false,
				kind: "forbidden",
				message: `Origin ${clip(String(request.origin), 200)} may not call this server`
			};
			const method = joined(request["access-control-request-method"]).trim().toUpperCase();
			if (!TOKEN.test(method)) return {
				ok: false,
				kind: "bad-request",
				message: "Access-Control-Request-Method is not a method"
			};
			if (here.length === 0) return {
				ok: false,
				kind: "not-found",
				message: `No operation at ${clip(path, 200)}`
			};
			const served = new Set(here.map((operation) => operation.method));
			if (served.has("GET")) served.add("HEAD");
			const methods = [...served].sort().join(", ");
			const operations = here.filter((operation) => operation.method === (method === "HEAD" ? "GET" : method));
			if (operations.length === 0) {
				return {
					ok: false,
					kind: "method-not-allowed",
					message: `${clip(method, 20)} is not allowed on ${clip(path, 200)}`,
					headers: { allow: methods }
				};
			}
			const requested = joined(request["access-control-request-headers"]).split(",").map((name) => name.trim().toLowerCase()).filter((name) => name !== "");
			if (requested.length > MAX_PREFLIGHT_HEADERS) {
				return {
					ok: false,
					kind: "bad-request",
					message: `Access-Control-Request-Headers names ${requested.length} headers; at most ${MAX_PREFLIGHT_HEADERS} are read`
				};
			}
			// The union over the operations a request of this method may reach here (a selector picks one later).
			const allowed = new Set();
			for (const operation of operations) for (const name of allowedFor(operation)) allowed.add(name);
			const refused = requested.filter((name) => !allowed.has(name));
			if (refused.length > 0) {
				const shown = refused.slice(0, 5).map((name) => `"${clip(name, 60)}"`);
				const more = refused.length > 5 ? ` and ${refused.length - 5} more` : "";
				return {
					ok: false,
					kind: "forbidden",
					message: `${method} ${clip(path, 200)} does not accept the request header${refused.length === 1 ? "" : "s"} ${shown.join(", ")}${more}`
				};
			}
			const headers = {
				"access-control-allow-methods": methods,
				"access-control-allow-headers": [...allowed].sort().join(", "),
				vary: "Origin, Access-Control-Request-Method, Access-Control-Request-Headers"
			};
			if (maxAge !== undefined) headers["access-control-max-age"] = String(maxAge);
			return {
				ok: true,
				headers
			};
		}
	};
}
/** A header node gave as a list (sent several times) joined as one. */
function joined(value) {
	return value === undefined ? "" : typeof value === "string" ? value : value.join(", ");
}
/** `https://App.Example.com:443` -> `https://app.example.com`; anything but a bare http(s) origin is a TypeError. */
function normaliseOrigin(entry) {
	let url;
	try {
		url = new URL(entry);
	} catch {
		throw new TypeError(`cors: "${clip(String(entry), 100)}" is not an origin (scheme://host[:port])`);
	}
	const bare = url.pathname === "/" && url.search === "" && url.hash === "" && url.username === "" && url.password === "";
	if (url.protocol !== "http:" && url.protocol !== "https:" || !bare) {
		throw new TypeError(`cors: "${clip(entry, 100)}" is not an origin (scheme://host[:port], http or https, no path)`);
	}
	return url.origin;
}
function headerName(name, option) {
	if (!TOKEN.test(name)) throw new TypeError(`cors: ${option} has "${clip(String(name), 60)}", which is not a header name`);
	return name.toLowerCase();
}
function clip(text, max) {
	return text.length <= max ? text : `${text.slice(0, max - 3)}...`;
}
