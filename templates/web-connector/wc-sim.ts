/**
 * A Web Connector simulator: drives any ConnectorSvc server through whole sessions in the real client's call
 * order (serverVersion, clientVersion, authenticate, sendRequestXML / receiveResponseXML pairs with
 * getLastError and connectionError on the side, closeConnection), with its wire habits (see wc-sim-http.ts),
 * the host document on the first sendRequestXML only, NoOp waits and bounded loops. Returns a transcript.
 */
import { callConnector, WebConnectorCallError, type CallAnswer } from './wc-sim-http.ts';
import type { FieldValue } from './wc-sim-xml.ts';

/**
 * How a service names the protocol's request fields on the wire: its target namespace, and per operation the
 * element names of its request fields in protocol order (a generated package exports its own as
 * `<stem>WebConnectorWire`). The simulator's calls name fields by the protocol's keys and send them under these.
 */
export interface WebConnectorWire {
  readonly namespace: string;
  readonly fields: { readonly [operation: string]: readonly string[] };
}

/** The vendor's own wire (QBWebConnectorSvc.wsdl): what a service implementing that WSDL verbatim expects. */
export const DEFAULT_WEB_CONNECTOR_WIRE: WebConnectorWire = {
  namespace: 'http://developer.intuit.com/',
  fields: {
    sendRequestXML: ['ticket', 'strHCPResponse', 'strCompanyFileName', 'qbXMLCountry', 'qbXMLMajorVers', 'qbXMLMinorVers'],
  },
};

/** How the simulated desktop application answers one request document. */
export type SimulatedAnswer = string | { readonly response?: string; readonly hresult?: string; readonly message?: string };

export interface WebConnectorSimOptions {
  /**
   * The service URL (the QWC's AppURL), or a function choosing one per call (`n` counts calls from 0): to move a
   * session between the processes behind a load balancer, say.
   */
  readonly url: string | ((n: number, operation: string) => string);
  readonly user?: string;
  readonly password?: string;
  /** The service's names for the protocol's fields (a generated package's `<stem>WebConnectorWire`); default the vendor's. */
  readonly wire?: WebConnectorWire;
  /** Target namespace of the service; default the wire's. */
  readonly namespace?: string;
  /** The client's version for clientVersion; default `2.0.0.116` (the captured client). */
  readonly clientVersion?: string;
  /** The host document sent as strHCPResponse on the first sendRequestXML; default a small real-shaped one. */
  readonly hostDocument?: string;
  /** The company file the desktop application has open; default `C:\Company\Sample Company.QBW`. */
  readonly companyFile?: string;
  readonly country?: string;
  /** Request-format version the client speaks; default 13.0. */
  readonly formatVersion?: readonly [number, number];
  /** Answers request documents; default: every `...Rq requestID` gets a `...Rs` with status 0. */
  respond?(request: string, index: number): SimulatedAnswer | Promise<SimulatedAnswer>;
  /** Whether a company file opens; a failure makes the client call connectionError. Default: all open. */
  openCompanyFile?(path: string, attempt: number): true | { readonly hresult: string; readonly message: string };
  /** Wait after a NoOp before asking again, ms; default 5000 (the real client's). */
  readonly noOpDelayMs?: number;
  /** Bounds of one session; defaults 100 NoOps, 10 000 requests, 10 connectionErrors. */
  readonly maxNoOps?: number;
  readonly maxRequests?: number;
  readonly maxConnectionErrors?: number;
  /** Sends each receiveResponseXML this many extra times (a client retrying), checking the answers agree. */
  readonly repeatReceive?: number;
  /** Per call: time and reply-size caps (defaults 30 s, 64 MiB). */
  readonly timeoutMs?: number;
  readonly maxReplyBytes?: number;
  readonly expectContinue?: boolean;
}

