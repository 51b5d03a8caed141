/**
* The server's check of an operation's security requirements (OpenAPI `security`): alternatives (any one
* requirement) of combinations (every scheme of it), over every scheme kind: http bearer and basic, apiKey in a
* header, the query or a cookie, oauth2 and openIdConnect (bearer tokens). Each scheme's credential is read off the
* request, checked for form, then given to that scheme's `authenticate` hook (default: any well-formed credential).
*/
import type { IncomingMessage } from "node:http";
import type { HttpOperationDescriptor, SecuritySchemeDescriptor } from "../operations/operation-table.js";
/** The user name and password of an http basic credential. */
export interface BasicCredentials {
	readonly username: string;
	readonly password: string;
}
/** What a scheme's credential is: a token or key (bearer, oauth2, openIdConnect, apiKey, other), or basic's pair. */
export type SchemeCredential = string | BasicCredentials;
/** Accepts or refuses one scheme's credential. */
export type SchemeCheck = (credential: never, request: IncomingMessage) => boolean | Promise<boolean>;
/**
* `authenticate` of a server: one function for bearer tokens (every bearer-like scheme: http bearer, oauth2,
* openIdConnect), or one function per scheme name.
*/
export type Authenticate = ((token: string, request: IncomingMessage) => boolean | Promise<boolean>) | {
	readonly [scheme: string]: SchemeCheck | undefined;
};
export type AuthOutcome = {
	readonly ok: true;
	readonly credentials: {
		readonly [scheme: string]: SchemeCredential;
	};
	readonly token?: string;
} | {
	readonly ok: false;
	readonly message: string;
	readonly challenge?: string;
};
/**
* Checks a request against an operation's requirements. A requirement passes when every scheme of it has a
* well-formed credential its hook accepts; the first that passes gives the credentials. An empty requirement
* (`{}`, optional security) lets a request without any credential through, never one with a refused credential.
* The answer is a promise only once a hook answered with one: otherwise it is given at once.
*/
export declare function authenticateRequest(operation: HttpOperationDescriptor, schemes: {
	readonly [name: string]: SecuritySchemeDescriptor;
} | undefined, authenticate: Authenticate | undefined, req: IncomingMessage, query: {
	readonly [name: string]: string | string[];
}): AuthOutcome | Promise<AuthOutcome>;
