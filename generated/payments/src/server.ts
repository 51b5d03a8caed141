/**
 * Server stub of Payments API 4.
 *
 * Generated from the definition; do not edit.
 */
/// <reference types="node" />
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { PaymentsError, type PaymentsResults } from './client.js';
import {
  operations,
  rateLimitKeys,
  rateLimits,
  securitySchemes,
  type OperationName,
  type Operations,
  type RateLimit,
} from './operations.js';
import {
  createServerCore,
  type BasicCredentials,
  type CorsOptions,
  type ExchangeHooks,
  type KeyValues,
  type OperationHandler,
  type RateLimitStore,
  type HttpServerCore,
  type Reply,
  type ServerFault,
  type WindowAlgorithm,
} from './runtime/rest-server/server.js';
import {
  bindServerTables,
  type ParameterSpec,
  type ServerTables,
} from './runtime/rest-server/server-tables.js';
import { validate } from './validators.js';

/** What a handler of `Name` receives: validated, typed parts of the request (read-only members of the body already dropped). */
export interface PaymentsRequest<Name extends OperationName> {
  readonly params: Operations[Name]['path'];
  readonly query: Operations[Name]['query'];
  readonly headers: IncomingHttpHeaders;
  readonly body: Operations[Name]['request'];
  readonly traceId: string;
  /** The bearer token, when the security requirement met has a bearer-like scheme (http bearer, oauth2, openIdConnect). */
  readonly token?: string;
  /** The credential of each scheme of the security requirement the request met, by scheme name (basic: `{ username, password }`). */
  readonly credentials: { readonly [scheme: string]: string | BasicCredentials };
  readonly request: IncomingMessage;
}

/**
 * One function per operation: returns the result as a client sees it (the stub wraps it as the definition says), or a `Reply` for another status; throws
 * `PaymentsError` (`PaymentsError.of(status, body)`) to answer an error. A missing handler answers 501.
 */
export type PaymentsHandlers = {
  readonly [Name in OperationName]?: (
    request: PaymentsRequest<Name>,
  ) => PaymentsResults[Name] | Reply | Promise<PaymentsResults[Name] | Reply>;
};

/** Options of `createPaymentsServer`. */
export interface PaymentsServerOptions {
  /** Check handler results against the definition (a mismatch answers 500 and is reported). Default false; turn on in tests. */
  readonly validateResponses?: boolean;
  /**
   * Accepts or refuses a well-formed credential: one function for bearer tokens (http bearer, oauth2 and openIdConnect schemes),
   * or one per security scheme. A scheme without a function accepts any well-formed credential; a refusal answers 401.
   */
  readonly authenticate?:
    | ((token: string, request: IncomingMessage) => boolean | Promise<boolean>)
    | {
        /** Scheme `oauth2` (oauth2). */
        readonly oauth2?: (
          credential: string,
          request: IncomingMessage,
        ) => boolean | Promise<boolean>;
        /** Scheme `bearerAuth` (http-bearer). */
        readonly bearerAuth?: (
          credential: string,
          request: IncomingMessage,
        ) => boolean | Promise<boolean>;
      };
  /** Request body limit in bytes; default 1 MiB (larger: 413, also before `100 Continue`). */
  readonly maxBodyBytes?: number;
  /** Request line and headers together, in bytes; default 16 KiB (larger: 431 in the API's format). */
  readonly maxHeaderBytes?: number;
  /** A body not received within this many milliseconds answers 408; default 30 s, 0 = none. */
  readonly bodyTimeoutMs?: number;
  /** A handler not done within this many milliseconds answers 504 and its connection is closed; default 30 s, 0 = none. */
  readonly handlerTimeoutMs?: number;
  /** JSON bodies nested deeper than this answer 400; default 64. */
  readonly maxDepth?: number;
  /** Error bodies list the first problems and count the rest to stay under this size; default 64 KiB. */
  readonly maxErrorBodyBytes?: number;
  /** Endpoint name whose rate limits are enforced (all when omitted); `false` turns limits off. */
  readonly environment?: string;
  readonly rateLimits?: false | readonly RateLimit[];
  readonly limiterAlgorithm?: WindowAlgorithm;
  /** Where rate-limit counters live: default in memory; `new RedisRateLimitStore({ url })` shares them between processes (or implement `RateLimitStore`). */
  readonly rateLimitStore?: RateLimitStore;
  /** Counters the in-memory store keeps at most, least recently used evicted; default 10,000. */
  readonly maxRateLimitCounters?: number;
  /**
   * Values of `credential` rate-limit keys (the app, the workspace ...) for a token. Default: one shared value for each,
   * so a client cannot open new counters by inventing tokens; give a resolver to count per app.
   */
  readonly credentialKeyValues?: (
    token: string | undefined,
    request: IncomingMessage,
  ) => KeyValues | Promise<KeyValues>;
  /** Told about handler exceptions and invalid responses; default one line on stderr. */
  readonly onError?: (error: unknown, fault: ServerFault) => void;
  /** Path prefix the operations are served under. */
  readonly basePath?: string;
  /**
   * Pages of these origins may call the server from a browser (CORS): `{ origins: ['https://app.example.com'] }` or `'*'`,
   * with `credentials`, `maxAgeSeconds`, `allowHeaders`, `exposeHeaders`. Default none: no CORS header is written.
   */
  readonly cors?: CorsOptions;
  /**
   * Told about each exchange as the server handles it: the body as sent, every answer as written, and a body to send instead of an
   * error answer's (a logging or fake layer in front of the server; the sandbox uses it). Hooks must not throw.
   */
  readonly exchangeHooks?: ExchangeHooks;
}

