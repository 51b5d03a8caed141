// A source's layout without its doc comments (issue 25): every `/** ... */` comment that stands on lines of its own
// is replaced by a numbered marker (`/**3@*/`), the formatter lays out that skeleton, and the comments are put back
// where the markers landed, indented as Biome indents a doc comment (each line after the first trimmed and indented
// one space past the marker). Biome never reflows a comment's text and a comment on its own line breaks the code
// around it the same whatever it says, so the result is the bytes formatting the whole file gives (a test holds
// this for every file the three definitions, the sample and corpus documents emit). An edit that changes only
// descriptions leaves the skeleton as it was: its layout is in the finish cache, and no formatter is loaded.
//
// The comments are found by a small scanner (strings, templates with `${}`, regular expressions, line comments),
// not a parser: parsing a 300 KB file costs 70-170 ms of the main thread. Whatever it cannot read for sure (an
// unterminated string, a regular expression across lines) gives no skeleton, so the file is formatted whole.
// Plain JavaScript: the finishing threads import it without a loader, the main thread without loading Biome.

/** A marker as the formatter leaves it: alone on its line, indented. */
const MARKER = /^( *)\/\*\*(\d+)@\*\/$/gm;
const ANY_MARKER = /\/\*\*\d+@\*\//;

/** Words after which a `/` starts a regular expression, not a division. */
const BEFORE_EXPRESSION = new Set([
  'return', 'typeof', 'instanceof', 'in', 'of', 'new', 'delete', 'void', 'throw', 'case', 'do', 'else', 'yield', 'await',
]);

/**
 * `{ text, comments }`: the skeleton and each replaced comment's lines (the first as written, the others trimmed at
 * their start), or undefined when the file has no such comment or cannot be scanned.
 */
export function skeletonOf(text) {
  if (ANY_MARKER.test(text)) return undefined;
  const spans = docComments(text);
  if (spans === undefined) return undefined;
  const comments = [];
  let out = '';
  let at = 0;
  for (const [start, end] of spans) {
    const lineStart = text.lastIndexOf('\n', start - 1) + 1;
    if (!/^[ \t]*$/.test(text.slice(lineStart, start))) continue;
    const lineEnd = text.indexOf('\n', end);
    if (!/^[ \t]*$/.test(text.slice(end, lineEnd === -1 ? text.length : lineEnd))) continue;
    const lines = text.slice(start, end).split('\n');
    if (lines.some((line) => /[ \t\r]$/.test(line))) continue;
    if (lines.slice(1).some((line) => !line.trimStart().startsWith('*'))) continue;
    out += text.slice(at, start) + `/**${comments.length}@*/`;
    comments.push(lines.map((line, i) => (i === 0 ? line : line.trimStart())));
    at = end;
  }
  if (comments.length === 0) return undefined;
  return { text: out + text.slice(at), comments };
}

/** The formatted skeleton with its comments back, or undefined unless every marker is found alone on its line once. */
export function fillSkeleton(formatted, comments) {
  const seen = new Uint8Array(comments.length);
  let found = 0;
  let bad = false;
  const text = formatted.replace(MARKER, (_, indent, index) => {
    const i = Number(index);
    if (i >= comments.length || seen[i]) {
      bad = true;
      return '';
    }
    seen[i] = 1;
    found++;
    return comments[i].map((line, k) => (k === 0 ? indent + line : `${indent} ${line}`)).join('\n');
  });
  // The source held no marker (skeletonOf), so each one here is ours: any not alone on its line is missing.
  return bad || found !== comments.length ? undefined : text;
}

/** [start, end) of every block comment starting `/**`, in order; undefined when the text cannot be scanned for sure. */
export function docComments(text) {
  const spans = [];
  /** For each open `{` or `${`: whether it opened a template's substitution. */
  const braces = [];
  const n = text.length;
  let i = 0;
  let regexAllowed = true;
  while (i < n) {
    const c = text[i];
    if (c === ' ' || c === '\n' || c === '\t' || c === '\r') {
      i++;
    } else if (c === '/') {
      const d = text[i + 1];
      if (d === '/') {
        const end = text.indexOf('\n', i);
        i = end === -1 ? n : end;
      } else if (d === '*') {
        const end = text.indexOf('*/', i + 2);
        if (end === -1) return undefined;
        if (text[i + 2] === '*' && text[i + 3] !== '/') spans.push([i, end + 2]);
        i = end + 2;
      } else if (regexAllowed) {
        i = afterRegex(text, i);
        if (i < 0) return undefined;
        regexAllowed = false;
      } else {
        i++;
        regexAllowed = true;
      }
    } else if (c === "'" || c === '"') {
      i = afterString(text, i, c);
      if (i < 0) return undefined;
      regexAllowed = false;
    } else if (c === '`') {
      i = afterTemplate(text, i + 1, braces);
      if (i < 0) return undefined;
      regexAllowed = false;
    } else if (c === '{') {
      braces.push(false);
      i++;
      regexAllowed = true;
    } else if (c === '}') {
      if (braces.pop()) {
        // The end of a template's substitution: the template goes on.
        i = afterTemplate(text, i + 1, braces);
        if (i < 0) return undefined;
        regexAllowed = false;
      } else {
        i++;
        regexAllowed = true;
      }
    } else if (/[\w$]/.test(c)) {
      let end = i + 1;
      while (end < n && /[\w$]/.test(text[end])) end++;
      regexAllowed = BEFORE_EXPRESSION.has(text.slice(i, end));
      i = end;
    } else {
      regexAllowed = c !== ')' && c !== ']';
      i++;
    }
  }
  return braces.length === 0 ? spans : undefined;
}

function afterString(text, i, quote) {
  for (let j = i + 1; j < text.length; j++) {
    const c = text[j];
    if (c === '\\') j++;
    else if (c === quote) return j + 1;
    else if (c === '\n') return -1;
  }
  return -1;
}

/** From inside a template (after its `` ` `` or a substitution's `}`) to past its end, or into a `${` (pushed). */
function afterTemplate(text, i, braces) {
  for (let j = i; j < text.length; j++) {
    const c = text[j];
    if (c === '\\') j++;
    else if (c === '`') return j + 1;
    else if (c === '$' && text[j + 1] === '{') {
      braces.push(true);
      return j + 2;
    }
  }
  return -1;
}

function afterRegex(text, i) {
  let inClass = false;
  for (let j = i + 1; j < text.length; j++) {
    const c = text[j];
    if (c === '\\') j++;
    else if (c === '\n') return -1;
    else if (inClass) inClass = c !== ']';
    else if (c === '[') inClass = true;
    else if (c === '/') {
      let end = j + 1;
      while (end < text.length && /[a-z]/i.test(text[end])) end++;
      return end;
    }
  }
  return -1;
}
