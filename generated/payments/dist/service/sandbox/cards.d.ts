import { type Json, type SandboxFault } from "../../runtime/sandbox/contract.js";
export type CardOutcome = "approved" | "declined" | "insufficient-funds" | "fraud" | "system-error";
export declare const TEST_CARDS: {
	readonly [number: string]: CardOutcome;
};
export declare function outcomeOf(number: string): CardOutcome;
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
