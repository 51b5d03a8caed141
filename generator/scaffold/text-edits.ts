/**
 * Edits of a text at offsets (replace a stretch, insert at a point) applied at once, with a map from offsets of the
 * original to offsets of the result, so notes taken on the original can be placed in what is written.
 */

export interface Edit {
  start: number;
  end: number;
  text: string;
}

/**
 * `text` with the edits applied (none may overlap), and a map from an offset of `text` to its offset in the result
 * (an offset inside an edit maps to the edit's start).
 */
export function applyEdits(text: string, edits: readonly Edit[]): { text: string; map: (offset: number) => number } {
  const sorted = [...edits].sort((a, b) => a.start - b.start);
  let out = '';
  let last = 0;
  for (const e of sorted) {
    if (e.start < last) throw new Error(`overlapping edits at ${e.start}`);
    out += text.slice(last, e.start) + e.text;
    last = e.end;
  }
  out += text.slice(last);
  const map = (offset: number): number => {
    let delta = 0;
    for (const e of sorted) {
      if (e.start >= offset) break;
      if (offset < e.end) return e.start + delta;
      delta += e.text.length - (e.end - e.start);
    }
    return offset + delta;
  };
  return { text: out, map };
}

/** 0-based offsets of the starts of each line of `text`. */
export function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) starts.push(i + 1);
  return starts;
}
