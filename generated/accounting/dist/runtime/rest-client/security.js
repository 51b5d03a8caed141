const BEARER_KINDS = new Set([
	"http-bearer",
	"oauth2",
	"openid"
]);
/** Whether a scheme takes a bearer token (a scheme the table lacks is taken as one: the access token serves it). */
export function isBearerScheme(scheme) {
	return scheme === undefined || BEARER_KINDS.has(scheme.kind);
}
/**
* The first requirement whose every scheme has a credential (the access token standing for bearer-like schemes);
* else nothing when one requirement is empty; else the access token (the server answers 401 if it is not enough).
*/
export function planSecurity(operation, schemes, credentials, hasToken) {
	if (operation.security.length === 0) return {
		schemes: [],
		token: false
	};
	for (const requirement of operation.security) {
		const names = Object.keys(requirement);
		if (names.length === 0) continue;
		const given = names.filter((name) => credentials?.[name] !== undefined);
		const byToken = names.filter((name) => !given.includes(name) && hasToken && isBearerScheme(schemes?.[name]));
		if (given.length + byToken.length === names.length) return {
			schemes: given,
			token: byToken.length > 0
		};
	}
	if (operation.security.some((r) => Object.keys(r).length === 0)) return {
		schemes: [],
		token: false
	};
	return {
		schemes: [],
		token: hasToken
	};
}
function base64(text) {
	const bytes = new TextEncoder().encode(text);
	let binary = "";
	for (const byte of bytes) binary += String.fromCharCode(byte);
	return btoa(binary);
}
/** Puts each planned scheme's credential into the request's headers or query. */
export async function applyCredentials(plan, schemes, credentials, target) {
	for (const name of plan.schemes) {
		const source = credentials?.[name];
		const value = typeof source === "function" ? await source() : source;
		if (value === undefined) continue;
		const scheme = schemes?.[name];
		if (typeof value !== "string") {
			target.headers["authorization"] = `Basic ${base64(`${value.username}:${value.password}`)}`;
		} else if (scheme?.kind === "api-key" && scheme.paramName !== undefined) {
			if (scheme.in === "query") target.query[scheme.paramName] = value;
			else if (scheme.in === "cookie") {
				const pair = `${scheme.paramName}=${value}`;
				target.headers["cookie"] = target.headers["cookie"] ? `${target.headers["cookie"]}; ${pair}` : pair;
			} else target.headers[scheme.paramName.toLowerCase()] = value;
		} else if (scheme?.kind === "http-basic") {
			target.headers["authorization"] = `Basic ${base64(value)}`;
		} else if (isBearerScheme(scheme)) {
			target.headers["authorization"] = `Bearer ${value}`;
		} else {
			target.headers["authorization"] = value;
		}
	}
}
