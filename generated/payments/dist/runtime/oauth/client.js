/**
* The OAuth 2.0 authorization-code grant, from consent to rotation, for any API whose definition declares the
* flow (`createOAuthClient`). Grants live in a `TokenStore` that processes share; a refresh is single-flight
* across them (a lease in the store; other processes wait for its result) and writes the new pair by
* compare-and-swap, so a late or duplicated refresh never overwrites a newer pair and a rotated refresh token is
* never lost. `invalid_grant` never erases a grant: it is retried with a newer stored pair if there is one, else
* the grant is marked as needing consent and `OAuthGrantError` is raised. Network errors and 5xx keep the pair
* and are retried with backoff.
*/
import { createHash, randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import { OAuthCallbackError, OAuthError, OAuthGrantError, OAuthTokenEndpointError } from "./errors.js";
import { redacted } from "./grant.js";
import { MemoryTokenStore } from "./store.js";
import { OAuthRefusal, postToEndpoint, tokenReply } from "./token-endpoint.js";
const PENDING_MAX = 1e3;
const PENDING_TTL_MS = 15 * 6e4;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const base64url = (bytes) => bytes.toString("base64url");
function sameSecret(a, b) {
	const x = createHash("sha256").update(a).digest();
	const y = createHash("sha256").update(b).digest();
	return timingSafeEqual(x, y) && a.length === b.length;
}
export function createOAuthClient(config, options) {
	const store = options.store ?? new MemoryTokenStore();
	const now = options.now ?? Date.now;
	const margin = options.refreshMarginMs ?? 5 * 6e4;
	const leaseTtl = options.leaseTtlMs ?? 2e4;
	const attempts = Math.max(1, options.refreshAttempts ?? 3);
	const backoff = options.backoffMs ?? 250;
	const endpoints = {
		authorization: options.endpoints?.authorization ?? config.authorizationUrl,
		token: options.endpoints?.token ?? config.tokenUrl,
		refresh: options.endpoints?.refresh ?? options.endpoints?.token ?? config.refreshUrl ?? config.tokenUrl,
		revoke: options.endpoints?.revoke ?? config.revocationUrl
	};
	const call = {
		fetch: options.fetch ?? globalThis.fetch,
		clientId: options.clientId,
		clientSecret: options.clientSecret,
		timeoutMs: options.timeoutMs ?? 1e4,
		maxResponseBytes: options.maxResponseBytes ?? 1024 * 1024
	};
	const owner = `${process.pid}:${randomUUID()}`;
	/** Authorization requests this client made: state -> PKCE verifier (bounded, expiring). */
	const pending = new Map();
	/** This process's refresh of each grant in flight: concurrent callers share it. */
	const inFlight = new Map();
	function grantFrom(key, reply, previous, requestedScopes) {
		const t = now();
		const seconds = (field) => {
			const v = field === undefined ? undefined : reply[field];
			return typeof v === "number" && Number.isFinite(v) ? v : typeof v === "string" && /^\d+$/.test(v) ? Number(v) : undefined;
		};
		const refreshIn = seconds(config.refreshExpiresInField);
		const hardIn = seconds(config.refreshHardExpiresInField);
		const grant = {
			key,
			accessToken: reply.access_token,
			// RFC 6749 6: a refresh reply without a refresh token leaves the old one in force.
			refreshToken: reply.refresh_token ?? previous?.refreshToken ?? "",
			tokenType: reply.token_type ?? "bearer",
			// A lifetime the reply does not give (or gives as nonsense) is the usual hour; a negative one is none, and
			// none is longer than a year (the date stays a finite number; a 401 refreshes a token revoked earlier).
			expiresAt: t + Math.min(Math.max(0, seconds("expires_in") ?? 3600), 366 * 86400) * 1e3,
			...refreshIn !== undefined ? { refreshExpiresAt: t + refreshIn * 1e3 } : previous?.refreshExpiresAt !== undefined ? { refreshExpiresAt: previous.refreshExpiresAt } : {},
			...hardIn !== undefined ? { refreshHardExpiresAt: t + hardIn * 1e3 } : previous?.refreshHardExpiresAt !== undefined ? { refreshHardExpiresAt: previous.refreshHardExpiresAt } : {},
			scopes: typeof reply.scope === "string" ? reply.scope.split(/\s+/).filter(Boolean) : previous?.scopes ?? requestedScopes,
			...reply.id_token !== undefined ? { idToken: reply.id_token } : previous?.idToken !== undefined ? { idToken: previous.idToken } : {},
			obtainedAt: previous?.obtainedAt ?? t,
			...previous ? { refreshedAt: t } : {}
		};
		return grant;
	}
	/** Writes `grant` over whatever is stored (a new consent replaces the old grant). */
	async function overwrite(key, grant) {
		for (;;) {
			const current = await store.get(key);
			const written = await store.compareAndSwap(key, current?.version ?? null, grant);
			if (written) return written;
		}
	}
	const fresh = (g, need) => g.expiresAt - now() > need;
	/**
	* The margin a token must still have: `refreshMarginMs`, but at most half the token's lifetime. An endpoint
	* issuing tokens shorter than the margin (`expires_in` 60 against 5 minutes) would otherwise make every call a
	* refresh; this way a token serves the first half of its life.
	*/
	const marginFor = (g) => Math.min(margin, Math.max(0, g.expiresAt - (g.refreshedAt ?? g.obtainedAt)) / 2);
	/**
	* Whether `stored` answers a refresh asked for at version `seen`: a newer version serves if it is fresh by the
	* margin (or by `need` if smaller); the same version only if it is fresh by `need` (never, for a forced refresh).
	*/
	const acceptable = (stored, seen, need) => !stored.grant.needsConsent && (stored.version !== seen ? fresh(stored.grant, Math.min(need, marginFor(stored.grant))) : fresh(stored.grant, need));
	/**
	* One refresh of `key`, shared by every caller of this process and, through the lease, of every process: when
	* another process holds the lease, wait for the version it writes. `seen` is the version the caller found
	* wanting; a newer stored grant that is fresh enough is the answer without calling the server.
	*/
	function refreshShared(key, seen, need) {
		const running = inFlight.get(key);
		if (running) return running;
		const work = refreshAcrossProcesses(key, seen, need).finally(() => inFlight.delete(key));
		inFlight.set(key, work);
		return work;
	}
	async function refreshAcrossProcesses(key, seen, need) {
		for (;;) {
			const current = await store.get(key);
			if (!current) throw new OAuthGrantError(key, "no_grant", `no grant is stored for ${key}`);
			if (current.grant.needsConsent) throw consentError(key, current.grant);
			if (acceptable(current, seen, need)) return current;
			if (await store.acquireLease(key, owner, leaseTtl)) {
				try {
					return await refreshHoldingLease(key, seen, need);
				} finally {
					await store.releaseLease(key, owner).catch(() => undefined);
				}
			}
			// Another process is refreshing: wait for its write (or for its lease to lapse if it died).
			const waitUntil = now() + leaseTtl + 1e3;
			let waitMs = 25;
			while (now() < waitUntil) {
				await sleep(waitMs);
				waitMs = Math.min(waitMs * 2, 200);
				const latest = await store.get(key);
				if (latest && latest.version !== current.version) {
					if (latest.grant.needsConsent) throw consentError(key, latest.grant);
					if (acceptable(latest, seen, need)) return latest;
					break;
				}
				if (await store.acquireLease(key, owner, leaseTtl)) {
					try {
						return await refreshHoldingLease(key, seen, need);
					} finally {
						await store.releaseLease(key, owner).catch(() => undefined);
					}
				}
			}
		}
	}
	async function refreshHoldingLease(key, seen, need) {
		let failure;
		for (let attempt = 1; attempt <= attempts; attempt++) {
			// Read under the lease: another process may have refreshed between our look and the lease.
			const current = await store.get(key);
			if (!current) throw new OAuthGrantError(key, "no_grant", `no grant is stored for ${key}`);
			if (current.grant.needsConsent) throw consentError(key, current.grant);
			if (acceptable(current, seen, need)) return current;
			try {
				const { status, json } = await postToEndpoint(endpoints.refresh, {
					kind: "form",
					fields: {
						grant_type: "refresh_token",
						refresh_token: current.grant.refreshToken
					}
				}, call);
				const next = grantFrom(key, tokenReply(json, status), current.grant, current.grant.scopes);
				const written = await store.compareAndSwap(key, current.version, next);
				if (written) return written;
				// Someone wrote meanwhile (our lease lapsed): theirs is newer than what we refreshed from; use it.
				const latest = await store.get(key);
				if (latest && !latest.grant.needsConsent) return latest;
				throw new OAuthGrantError(key, "conflict", `grant ${key} changed while it was being refreshed`);
			} catch (error) {
				if (error instanceof OAuthRefusal && error.code === "invalid_grant") {
					// Refused: if the stored pair changed meanwhile, try again with the newer one; else consent is needed.
					const latest = await store.get(key);
					if (latest && latest.grant.refreshToken !== current.grant.refreshToken && !latest.grant.needsConsent) {
						if (acceptable(latest, seen, need)) return latest;
						attempt--;
						continue;
					}
					const marked = {
						...current.grant,
						needsConsent: {
							reason: error.description ?? error.code,
							at: now()
						}
					};
					await store.compareAndSwap(key, current.version, marked);
					throw new OAuthGrantError(key, "invalid_grant", `grant ${key} needs consent again: ${error.description ?? "invalid_grant"}`, {
						description: error.description,
						status: error.status,
						cause: error
					});
				}
				if (error instanceof OAuthRefusal) {
					// invalid_client, unauthorized_client ...: our configuration, not the grant; keep it and say so.
					throw new OAuthError(error.code, error.message, {
						description: error.description,
						status: error.status,
						cause: error
					});
				}
				if (!(error instanceof OAuthTokenEndpointError)) throw error;
				failure = error;
				if (attempt < attempts) await sleep(backoff * 2 ** (attempt - 1) * (.75 + Math.random() * .5));
			}
		}
		// Transient failures only: the pair is kept. A token still valid (if short of the margin) serves on, unless
		// this was a forced refresh (the token was refused, or the caller asked for a new one).
		const current = await store.get(key);
		if (need !== Number.POSITIVE_INFINITY && current && !current.grant.needsConsent && current.grant.expiresAt > now()) return current;
		throw failure;
	}
	function consentError(key, grant) {
		return new OAuthGrantError(key, "consent_required", `grant ${key} needs consent again: ${grant.needsConsent?.reason ?? ""}`, { description: grant.needsConsent?.reason });
	}
	async function getAccessToken(key) {
		const current = await store.get(key);
		if (!current) throw new OAuthGrantError(key, "no_grant", `no grant is stored for ${key}`);
		if (current.grant.needsConsent) throw consentError(key, current.grant);
		const need = marginFor(current.grant);
		if (fresh(current.grant, need)) return current.grant.accessToken;
		return (await refreshShared(key, current.version, need)).grant.accessToken;
	}
	return {
		store,
		authorizationUrl(request = {}) {
			const state = request.state ?? base64url(randomBytes(24));
			const scopes = request.scopes ?? config.defaultScopes ?? config.scopes;
			const url = new URL(endpoints.authorization);
			url.searchParams.set("client_id", options.clientId);
			url.searchParams.set("response_type", "code");
			url.searchParams.set("scope", scopes.join(" "));
			url.searchParams.set("redirect_uri", options.redirectUri);
			url.searchParams.set("state", state);
			let codeVerifier;
			if (config.pkce !== false) {
				codeVerifier = base64url(randomBytes(48));
				url.searchParams.set("code_challenge", base64url(createHash("sha256").update(codeVerifier).digest()));
				url.searchParams.set("code_challenge_method", "S256");
			}
			for (const [s, p] of pending) if (now() - p.at > PENDING_TTL_MS) pending.delete(s);
			if (pending.size >= PENDING_MAX) pending.delete(pending.keys().next().value);
			pending.set(state, {
				verifier: codeVerifier,
				at: now()
			});
			return codeVerifier === undefined ? {
				url: url.toString(),
				state
			} : {
				url: url.toString(),
				state,
				codeVerifier
			};
		},
		async handleCallback(callbackUrl, expected) {
			const url = new URL(String(callbackUrl), options.redirectUri);
			const params = url.searchParams;
			const state = params.get("state") ?? "";
			if (!expected?.state || !sameSecret(state, expected.state)) {
				throw new OAuthCallbackError("state_mismatch", "the redirect does not carry the state this authorization request sent");
			}
			const error = params.get("error");
			if (error !== null) {
				pending.delete(expected.state);
				const description = params.get("error_description") ?? undefined;
				throw new OAuthCallbackError(error, error === "access_denied" ? "the user refused consent" : `authorization failed: ${error}`, { description });
			}
			const code = params.get("code");
			if (!code) throw new OAuthCallbackError("missing_code", "the redirect carries no authorization code");
			const key = config.grantKeyParam ? params.get(config.grantKeyParam) : expected.key ?? "default";
			if (!key) throw new OAuthCallbackError("missing_grant_key", `the redirect carries no ${config.grantKeyParam}`);
			const verifier = expected.codeVerifier ?? pending.get(expected.state)?.verifier;
			pending.delete(expected.state);
			const fields = {
				grant_type: "authorization_code",
				code,
				redirect_uri: options.redirectUri
			};
			if (verifier !== undefined) fields.code_verifier = verifier;
			let reply;
			try {
				const { status, json } = await postToEndpoint(endpoints.token, {
					kind: "form",
					fields
				}, call);
				reply = tokenReply(json, status);
			} catch (err) {
				if (err instanceof OAuthRefusal) {
					throw new OAuthCallbackError(err.code, `the code was not exchanged: ${err.code}${err.description ? ` (${err.description})` : ""}`, {
						description: err.description,
						status: err.status
					});
				}
				throw err;
			}
			if (!reply.refresh_token) throw new OAuthCallbackError("no_refresh_token", "the token endpoint issued no refresh token");
			const requested = params.get("scope")?.split(/\s+/).filter(Boolean) ?? config.defaultScopes ?? config.scopes;
			const written = await overwrite(key, grantFrom(key, reply, undefined, requested));
			return redacted(written.grant);
		},
		getAccessToken,
		async refresh(key) {
			const current = await store.get(key);
			if (!current) throw new OAuthGrantError(key, "no_grant", `no grant is stored for ${key}`);
			// A forced refresh: no stored token is fresh enough for an infinite need.
			return redacted((await refreshShared(key, current.version, Number.POSITIVE_INFINITY)).grant);
		},
		async revoke(key) {
			const current = await store.get(key);
			if (!current) return;
			if (endpoints.revoke) {
				const token = current.grant.refreshToken || current.grant.accessToken;
				try {
					await postToEndpoint(endpoints.revoke, config.revocationBody === "form" ? {
						kind: "form",
						fields: {
							token,
							token_type_hint: "refresh_token"
						}
					} : {
						kind: "json",
						value: { token }
					}, call);
				} catch (error) {
					// RFC 7009 2.2: an invalid token is already as good as revoked; anything else leaves the grant in place.
					if (!(error instanceof OAuthRefusal && (error.code === "invalid_grant" || error.code === "invalid_token"))) throw error;
				}
			}
			await store.delete(key);
		},
		async grant(key) {
			const current = await store.get(key);
			return current ? redacted(current.grant) : undefined;
		},
		forGrant(key) {
			return {
				token: () => getAccessToken(key),
				async refresh(rejected) {
					const current = await store.get(key);
					if (!current) throw new OAuthGrantError(key, "no_grant", `no grant is stored for ${key}`);
					if (current.grant.needsConsent) throw consentError(key, current.grant);
					// Another caller already replaced the refused token: use the replacement.
					if (current.grant.accessToken !== rejected && fresh(current.grant, 0)) return current.grant.accessToken;
					return (await refreshShared(key, current.version, Number.POSITIVE_INFINITY)).grant.accessToken;
				}
			};
		},
		async grantsExpiringWithin(days) {
			const limit = now() + days * 864e5;
			return (await store.list()).map((s) => s.grant).filter((g) => g.needsConsent || (g.refreshExpiresAt ?? Infinity) <= limit || (g.refreshHardExpiresAt ?? Infinity) <= limit).map((g) => ({
				key: g.key,
				...g.refreshExpiresAt !== undefined ? { refreshExpiresAt: g.refreshExpiresAt } : {},
				...g.refreshHardExpiresAt !== undefined ? { refreshHardExpiresAt: g.refreshHardExpiresAt } : {},
				...g.needsConsent ? { needsConsent: g.needsConsent } : {}
			})).sort((a, b) => a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
		}
	};
}
