/**
* What a client sends for an operation's security requirements (OpenAPI `security`): it picks the first
* requirement it holds every credential of (an empty one, optional security, when it holds none), then sends each
* scheme's credential where the scheme says: `Authorization: Bearer` (http bearer, oauth2, openIdConnect),
* `Authorization: Basic` (http basic), or an API key in a header, the query or a cookie.
*/
import type { HttpOperationDescriptor, SecuritySchemeDescriptor } from "../operations/operation-table.js";
/** The user name and password of an http basic credential. */
export interface BasicCredentials {
	readonly username: string;
	readonly password: string;
}
/** A credential, or a function returning one (asked on every call, so it may rotate). */
export type CredentialSource<T> = T | (() => T | Promise<T>);
/** Credentials by security scheme name: a token or key (string), or basic's `{ username, password }`. */
export type SchemeCredentials = {
	readonly [scheme: string]: CredentialSource<string | BasicCredentials> | undefined;
};
/** Whether a scheme takes a bearer token (a scheme the table lacks is taken as one: the access token serves it). */
export declare function isBearerScheme(scheme: SecuritySchemeDescriptor | undefined): boolean;
/** The requirement a call meets: schemes sent from `credentials`, and whether the access token is sent. */
export interface SecurityPlan {
	readonly schemes: readonly string[];
	readonly token: boolean;
}
/**
* The first requirement whose every scheme has a credential (the access token standing for bearer-like schemes);
* else nothing when one requirement is empty; else the access token (the server answers 401 if it is not enough).
*/
export declare function planSecurity(operation: HttpOperationDescriptor, schemes: {
	readonly [name: string]: SecuritySchemeDescriptor;
} | undefined, credentials: SchemeCredentials | undefined, hasToken: boolean): SecurityPlan;
/** Puts each planned scheme's credential into the request's headers or query. */
export declare function applyCredentials(plan: SecurityPlan, schemes: {
	readonly [name: string]: SecuritySchemeDescriptor;
} | undefined, credentials: SchemeCredentials | undefined, target: {
	headers: {
		[name: string]: string;
	};
	query: {
		[name: string]: unknown;
	};
}): Promise<void>;
