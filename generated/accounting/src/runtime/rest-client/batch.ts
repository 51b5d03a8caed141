/**
 * Many items through an operation that takes at most `chunkSize` per request (`x-svc-batch`): the items are
 * split into chunks, each item gets an id within its chunk, the chunks are sent (concurrently: the rate limiter
 * paces them), and the outcomes are matched back by id and returned in input order, each a value or a fault.
 */

/** Which members carry the items and outcomes (the interface's `x-svc-batch`). */
export interface BatchShape {
  readonly itemsMember: string;
  readonly idMember: string;
  readonly operationMember: string;
  readonly queryMember?: string;
  readonly queryResultMember?: string;
  readonly faultMember: string;
}

/** One item's outcome: its value (the entity, or a query item's result) or its fault. */
export type BatchOutcome<V, F> = { readonly ok: true; readonly value: V } | { readonly ok: false; readonly fault: F | undefined };

/** Sends one request body and resolves to its outcomes (the operation's unwrapped result). */
export type BatchSender = (body: { readonly [member: string]: unknown }) => Promise<unknown>;

type Item = { readonly [member: string]: unknown };

/** The member of an item (or outcome) holding its entity: the one that is none of the shape's members. */
function entityMember(shape: BatchShape, item: Item): string | undefined {
  const skip = new Set([shape.idMember, shape.operationMember, shape.queryMember, shape.queryResultMember, shape.faultMember]);
  return Object.keys(item).find((k) => !skip.has(k) && item[k] !== null && typeof item[k] === 'object' && !Array.isArray(item[k]));
}

function outcomeOf(shape: BatchShape, item: Item, answer: Item | undefined): BatchOutcome<unknown, unknown> {
  if (answer === undefined) return { ok: false, fault: undefined };
  if (answer[shape.faultMember] !== undefined) return { ok: false, fault: answer[shape.faultMember] };
  if (shape.queryMember !== undefined && item[shape.queryMember] !== undefined && shape.queryResultMember !== undefined) {
    return { ok: true, value: answer[shape.queryResultMember] };
  }
  const member = entityMember(shape, item) ?? entityMember(shape, answer);
  return member === undefined ? { ok: false, fault: undefined } : { ok: true, value: answer[member] };
}

/** The item as sent: with its id, and a query given as a builder turned into its statement. */
function wireItem(shape: BatchShape, item: Item, id: string): Item {
  const out: { [member: string]: unknown } = { ...item, [shape.idMember]: id };
  const q = shape.queryMember;
  if (q !== undefined && out[q] !== undefined && typeof out[q] !== 'string') out[q] = String(out[q]);
  return out;
}

/** Splits `items` into chunks of at most `chunkSize`, sends each, and returns the outcomes in input order. */
export async function runBatch(shape: BatchShape, items: readonly Item[], chunkSize: number, send: BatchSender): Promise<BatchOutcome<unknown, unknown>[]> {
  if (!Array.isArray(items)) throw new TypeError('Batch items must be an array');
  if (!Number.isInteger(chunkSize) || chunkSize < 1) throw new RangeError(`Batch chunk size must be a positive integer, got ${chunkSize}`);
  const chunks: Item[][] = [];
  for (let i = 0; i < items.length; i += chunkSize) chunks.push(items.slice(i, i + chunkSize));
  const answered = await Promise.all(
    chunks.map(async (chunk) => {
      // Ids are positions in the chunk: unique per request, and they ignore any id the caller set.
      const body = { [shape.itemsMember]: chunk.map((item, i) => wireItem(shape, item, String(i + 1))) };
      const answers = await send(body);
      const byId = new Map<string, Item>();
      if (Array.isArray(answers)) {
        for (const a of answers as unknown[]) {
          if (a !== null && typeof a === 'object') byId.set(String((a as Item)[shape.idMember]), a as Item);
        }
      }
      return chunk.map((item, i) => outcomeOf(shape, item, byId.get(String(i + 1))));
    }),
  );
  return answered.flat();
}
