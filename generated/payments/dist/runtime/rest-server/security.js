/** RFC 6750 `b64token`. */
const BEARER = /^Bearer ([A-Za-z0-9\-._~+/]+=*)$/i;
const BASIC = /^Basic ([A-Za-z0-9+/]+=*)$/i;
const BEARER_KINDS = new Set([
	"http-bearer",
	"oauth2",
	"openid"
]);
/** Longest credential read off a header, query value or cookie, in characters (the header limit bounds it too). */
const MAX_CREDENTIAL = 8192;
function isBearerLike(scheme) {
	return scheme === undefined || BEARER_KINDS.has(scheme.kind);
}
function cookieValue(header, name) {
	for (const pair of (header ?? "").split(";")) {
		const at = pair.indexOf("=");
		if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
	}
	return undefined;
}
/** A scheme's credential as the request carries it (a scheme the table lacks is read as a bearer token). */
function readCredential(name, scheme, req, query) {
	const authorization = req.headers.authorization;
	if (isBearerLike(scheme)) {
		if (authorization === undefined || authorization === "") return { missing: `Missing Authorization header (expected "Bearer <token>")` };
		const m = BEARER.exec(authorization);
		return m === null ? { malformed: "Malformed Authorization header (expected \"Bearer <token>\")" } : { credential: m[1] };
	}
	if (scheme.kind === "http-basic") {
		if (authorization === undefined || authorization === "") return { missing: "Missing Authorization header (expected \"Basic <credentials>\")" };
		const m = BASIC.exec(authorization);
		const decoded = m === null ? "" : Buffer.from(m[1], "base64").toString("utf8");
		const colon = decoded.indexOf(":");
		if (colon < 0) return { malformed: "Malformed Authorization header (expected \"Basic <base64 of user:password>\")" };
		return { credential: {
			username: decoded.slice(0, colon),
			password: decoded.slice(colon + 1)
		} };
	}
	if (scheme.kind === "api-key" && scheme.paramName !== undefined) {
		const param = scheme.paramName;
		const raw = scheme.in === "query" ? query[param] : scheme.in === "cookie" ? cookieValue(req.headers.cookie, param) : req.headers[param.toLowerCase()];
		const where = scheme.in === "query" ? `query parameter "${param}"` : scheme.in === "cookie" ? `cookie "${param}"` : `header "${param}"`;
		if (raw === undefined || raw === "") return { missing: `Missing API key (${where})` };
		if (Array.isArray(raw) || raw.length > MAX_CREDENTIAL) return { malformed: `Malformed API key (${where}: give it once)` };
		return { credential: raw };
	}
	// Another http scheme (digest ...) or one this runtime does not know: the Authorization header as sent.
	if (authorization === undefined || authorization === "") return { missing: `Missing Authorization header (scheme ${name})` };
	return authorization.length > MAX_CREDENTIAL ? { malformed: "Authorization header too long" } : { credential: authorization };
}
function challengeOf(scheme) {
	if (isBearerLike(scheme)) return "Bearer";
	if (scheme.kind === "http-basic") return "Basic realm=\"api\", charset=\"UTF-8\"";
	return undefined;
}
/**
* Checks a request against an operation's requirements. A requirement passes when every scheme of it has a
* well-formed credential its hook accepts; the first that passes gives the credentials. An empty requirement
* (`{}`, optional security) lets a request without any credential through, never one with a refused credential.
* The answer is a promise only once a hook answered with one: otherwise it is given at once.
*/
export function authenticateRequest(operation, schemes, authenticate, req, query) {
	if (operation.security.length === 0) return {
		ok: true,
		credentials: {}
	};
	return new SecurityWalk(operation.security, schemes, authenticate, req, query).requirementsFrom(0);
}
/** One request's walk over the requirements (an object with methods rather than closures made per request). */
class SecurityWalk {
	requirements;
	schemes;
	authenticate;
	req;
	query;
	anonymous = false;
	firstMissing = undefined;
	firstRefused = undefined;
	constructor(requirements, schemes, authenticate, req, query) {
		this.requirements = requirements;
		this.schemes = schemes;
		this.authenticate = authenticate;
		this.req = req;
		this.query = query;
	}
	/** The requirements from index `r` on, in order, until one passes. */
	requirementsFrom(r) {
		const requirements = this.requirements;
		for (; r < requirements.length; r++) {
			const names = Object.keys(requirements[r]);
			if (names.length === 0) {
				this.anonymous = true;
				continue;
			}
			const passed = this.schemesFrom(names, 0, {}, undefined);
			if (passed instanceof Promise) {
				const next = r + 1;
				return passed.then((outcome) => outcome ?? this.requirementsFrom(next));
			}
			if (passed !== undefined) return passed;
		}
		if (this.anonymous && this.firstRefused === undefined) return {
			ok: true,
			credentials: {}
		};
		const failure = this.firstRefused ?? this.firstMissing ?? { message: "Not authorised" };
		return failure.challenge !== undefined ? {
			ok: false,
			message: failure.message,
			challenge: failure.challenge
		} : {
			ok: false,
			message: failure.message
		};
	}
	/** The schemes of one requirement from index `s` on: the outcome when all pass, undefined when one does not. */
	schemesFrom(names, s, credentials, token) {
		const authenticate = this.authenticate;
		for (; s < names.length; s++) {
			const name = names[s];
			const scheme = this.schemes?.[name];
			const read = readCredential(name, scheme, this.req, this.query);
			if ("missing" in read) {
				this.firstMissing ??= {
					message: read.missing,
					challenge: challengeOf(scheme)
				};
				return undefined;
			}
			if ("malformed" in read) {
				this.firstRefused ??= {
					message: read.malformed,
					challenge: challengeOf(scheme)
				};
				return undefined;
			}
			const check = typeof authenticate === "function" ? isBearerLike(scheme) ? authenticate : undefined : authenticate?.[name];
			const verdict = check === undefined ? true : check(read.credential, this.req);
			credentials[name] = read.credential;
			if (token === undefined && isBearerLike(scheme) && typeof read.credential === "string") token = read.credential;
			if (typeof verdict === "object" && verdict !== null && typeof verdict.then === "function") {
				const next = s + 1;
				const held = token;
				return Promise.resolve(verdict).then((ok) => ok ? this.schemesFrom(names, next, credentials, held) : this.refuse(name, scheme));
			}
			if (!verdict) return this.refuse(name, scheme);
		}
		return token !== undefined ? {
			ok: true,
			credentials,
			token
		} : {
			ok: true,
			credentials
		};
	}
	refuse(name, scheme) {
		this.firstRefused ??= {
			message: isBearerLike(scheme) ? "Bearer token refused" : `Credential of scheme ${name} refused`,
			challenge: challengeOf(scheme)
		};
		return undefined;
	}
}