export interface TranscriptStep {
  readonly operation: string;
  readonly fields: Readonly<Record<string, string | number>>;
  readonly status?: number;
  readonly result?: string | number | (string | null)[] | null;
  readonly fault?: { readonly code: string; readonly string: string };
  readonly error?: string;
  readonly ms: number;
}

/**
 * How the session ended: `done` (100 percent), `error` (a negative percent), `stopped` (no request and a
 * message), `interactive`, `nvu` / `none` / `busy` (authenticate), `version` (clientVersion refused),
 * `connection` (the company file never opened), `fault` (the service answered a fault), `failed` (no SOAP
 * answer: network, timeout, caps), `limit` (a bound of the simulator was reached).
 */
export type SessionOutcome =
  | 'done'
  | 'error'
  | 'stopped'
  | 'interactive'
  | 'nvu'
  | 'none'
  | 'busy'
  | 'version'
  | 'connection'
  | 'fault'
  | 'failed'
  | 'limit';

export interface Transcript {
  readonly outcome: SessionOutcome;
  readonly ticket?: string;
  readonly serverVersion?: string;
  readonly steps: TranscriptStep[];
  /** Request documents received, in order. */
  readonly requests: string[];
  /** Percent values receiveResponseXML returned. */
  readonly percents: number[];
  /** Texts shown to the user as errors (getLastError, faults). */
  readonly errors: string[];
  /** `W:` texts of clientVersion. */
  readonly warnings: string[];
  /** closeConnection's text. */
  readonly closeMessage?: string;
}

export const DEFAULT_HOST_DOCUMENT: string = `<?xml version="1.0" ?>
<QBXML>
<QBXMLMsgsRs>
<HostQueryRs requestID="0" statusCode="0" statusSeverity="Info" statusMessage="Status OK">
<HostRet>
<ProductName>Desktop Accounting Pro 2024</ProductName>
<MajorVersion>34</MajorVersion>
<MinorVersion>0</MinorVersion>
<Country>US</Country>
<SupportedQBXMLVersion>12.0</SupportedQBXMLVersion>
<SupportedQBXMLVersion>13.0</SupportedQBXMLVersion>
<SupportedQBXMLVersion>16.0</SupportedQBXMLVersion>
<IsAutomaticLogin>false</IsAutomaticLogin>
<QBFileMode>SingleUser</QBFileMode>
</HostRet>
</HostQueryRs>
</QBXMLMsgsRs>
</QBXML>
`;

