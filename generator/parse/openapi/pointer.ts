/** JSON pointers (RFC 6901) as used in `$ref` fragments and diagnostics. */

export function escapeSegment(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

export function unescapeSegment(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** Pointer of a child: `join('/paths', '/items/{id}')` -> `/paths/~1items~1{id}`. */
export function join(pointer: string, ...segments: (string | number)[]): string {
  let out = pointer;
  for (const s of segments) out += '/' + escapeSegment(String(s));
  return out;
}

/** Segments of a pointer (`''` -> []). Fragments from `$ref`s are URI-encoded, so decode those first. */
export function split(pointer: string): string[] {
  if (pointer === '' || pointer === '/') return [];
  return pointer.replace(/^\//, '').split('/').map(unescapeSegment);
}

/** The value at a pointer, or `undefined` when any step is missing. */
export function get(root: unknown, segments: readonly string[]): unknown {
  let node = root;
  for (const s of segments) {
    if (Array.isArray(node)) {
      if (!/^(0|[1-9][0-9]*)$/.test(s)) return undefined;
      node = node[Number(s)];
    } else if (node !== null && typeof node === 'object') {
      if (!Object.prototype.hasOwnProperty.call(node, s)) return undefined;
      node = (node as Record<string, unknown>)[s];
    } else {
      return undefined;
    }
  }
  return node;
}
