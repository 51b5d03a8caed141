import type { AuthOutcome } from "./session-types.js";
/** A new ticket: a random (version 4) GUID from the platform's CSPRNG (never one of the form of a refused login's). */
export declare function newTicket(): string;
/** Why a login opened no session: the status authenticate answered. */
export type RefusedStatus = "nvu" | "busy";
/**
* A ticket for a login that opened no session (a wrong password, a full store): a random GUID whose last 12 hex
* digits are a digest of the status and the rest, so any process knows what it was without storing anything.
* Failed logins cost no memory and cannot fill the store; a forged one only learns that a login failed.
*/
export declare function refusedTicket(status: RefusedStatus): string;
/** The status of a refused login's ticket, or undefined for any other ticket (a session's). */
export declare function refusedStatusOf(ticket: string): RefusedStatus | undefined;
/** Whether a value has the shape of a ticket this kit issues (anything else is refused without a store look-up). */
export declare function isWellFormedTicket(value: unknown): value is string;
/** The store key of a ticket: its SHA-256, so keys in a shared store do not disclose live tickets. */
export declare function ticketKey(ticket: string): string;
/** Compares two secrets in time independent of where they differ (and of their lengths). */
export declare function secretsEqual(given: string, expected: string): boolean;
/** A user of {@link staticCredentials}. */
export interface StaticUser {
	readonly password: string;
	/** Company file to open; default `''` (the open one). */
	readonly companyFile?: string;
	/** Queue the user's sessions work through; default the user name. */
	readonly tenant?: string;
}
/**
* An `authenticate` callback over a fixed table of users. Unknown users cost the same comparison as known ones,
* so timing tells nothing about which user names exist; a wrong password or user is `nvu`.
*/
export declare function staticCredentials(users: Readonly<Record<string, StaticUser>>): (user: string, password: string) => AuthOutcome;
