/**
 * Deadlines of handlers still running, checked by one coarse unref'd timer per listener rather than a timer
 * per request (a timer per request was a measurable share of the server's time on small requests). A handler
 * that has not settled by its deadline is given up on: `expire` answers for it and frees the connection.
 */

/** One handler call being waited for. */
export interface PendingHandler {
  readonly deadline: number;
  /** Called once if the deadline passes first. */
  readonly expire: () => void;
}

export class HandlerDeadlines {
  readonly #pending = new Set<PendingHandler>();
  #timer: ReturnType<typeof setInterval> | undefined;
  /** How often deadlines are checked: a handler is given up on between `timeoutMs` and a quarter more. */
  readonly #tickMs: number;

  constructor(readonly timeoutMs: number) {
    this.#tickMs = Math.max(1, Math.min(1000, Math.ceil(timeoutMs / 4)));
  }

  /** Starts waiting for one handler; `settle` (returned) must be called when it answers, and says if it is still awaited. */
  start(expire: () => void): () => boolean {
    const pending: PendingHandler = { deadline: performance.now() + this.timeoutMs, expire };
    this.#pending.add(pending);
    this.#timer ??= setInterval(() => this.#sweep(), this.#tickMs).unref();
    return () => this.#pending.delete(pending);
  }

  #sweep(): void {
    if (this.#pending.size === 0) {
      clearInterval(this.#timer);
      this.#timer = undefined;
      return;
    }
    const now = performance.now();
    for (const pending of this.#pending) {
      if (pending.deadline <= now) {
        this.#pending.delete(pending);
        try {
          pending.expire();
        } catch {
          // `expire` answers through the listener's own guards; nothing may stop the sweep.
        }
      }
    }
  }
}
