/**
 * Types of the Web Connector session framework: what `authenticate` may answer, the host data of a session,
 * job items kept in the store, and the session record that several server processes share.
 */

/** A JSON value: job payloads and iterator state travel through the session store as JSON. */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/**
 * What a credential check concludes. `ok` opens a session on `companyFile` (`''` = the company file that is
 * open in the desktop application); the others end the exchange with the status the client knows
 * (`nvu` = not a valid user, `none` = no work now, `busy` = try later).
 */
export type AuthOutcome =
  | {
      readonly status: 'ok';
      /** Company file to open; `''` (the default) = the one that is open. */
      readonly companyFile?: string;
      /** Whose job queue the session works through; default: the user name. */
      readonly tenant?: string;
      /** Seconds the client should wait before its next update (authenticateResult[2]). */
      readonly waitSeconds?: number;
      /** Minimum seconds between runs (authenticateResult[3]). */
      readonly minRunSeconds?: number;
    }
  | { readonly status: 'none'; readonly waitSeconds?: number; readonly minRunSeconds?: number }
  | { readonly status: 'busy'; readonly waitSeconds?: number; readonly minRunSeconds?: number }
  | { readonly status: 'nvu' };

/** The answer to `clientVersion`: continue, warn (`W:`), refuse (`E:`) or require a minimum version (`O:`). */
export type ClientVersionOutcome =
  | { readonly action: 'accept' }
  | { readonly action: 'warn'; readonly message: string }
  | { readonly action: 'refuse'; readonly message: string }
  | { readonly action: 'require'; readonly version: string };

/** What to do with the rest of a session when one item fails. */
export type ErrorPolicy = 'stopOnError' | 'continueOnError';

/** Host data of a session: from the first `strHCPResponse` and the request-format fields of `sendRequestXML`. */
export interface HostInfo {
  /** Product name of the desktop application (`ProductName`), `''` when not sent. */
  readonly productName: string;
  /** Major and minor version of the application (`MajorVersion`, `MinorVersion`), `''` when not sent. */
  readonly majorVersion: string;
  readonly minorVersion: string;
  /** Country edition (`Country` of the host data, else the request's country field). */
  readonly country: string;
  /** Request-format versions the application supports (`Supported...Version` elements), in document order. */
  readonly supportedVersions: readonly string[];
  /** Company file the client has open (`strCompanyFileName`). */
  readonly companyFile: string;
  /** Request-format version the client speaks (the two version ints of `sendRequestXML`). */
  readonly formatMajor: number;
  readonly formatMinor: number;
}

/** A unit of work waiting in a tenant's queue: one or more request/response documents (iterators run again). */
export interface JobItem {
  /** Unique per queue (a random UUID unless the caller chose one). */
  readonly id: string;
  /** Name of the job handler that builds its requests and handles its responses. */
  readonly job: string;
  /** Data the handler needs, as enqueued. */
  readonly payload?: Json;
  /** Continuation state an earlier run left (an iterator id, a page count ...). */
  readonly state?: Json;
  /** What the previous run said remains (records or requests), for percent done. */
  readonly remaining?: number;
  /** Requests the item still expects to need, counting this one (1 unless an iterator said more). */
  readonly weight?: number;
  /** This item's error policy; default: the service's. */
  readonly onError?: ErrorPolicy;
}

/** What callers enqueue: a job name and its payload (the id is generated when absent). */
export interface JobInput {
  readonly job: string;
  readonly payload?: Json;
  readonly id?: string;
  readonly onError?: ErrorPolicy;
}

/** The request that went out and waits for its response. */
export interface PendingRequest {
  readonly item: JobItem;
  /** The request document as sent (re-sent unchanged if the client asks again before answering). */
  readonly request: string;
  /** 1-based number of the request in this session. */
  readonly seq: number;
}

/** The last response handled, kept so a repeated `receiveResponseXML` gets the same answer without a re-run. */
export interface HandledResponse {
  readonly seq: number;
  /** SHA-256 (hex) of response, hresult and message. */
  readonly digest: string;
  readonly result: number;
}

/** Where a session stands. `ended`: no more work will be handed out (refused, none, busy, stopped on error). */
export type SessionPhase = 'open' | 'ended';

/** One session, as the store keeps it. Plain JSON: any process that shares the store can continue it. */
export interface SessionRecord {
  readonly user: string;
  readonly tenant: string;
  readonly phase: SessionPhase;
  /** Company file authenticate named (`''` = the open one): connectionError retries ask for it again. */
  readonly companyFile: string;
  readonly createdAt: number;
  readonly host?: HostInfo;
  readonly pending?: PendingRequest;
  readonly handled?: HandledResponse;
  /** Requests completed in this session (each iterator page counts). */
  readonly done: number;
  /** Item errors recorded (with continueOnError the session goes on). */
  readonly errors: number;
  /** Text for getLastError; `NoOp` while the client is asked to wait. */
  readonly lastError: string;
  /** sendRequestXML answered `''` because the client should wait (NoOp); counted against a bound. */
  readonly noOps: number;
  readonly connectionErrors: number;
  /** Requests handed out in this session. */
  readonly seq: number;
}
