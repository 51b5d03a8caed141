/**
 * The failures a REST server stub answers, independent of how an interface spells them: each kind has its HTTP
 * status, and the interface's formatter (`x-svc-error-format`) turns a fault into its own error body.
 */

/** What a failure is, independent of how an interface spells it; the formatter turns it into a body. */
export type FaultKind =
  | 'unauthorized'
  | 'forbidden'
  | 'bad-request'
  | 'validation'
  | 'not-found'
  | 'method-not-allowed'
  | 'not-acceptable'
  | 'payload-too-large'
  | 'expectation-failed'
  | 'unsupported-media-type'
  | 'headers-too-large'
  | 'throttled'
  | 'request-timeout'
  | 'timeout'
  | 'internal'
  | 'not-implemented';

export interface ServerFault {
  readonly kind: FaultKind;
  readonly status: number;
  readonly message: string;
  /** Individual problems (validation errors), when there are several. */
  readonly details?: readonly string[];
  /** How many problems there were in all, when `details` shows only the first ones. */
  readonly total?: number;
  /** Operation the request was routed to, when routing got that far. */
  readonly operation?: string;
}

const STATUS: { readonly [kind in FaultKind]: number } = {
  unauthorized: 401,
  forbidden: 403,
  'bad-request': 400,
  validation: 400,
  'not-found': 404,
  'method-not-allowed': 405,
  'not-acceptable': 406,
  'payload-too-large': 413,
  'expectation-failed': 417,
  'unsupported-media-type': 415,
  'headers-too-large': 431,
  throttled: 429,
  'request-timeout': 408,
  timeout: 504,
  internal: 500,
  'not-implemented': 501,
};

export function fault(kind: FaultKind, message: string, extra: { details?: readonly string[]; total?: number; operation?: string } = {}): ServerFault {
  return { kind, status: STATUS[kind], message, ...extra };
}


/** A request refused before its handler ran: the fault, and the headers of the answer (`Allow`, `Retry-After`). */
export class RequestFault extends Error {
  constructor(
    readonly fault: ServerFault,
    readonly headers: { readonly [name: string]: string } = {},
  ) {
    super(fault.message);
  }
}
