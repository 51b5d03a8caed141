/** `"10.55"` -> 10550000n (micro-units); undefined when it is not a decimal amount. */
export declare function parseAmount(text: unknown): bigint | undefined;
/** 10550000n -> `"10.55"` (at least two decimals). */
export declare function formatAmount(value: bigint): string;
