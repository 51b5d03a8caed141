/**
* Fault injection for client testing: a request asks for a failure with the `svc-sandbox-fault` header
* (`429`, `500`, `503`, `slow=<ms>`, or several separated by commas: `slow=200,503`), or a rule fails every n-th
* call of an operation (`{ operation: 'readX', every: 3, fault: '503' }`; `operation` omitted = every
* operation). Delays are capped so a hostile header cannot hold a connection for long.
*/
export declare const FAULT_HEADER = "svc-sandbox-fault";
/** The longest injected delay, in milliseconds. */
export declare const MAX_SLOW_MS = 2e4;
export type InjectedFault = {
	readonly status?: 429 | 500 | 503;
	readonly slowMs?: number;
};
export interface FaultRule {
	/** Operation name; omitted = every operation. */
	readonly operation?: string;
	/** Fails calls n, 2n, 3n ... (counted per rule). */
	readonly every: number;
	/** `429`, `500`, `503` or `slow=<ms>`. */
	readonly fault: string;
}
/** Parses a header or rule value; undefined when it is not one (the caller answers 400). */
export declare function parseFault(text: string): InjectedFault | undefined;
/** Rules with their counters. */
export declare class FaultRules {
	private rules;
	constructor(rules?: readonly FaultRule[]);
	private static checked;
	/** The rules in force (copies). */
	list(): FaultRule[];
	/** Puts `rules` in force instead, each counting from zero; all or nothing (an invalid rule throws). */
	replace(rules: readonly FaultRule[]): void;
	/** Counts a call of `operation`; the fault of the first rule whose turn it is. */
	next(operation: string): InjectedFault | undefined;
}
/** Parses the CLI form `operation:every:fault` (`readX:3:503`, `*:10:slow=500`). */
export declare function parseFaultRule(text: string): FaultRule;
export declare function delay(ms: number): Promise<void>;
