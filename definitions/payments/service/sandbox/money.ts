/**
 * Exact decimal amounts for the payments sandbox: the API carries amounts as decimal strings (`"10.55"`), so
 * sums and comparisons are done on integers of the smallest unit a value uses (BigInt), never on floats.
 */

const AMOUNT = /^[0-9]{1,15}(\.[0-9]{1,6})?$/;
const SCALE = 6;

/** `"10.55"` -> 10550000n (micro-units); undefined when it is not a decimal amount. */
export function parseAmount(text: unknown): bigint | undefined {
  if (typeof text !== 'string' || !AMOUNT.test(text)) return undefined;
  const [whole, fraction = ''] = text.split('.');
  return BigInt(whole) * 10n ** BigInt(SCALE) + BigInt(fraction.padEnd(SCALE, '0'));
}

/** 10550000n -> `"10.55"` (at least two decimals). */
export function formatAmount(value: bigint): string {
  const unit = 10n ** BigInt(SCALE);
  const whole = value / unit;
  let fraction = (value % unit).toString().padStart(SCALE, '0').replace(/0+$/, '');
  if (fraction.length < 2) fraction = fraction.padEnd(2, '0');
  return `${whole}.${fraction}`;
}