const PARAMETERS: { readonly [operation: string]: readonly ParameterSpec[] } = {
  createCharge: [
    {
      name: 'Request-Id',
      in: 'header',
      required: true,
      kind: 'string',
      minLength: 1,
      maxLength: 50,
    },
  ],
  readCharge: [
    {
      name: 'chargeId',
      in: 'path',
      required: true,
      kind: 'string',
      minLength: 1,
    },
  ],
  captureCharge: [
    {
      name: 'chargeId',
      in: 'path',
      required: true,
      kind: 'string',
      minLength: 1,
    },
    {
      name: 'Request-Id',
      in: 'header',
      required: true,
      kind: 'string',
      minLength: 1,
      maxLength: 50,
    },
  ],
  refundCharge: [
    {
      name: 'chargeId',
      in: 'path',
      required: true,
      kind: 'string',
      minLength: 1,
    },
    {
      name: 'Request-Id',
      in: 'header',
      required: true,
      kind: 'string',
      minLength: 1,
      maxLength: 50,
    },
  ],
  readRefund: [
    {
      name: 'chargeId',
      in: 'path',
      required: true,
      kind: 'string',
      minLength: 1,
    },
    {
      name: 'refundId',
      in: 'path',
      required: true,
      kind: 'string',
      minLength: 1,
    },
  ],
  voidTransaction: [
    {
      name: 'requestId',
      in: 'path',
      required: true,
      kind: 'string',
      minLength: 1,
      maxLength: 50,
    },
    {
      name: 'Request-Id',
      in: 'header',
      required: true,
      kind: 'string',
      minLength: 1,
      maxLength: 50,
    },
  ],
  createCard: [
    {
      name: 'customerId',
      in: 'path',
      required: true,
      kind: 'string',
      minLength: 1,
    },
    {
      name: 'Request-Id',
      in: 'header',
      required: true,
      kind: 'string',
      minLength: 1,
      maxLength: 50,
    },
  ],
  listCards: [
    {
      name: 'customerId',
      in: 'path',
      required: true,
      kind: 'string',
      minLength: 1,
    },
  ],
  createCardFromToken: [
    {
      name: 'customerId',
      in: 'path',
      required: true,
      kind: 'string',
      minLength: 1,
    },
    {
      name: 'Request-Id',
      in: 'header',
      required: true,
      kind: 'string',
      minLength: 1,
      maxLength: 50,
    },
  ],
  readCard: [
    {
      name: 'customerId',
      in: 'path',
      required: true,
      kind: 'string',
      minLength: 1,
    },
    {
      name: 'cardId',
      in: 'path',
      required: true,
      kind: 'string',
      minLength: 1,
    },
  ],
  deleteCard: [
    {
      name: 'customerId',
      in: 'path',
      required: true,
      kind: 'string',
      minLength: 1,
    },
    {
      name: 'cardId',
      in: 'path',
      required: true,
      kind: 'string',
      minLength: 1,
    },
    {
      name: 'Request-Id',
      in: 'header',
      required: true,
      kind: 'string',
      minLength: 1,
      maxLength: 50,
    },
  ],
  createBankAccount: [
    {
      name: 'customerId',
      in: 'path',
      required: true,
      kind: 'string',
      minLength: 1,
    },
    {
      name: 'Request-Id',
      in: 'header',
      required: true,
      kind: 'string',
      minLength: 1,
      maxLength: 50,
    },
  ],
  listBankAccounts: [
    {
      name: 'customerId',
      in: 'path',
      required: true,
      kind: 'string',
      minLength: 1,
    },
  ],
  createBankAccountFromToken: [
    {
      name: 'customerId',
      in: 'path',
      required: true,
      kind: 'string',
      minLength: 1,
    },
    {
      name: 'Request-Id',
      in: 'header',
      required: true,
      kind: 'string',
      minLength: 1,
      maxLength: 50,
    },
  ],
  readBankAccount: [
    {
      name: 'customerId',
      in: 'path',
      required: true,
      kind: 'string',
      minLength: 1,
    },
    {
      name: 'bankAccountId',
      in: 'path',
      required: true,
      kind: 'string',
      minLength: 1,
    },
  ],
  deleteBankAccount: [
    {
      name: 'customerId',
      in: 'path',
      required: true,
      kind: 'string',
      minLength: 1,
    },
    {
      name: 'bankAccountId',
      in: 'path',
      required: true,
      kind: 'string',
      minLength: 1,
    },
    {
      name: 'Request-Id',
      in: 'header',
      required: true,
      kind: 'string',
      minLength: 1,
      maxLength: 50,
    },
  ],
  createToken: [
    {
      name: 'Request-Id',
      in: 'header',
      required: true,
      kind: 'string',
      minLength: 1,
      maxLength: 50,
    },
  ],
};

