import { type Json, type SandboxFault } from "../../runtime/sandbox/contract.js";
export type CardOutcome = "approved" | "declined" | "insufficient-funds" | "fraud" | "address-failed" | "invalid-number" | "invalid-request" | "system-error";
export declare const TEST_CARDS: {
	readonly [number: string]: CardOutcome;
};
/** The emulation codes of the cardholder name `emulate=<code>`, as the vendor's sandbox answers them. */
export declare const EMULATION_CODES: {
	readonly [code: string]: CardOutcome;
};
/** What charging a card does: its name's emulation code first, then its test number. */
export declare function outcomeOf(number: string, name?: unknown): CardOutcome;
/** The Luhn check digit test (ISO/IEC 7812): every valid card number passes it. */
export declare function passesLuhn(number: string): boolean;
/** Refuses a card the real sandbox refuses: a number failing the Luhn check, an expiry before `now`'s month. */
export declare function checkCard(card: Json, now: Date, prefix?: string): void;
/** The service's invalid-request error for one field: `<field> is invalid.` with the field as detail. */
export declare function invalidField(field: string): SandboxFault;
/** The failure a card's outcome answers with (undefined: approved or declined, which still creates a charge). */
export declare function outcomeFault(outcome: CardOutcome): SandboxFault | undefined;
export declare function cardType(number: string): string;
export declare function mask(number: string, keep?: number): string;
/** A card as stored and replied: number and cvc masked, brand set. */
export declare function maskCard(card: Json): Json;
export declare function maskBankAccount(account: Json): Json;
export declare function badRequest(message: string, detail?: string): SandboxFault;
export declare function notFound(what: string, id: string): SandboxFault;
/** Seals card or bank account details into an opaque token value. */
export declare function sealToken(details: Json): string;
/** The details a token holds; undefined when it is not a token of this sandbox. */
export declare function openToken(value: unknown): Json | undefined;
