/**
 * The sandbox's request log: every request it answered (method, path without the query, status, time taken)
 * and every webhook delivery attempt it made (target, company, events, status or error), newest last. Bounded:
 * the oldest entries are forgotten past `capacity`. It never holds a credential: no header, no query string, no
 * body; a company keyed by a bearer token appears as its digest.
 */

export interface RequestLogEntry {
  /** ISO time the request was answered or the attempt ended. */
  readonly at: string;
  readonly kind: 'request' | 'webhook';
  /** `request`: method and path; `webhook`: POST and the target URL's origin and path. */
  readonly method: string;
  readonly path: string;
  /** HTTP status; 0 when a webhook attempt got no complete answer. */
  readonly status: number;
  readonly ms: number;
  /** `webhook`: the company, its events in this payload, which attempt, the payload format, and any error. */
  readonly company?: string;
  readonly events?: number;
  readonly attempt?: number;
  readonly format?: string;
  readonly error?: string;
}

export class RequestLog {
  private readonly entries: RequestLogEntry[] = [];
  private readonly listeners = new Set<(entry: RequestLogEntry) => void>();

  constructor(private readonly capacity = 1000) {}

  add(entry: RequestLogEntry): void {
    this.entries.push(entry);
    if (this.entries.length > this.capacity) this.entries.splice(0, this.entries.length - this.capacity);
    for (const listener of this.listeners) {
      try {
        listener(entry);
      } catch {
        // A failing listener (a closed stdout) must not fail the request it was told about.
      }
    }
  }

  /** The entries kept, oldest first (copies). */
  list(): RequestLogEntry[] {
    return this.entries.map((e) => ({ ...e }));
  }

  /** Told about every new entry; returns the function that stops it. */
  subscribe(listener: (entry: RequestLogEntry) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  clear(): void {
    this.entries.length = 0;
  }
}

/** One line for people: `GET /accounting/v3/company/1/customer/1 200 3 ms`, `webhook POST http://... 500 ...`. */
export function formatLogEntry(entry: RequestLogEntry): string {
  if (entry.kind === 'request') return `${entry.at} ${entry.method} ${entry.path} ${entry.status} ${entry.ms} ms`;
  const outcome = entry.status === 0 ? `no answer (${entry.error ?? 'error'})` : String(entry.status);
  return `${entry.at} webhook ${entry.method} ${entry.path} ${outcome} ${entry.ms} ms company ${entry.company} events ${entry.events} attempt ${entry.attempt} ${entry.format}`;
}
