/**
 * "Did you mean ...?": the existing name closest to a misspelt one (edit distance, ignoring case), for
 * unresolved-reference diagnostics. Only a close match is offered: a wild guess is worse than none.
 */

function distance(a: string, b: string): number {
  const prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0];
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const up = prev[j];
      prev[j] = Math.min(prev[j] + 1, prev[j - 1] + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = up;
    }
  }
  return prev[b.length];
}

/** The candidate nearest to `name`, if within a third of its length (at least 2 edits); ties: the first. */
export function nearestName(name: string, candidates: Iterable<string>): string | undefined {
  const wanted = name.toLowerCase();
  let best: { name: string; d: number } | undefined;
  for (const candidate of candidates) {
    if (candidate === name) continue;
    const d = candidate.toLowerCase() === wanted ? 0.5 : distance(wanted, candidate.toLowerCase());
    if (!best || d < best.d) best = { name: candidate, d };
  }
  return best && best.d <= Math.max(2, Math.floor(name.length / 3)) ? best.name : undefined;
}

/** `; did you mean `X`?` or the empty string. */
export function didYouMean(name: string, candidates: Iterable<string>): string {
  const near = nearestName(name, candidates);
  return near === undefined ? '' : `; did you mean \`${near}\`?`;
}
