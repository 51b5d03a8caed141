/**
* Calls to the authorization server's token and revocation endpoints (RFC 6749 sections 4.1.3, 5, 6; RFC 7009):
* form body, HTTP Basic client authentication, JSON replies. Replies are bounded in size and time, and sorted
* into what the caller does next: a token set, a definitive refusal (`invalid_grant`, `invalid_client`), or a
* transient failure (network, timeout, 5xx, unreadable reply).
*
* Nothing of a reply's text goes into an error as it came: a gateway that echoes the request would put the refresh
* token (or the client secret) into messages that end up in logs. An error names the status and the reply's size
* and type; a refusal's `error` and `error_description` are kept, clipped, with every secret this request sent
* replaced by `[redacted]`.
*/
import { OAuthError } from "./errors.js";
export interface TokenReply {
	readonly access_token: string;
	readonly refresh_token?: string;
	readonly token_type?: string;
	readonly expires_in?: number;
	readonly scope?: string;
	readonly id_token?: string;
	readonly [member: string]: unknown;
}
export interface EndpointCallOptions {
	readonly fetch: typeof fetch;
	readonly clientId: string;
	readonly clientSecret: string;
	readonly timeoutMs: number;
	readonly maxResponseBytes: number;
}
/** A refusal of the request itself (RFC 6749 5.2): retrying the same request cannot succeed. */
export declare class OAuthRefusal extends OAuthError {
	constructor(code: string, description: string | undefined, status: number);
}
/** POSTs `body` to `url`; resolves to the parsed JSON reply of a 2xx, throws OAuthRefusal or OAuthTokenEndpointError. */
export declare function postToEndpoint(url: string, body: {
	readonly kind: "form";
	readonly fields: Record<string, string>;
} | {
	readonly kind: "json";
	readonly value: unknown;
}, options: EndpointCallOptions): Promise<{
	status: number;
	json: unknown;
}>;
/** A 2xx reply that must carry a token set. */
export declare function tokenReply(json: unknown, status: number): TokenReply;