/** The default answer: each `<XRq requestID="n">` gets `<XRs requestID="n" statusCode="0" ...>`. */
export function acknowledgeRequests(request: string): string {
  const replies: string[] = [];
  // One forward pass: each `<` costs a few characters, and the next `>` is looked for once per stretch of text.
  let gt = -1;
  for (let lt = request.indexOf('<'); lt >= 0 && replies.length < 1000; lt = request.indexOf('<', lt + 1)) {
    let end = lt + 1;
    while (end < request.length && end - lt <= 66 && /[A-Za-z0-9]/.test(request[end] as string)) end++;
    const name = request.slice(lt + 1, end);
    if (name.length < 3 || !name.endsWith('Rq') || !/^[A-Za-z]/.test(name)) continue;
    const next = request[end];
    if (next !== '>' && next !== '/' && next !== ' ' && next !== '\t' && next !== '\n' && next !== '\r') continue;
    if (gt < end) gt = request.indexOf('>', end);
    if (gt < 0) break;
    if (gt - end > 512) continue;
    const id = /\brequestID\s*=\s*"([^"]{0,128})"/.exec(request.slice(end, gt))?.[1];
    replies.push(
      `<${name.slice(0, -2)}Rs${id !== undefined ? ` requestID="${id}"` : ''} statusCode="0" statusSeverity="Info" statusMessage="Status OK" />`,
    );
  }
  return `<?xml version="1.0" ?>\n<QBXML>\n<QBXMLMsgsRs>\n${replies.join('\n')}\n</QBXMLMsgsRs>\n</QBXML>\n`;
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** Runs one whole session against `options.url`; never throws for what the server does (see the outcome). */
export async function simulateWebConnector(options: WebConnectorSimOptions): Promise<Transcript> {
  const wire = options.wire ?? DEFAULT_WEB_CONNECTOR_WIRE;
  const namespace = options.namespace ?? wire.namespace;
  const [major, minor] = options.formatVersion ?? [13, 0];
  const respond = options.respond ?? acknowledgeRequests;
  const steps: TranscriptStep[] = [];
  const requests: string[] = [];
  const percents: number[] = [];
  const errors: string[] = [];
  const warnings: string[] = [];
  let ticket: string | undefined;
  let serverVersion: string | undefined;
  let closeMessage: string | undefined;
  let calls = 0;

  const end = (outcome: SessionOutcome): Transcript => ({
    outcome,
    ...(ticket !== undefined ? { ticket } : {}),
    ...(serverVersion !== undefined ? { serverVersion } : {}),
    steps,
    requests,
    percents,
    errors,
    warnings,
    ...(closeMessage !== undefined ? { closeMessage } : {}),
  });

  /** One call, recorded; undefined when it ended the session (fault or no answer). */
  async function call(operation: string, keyed: ReadonlyArray<readonly [string, FieldValue]>): Promise<CallAnswer | undefined> {
    // Protocol keys, in protocol order, sent under the service's element names.
    const names = wire.fields[operation];
    const fields = keyed.map(([key, value], i): readonly [string, FieldValue] => [names?.[i] ?? key, value]);
    const shown: Record<string, string | number> = {};
    for (const [name, value] of fields) if (value !== undefined) shown[name] = value;
    const started = performance.now();
    const n = calls++;
    try {
      const answer = await callConnector({
        url: typeof options.url === 'string' ? options.url : options.url(n, operation),
        namespace,
        operation,
        fields,
        ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
        ...(options.maxReplyBytes !== undefined ? { maxReplyBytes: options.maxReplyBytes } : {}),
        ...(options.expectContinue !== undefined ? { expectContinue: options.expectContinue } : {}),
      });
      steps.push({
        operation,
        fields: shown,
        status: answer.status,
        ...(answer.fault ? { fault: answer.fault } : { result: answer.result ?? null }),
        ms: answer.ms,
      });
      if (answer.fault) {
        errors.push(answer.fault.string);
        return undefined;
      }
      return answer;
    } catch (error) {
      if (!(error instanceof WebConnectorCallError)) throw error;
      steps.push({ operation, fields: shown, ...(error.status !== undefined ? { status: error.status } : {}), error: error.message, ms: performance.now() - started });
      errors.push(error.message);
      return undefined;
    }
  }
  const failedOutcome = (): SessionOutcome => (steps[steps.length - 1]?.fault ? 'fault' : 'failed');
  const close = async (outcome: SessionOutcome): Promise<Transcript> => {
    const answer = await call('closeConnection', [['ticket', ticket]]);
    if (!answer) return end(outcome === 'done' ? failedOutcome() : outcome);
    closeMessage = typeof answer.result === 'string' ? answer.result : '';
    return end(outcome);
  };
  const text = (answer: CallAnswer): string => (typeof answer.result === 'string' ? answer.result : '');

  // Older clients send serverVersion with no child at all; the captured one does too.
  const version = await call('serverVersion', []);
  if (!version) return end(failedOutcome());
  serverVersion = text(version);
  const clientVersion = await call('clientVersion', [['strVersion', options.clientVersion ?? '2.0.0.116']]);
  if (!clientVersion) return end(failedOutcome());
  const policy = text(clientVersion);
  if (policy.startsWith('E:') || policy.startsWith('O:')) {
    errors.push(policy.slice(2));
    return end('version');
  }
  if (policy.startsWith('W:')) warnings.push(policy.slice(2));

  const auth = await call('authenticate', [
    ['strUserName', options.user ?? ''],
    ['strPassword', options.password ?? ''],
  ]);
  if (!auth) return end(failedOutcome());
  const array = Array.isArray(auth.result) ? auth.result : [];
  ticket = array[0] ?? '';
  const status = array[1] ?? '';
  if (status === 'nvu' || status === 'none') return close(status);
  if (status === 'busy') return end('busy');

  // Opening the company file: the open one ('') or a path; failures go through connectionError.
  let companyFile = status === '' ? (options.companyFile ?? 'C:\\Company\\Sample Company.QBW') : status;
  for (let attempt = 1; ; attempt++) {
    const opened = options.openCompanyFile ? options.openCompanyFile(companyFile, attempt) : true;
    if (opened === true) break;
    if (attempt > (options.maxConnectionErrors ?? 10)) return close('limit');
    const answer = await call('connectionError', [
      ['ticket', ticket],
      ['hresult', opened.hresult],
      ['message', opened.message],
    ]);
    if (!answer) return end(failedOutcome());
    const next = text(answer);
    if (next === 'done') {
      errors.push(opened.message);
      return close('connection');
    }
    if (next !== '') companyFile = next;
  }

  let noOps = 0;
  for (let index = 0, first = true; ; ) {
    const send = await call('sendRequestXML', [
      ['ticket', ticket],
      ['strHCPResponse', first ? (options.hostDocument ?? DEFAULT_HOST_DOCUMENT) : ''],
      ['strCompanyFileName', companyFile],
      ['country', options.country ?? 'US'],
      ['majorVersion', major],
      ['minorVersion', minor],
    ]);
    first = false;
    if (!send) return end(failedOutcome());
    const document = text(send);
    if (document === '') {
      const last = await call('getLastError', [['ticket', ticket]]);
      if (!last) return end(failedOutcome());
      const message = text(last);
      if (message === 'NoOp') {
        if (++noOps > (options.maxNoOps ?? 100)) return close('limit');
        await sleep(options.noOpDelayMs ?? 5000);
        continue;
      }
      if (message === 'Interactive mode') return close('interactive');
      if (message !== '') errors.push(message);
      return close('stopped');
    }
    requests.push(document);
    if (index >= (options.maxRequests ?? 10_000)) return close('limit');
    let answer: SimulatedAnswer;
    try {
      answer = await respond(document, index++);
    } catch (error) {
      answer = { hresult: '0x80040402', message: `Unexpected error: ${(error as Error).message}` };
    }
    const fields: ReadonlyArray<readonly [string, FieldValue]> =
      typeof answer === 'string'
        ? [['ticket', ticket], ['response', answer], ['hresult', ''], ['message', '']]
        : [['ticket', ticket], ['response', answer.response ?? ''], ['hresult', answer.hresult ?? ''], ['message', answer.message ?? '']];
    const received = await call('receiveResponseXML', fields);
    if (!received) return end(failedOutcome());
    const percent = typeof received.result === 'string' ? Number(received.result) : NaN;
    for (let repeat = 0; repeat < (options.repeatReceive ?? 0); repeat++) {
      const again = await call('receiveResponseXML', fields);
      if (!again) return end(failedOutcome());
      if (again.result !== received.result) {
        errors.push(`A repeated receiveResponseXML answered ${String(again.result)}, the first ${String(received.result)}`);
        return end('failed');
      }
    }
    if (!Number.isInteger(percent)) {
      errors.push(`receiveResponseXML answered ${JSON.stringify(received.result)}, not an int`);
      return end('failed');
    }
    percents.push(percent);
    if (percent < 0) {
      const last = await call('getLastError', [['ticket', ticket]]);
      if (!last) return end(failedOutcome());
      errors.push(text(last));
      return close('error');
    }
    if (percent >= 100) return close('done');
  }
}
