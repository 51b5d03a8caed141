/**
 * Fault injection for client testing: a request asks for a failure with the `svc-sandbox-fault` header
 * (`429`, `500`, `503`, `slow=<ms>`, or several separated by commas: `slow=200,503`), or a rule fails every n-th
 * call of an operation (`{ operation: 'readX', every: 3, fault: '503' }`; `operation` omitted = every
 * operation). Delays are capped so a hostile header cannot hold a connection for long.
 */

export const FAULT_HEADER = 'svc-sandbox-fault';
/** The longest injected delay, in milliseconds. */
export const MAX_SLOW_MS = 20_000; // under the server's handler deadline (30 s), which would answer 504

export type InjectedFault = { readonly status?: 429 | 500 | 503; readonly slowMs?: number };

export interface FaultRule {
  /** Operation name; omitted = every operation. */
  readonly operation?: string;
  /** Fails calls n, 2n, 3n ... (counted per rule). */
  readonly every: number;
  /** `429`, `500`, `503` or `slow=<ms>`. */
  readonly fault: string;
}

/** Parses a header or rule value; undefined when it is not one (the caller answers 400). */
export function parseFault(text: string): InjectedFault | undefined {
  let status: InjectedFault['status'];
  let slowMs: number | undefined;
  for (const raw of text.split(',')) {
    const part = raw.trim().toLowerCase();
    if (part === '429' || part === '500' || part === '503') status = Number(part) as 429 | 500 | 503;
    else if (/^slow(=[0-9]{1,9})?$/.test(part)) slowMs = Math.min(MAX_SLOW_MS, part.includes('=') ? Number(part.slice(5)) : 2000);
    else return undefined;
  }
  return { ...(status !== undefined ? { status } : {}), ...(slowMs !== undefined ? { slowMs } : {}) };
}

/** Rules with their counters. */
export class FaultRules {
  private rules: { rule: FaultRule; fault: InjectedFault; calls: number }[];

  constructor(rules: readonly FaultRule[] = []) {
    this.rules = FaultRules.checked(rules);
  }

  private static checked(rules: readonly FaultRule[]): { rule: FaultRule; fault: InjectedFault; calls: number }[] {
    return rules.map((rule) => {
      const fault = parseFault(rule.fault);
      if (fault === undefined || !Number.isInteger(rule.every) || rule.every < 1) throw new Error(`Invalid fault rule ${JSON.stringify(rule).slice(0, 200)}`);
      return { rule: { ...rule }, fault, calls: 0 };
    });
  }

  /** The rules in force (copies). */
  list(): FaultRule[] {
    return this.rules.map((r) => ({ ...r.rule }));
  }

  /** Puts `rules` in force instead, each counting from zero; all or nothing (an invalid rule throws). */
  replace(rules: readonly FaultRule[]): void {
    this.rules = FaultRules.checked(rules);
  }

  /** Counts a call of `operation`; the fault of the first rule whose turn it is. */
  next(operation: string): InjectedFault | undefined {
    let chosen: InjectedFault | undefined;
    for (const entry of this.rules) {
      if (entry.rule.operation !== undefined && entry.rule.operation !== operation) continue;
      entry.calls++;
      if (chosen === undefined && entry.calls % entry.rule.every === 0) chosen = entry.fault;
    }
    return chosen;
  }
}

/** Parses the CLI form `operation:every:fault` (`readX:3:503`, `*:10:slow=500`). */
export function parseFaultRule(text: string): FaultRule {
  const [operation, every, ...fault] = text.split(':');
  const rule: FaultRule = { ...(operation !== '*' && operation !== '' ? { operation } : {}), every: Number(every), fault: fault.join(':') };
  new FaultRules([rule]);
  return rule;
}

export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