const REQUEST_BODIES: { readonly [operation: string]: keyof typeof validate } = {
  createCharge: 'ChargeRequestWrite',
  captureCharge: 'CaptureRequest',
  refundCharge: 'RefundRequest',
  createCard: 'CardWrite',
  createCardFromToken: 'Token',
  createBankAccount: 'BankAccountWrite',
  createBankAccountFromToken: 'Token',
  createToken: 'TokenRequestWrite',
};

const RESPONSE_BODIES: { readonly [operation: string]: keyof typeof validate } = {
  createCharge: 'Charge',
  readCharge: 'Charge',
  captureCharge: 'Charge',
  refundCharge: 'Refund',
  readRefund: 'Refund',
  voidTransaction: 'Refund',
  createCard: 'Card',
  listCards: 'CardList',
  createCardFromToken: 'Card',
  readCard: 'Card',
  createBankAccount: 'BankAccount',
  listBankAccounts: 'BankAccountList',
  createBankAccountFromToken: 'BankAccount',
  readBankAccount: 'BankAccount',
  createToken: 'Token',
};

const WRAPPERS: {
  readonly [operation: string]: { readonly member: string; readonly timestamps: readonly string[] };
} = {};

const VARIANTS: { readonly [operation: string]: readonly string[] } = {};

const ERROR_BODY: unknown = {
  errors: [
    {
      code: '{code}',
      type: '{type}',
      message: '{message}',
      detail: '{detail}',
    },
  ],
};

const ERROR_VALUES: { readonly [kind: string]: { readonly [name: string]: string } } = {
  default: {
    code: 'PMT-4000',
    type: 'invalid_request',
  },
  internal: {
    code: 'PMT-6000',
    type: 'SERVER',
  },
  'not-implemented': {
    code: 'PMT-6000',
    type: 'SERVER',
  },
  throttled: {
    code: 'PMT-4029',
    type: 'rate_limit_error',
  },
  timeout: {
    code: 'PMT-6000',
    type: 'SERVER',
  },
  unauthorized: {
    code: 'PMT-4000',
    type: 'authentication_error',
  },
};

const REPLY_HEADERS: { readonly [name: string]: string } = {};

/** Validation, wrapping and error bodies from the tables above (`runtime/rest/server-tables.ts`). */
const glue = bindServerTables({
  parameters: PARAMETERS,
  requestBodies: REQUEST_BODIES,
  responseBodies: RESPONSE_BODIES,
  wrappers: WRAPPERS,
  variants: VARIANTS,
  errorBody: ERROR_BODY,
  errorValues: ERROR_VALUES,
  validate: validate as unknown as ServerTables['validate'],
});

/**
 * A server of Payments API 4: routing, bearer check, rate limits, validation with the generated validators,
 * errors in the interface's own format. `listener` is a node:http request listener; `listen(port?, host?)` resolves to `{ url, close() }`.
 */
export function createPaymentsServer(
  handlers: PaymentsHandlers,
  options: PaymentsServerOptions = {},
): HttpServerCore {
  return createServerCore({
    operations,
    handlers: glue.dispatch(handlers as { readonly [name: string]: OperationHandler | undefined }),
    formatError: glue.formatError,
    wrap: glue.wrap,
    validateRequest: glue.validateRequest,
    validateResponse: options.validateResponses ? glue.validateResponse : undefined,
    onError: options.onError,
    authenticate: options.authenticate,
    securitySchemes,
    traceHeader: 'svc_tid',
    headers: REPLY_HEADERS,
    maxBodyBytes: options.maxBodyBytes,
    maxHeaderBytes: options.maxHeaderBytes,
    bodyTimeoutMs: options.bodyTimeoutMs,
    handlerTimeoutMs: options.handlerTimeoutMs,
    maxDepth: options.maxDepth,
    maxErrorBodyBytes: options.maxErrorBodyBytes,
    basePath: options.basePath,
    limits: options.rateLimits === false ? undefined : (options.rateLimits ?? rateLimits),
    rateLimitKeys,
    environment: options.environment,
    limiterAlgorithm: options.limiterAlgorithm,
    rateLimitStore: options.rateLimitStore,
    maxRateLimitCounters: options.maxRateLimitCounters,
    credentialKeyValues: options.credentialKeyValues,
    cors: options.cors,
    exchangeHooks: options.exchangeHooks,
  });
}

export { Reply } from './runtime/rest-server/server.js';
export type { CorsOptions, ExchangeHooks, HttpServerCore } from './runtime/rest-server/server.js';
export { answerNodeRefusals } from './runtime/rest-server/node-refusals.js';
export type { NodeRefusal, RawAnswer } from './runtime/rest-server/node-refusals.js';
