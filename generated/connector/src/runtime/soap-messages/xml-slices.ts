/**
 * Turns of the event loop for large messages: a body of `SLICED_FROM` bytes or more is decoded and parsed in
 * slices (`decodeXmlBytesInSlices`, `parseXmlInSlices`), each yielding once about `SLICE_MS` of work is done, so no
 * one message holds the loop (other requests, timers, deadlines) for long. Smaller bodies keep the one-step path,
 * which costs no promise.
 */

/** Bodies from this size on are read in slices. */
export const SLICED_FROM: number = 1024 * 1024;
/** Work done between two yields. */
const SLICE_MS = 8;

/** Node's `setImmediate` where there is one (a browser has none: its `setTimeout(0)` is clamped to 4 ms when nested). */
const immediate = (globalThis as { setImmediate?: (callback: () => void) => unknown }).setImmediate;
const yieldNow: () => Promise<void> = immediate
  ? () => new Promise<void>((resolve) => void immediate(resolve))
  : () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A clock that says when the current slice is spent. */
export class Slicer {
  #started = performance.now();
  /** Yields to the event loop if this slice has run `SLICE_MS`; resolves at once (no turn) otherwise. */
  async pause(): Promise<void> {
    if (performance.now() - this.#started < SLICE_MS) return;
    await yieldNow();
    this.#started = performance.now();
  }
  /** Runs `steps` to the end, pausing between them as `pause` does. */
  async drive(steps: Iterator<unknown>): Promise<void> {
    while (!steps.next().done) {
      if (performance.now() - this.#started >= SLICE_MS) {
        await yieldNow();
        this.#started = performance.now();
      }
    }
  }
}

/**
 * A large document's text as the pieces it was decoded in (about a mebibyte each), never joined: joining 30 MiB of
 * text into one string is itself one long step. The scan reads the pieces through a window (`scanXmlSteps`).
 */
export class XmlPieces {
  readonly length: number;
  constructor(readonly pieces: readonly string[]) {
    let length = 0;
    for (const piece of pieces) length += piece.length;
    this.length = length;
  }
  /** `text` cut into pieces of `size` characters (tests; callers that hold a string). */
  static of(text: string, size: number): XmlPieces {
    const pieces: string[] = [];
    for (let at = 0; at < text.length; at += size) pieces.push(text.slice(at, at + size));
    return new XmlPieces(pieces);
  }
  /** The whole text as one string (one long step for a large document: for small ones and tests). */
  toString(): string {
    return this.pieces.join('');
  }
}
