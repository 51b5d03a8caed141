/**
 * The connector endpoint of `npm run sandbox`: the Web Connector session framework of the connector kit with a
 * demo job queue (`createConnectorHandler`), or the stateless default handlers. Replace `createConnectorHandler`
 * (or pass `connector` to `startSandbox`) to serve your own jobs.
 */
import { randomUUID } from 'node:crypto';
import { createConnectorServer, type ConnectorHandlers } from '@svc/connector/server';
import { createConnectorService, customerQueryJob, secretsEqual, type JobItem, type ObservedCall } from '@svc/connector/web-connector';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NodeRefusal, RawAnswer } from '@svc/accounting/server';

/**
 * What the combined server needs of a connector endpoint: a listener, its `100-continue` handler, and its answer to
 * node's own refusals (a SOAP Client fault; without it the sandbox answers those in its own JSON).
 */
export interface ConnectorEndpoint {
  (request: IncomingMessage, response: ServerResponse): void;
  readonly checkContinue?: (request: IncomingMessage, response: ServerResponse) => void;
  readonly refusal?: (status: NodeRefusal) => RawAnswer;
  /** What the console's Web Connector screen shows and does; without it the screen says there is nothing. */
  readonly console?: ConnectorConsole;
}

/** A Web Connector session as the console shows it. */
export interface ConsoleSession {
  /** The ticket's first 8 characters (enough to tell sessions apart; the ticket itself stays secret). */
  readonly ticket: string;
  readonly user: string;
  /** `open`, `closed`, or how authenticate ended it (`nvu`, `none`, `busy`), or `error` (a negative percent). */
  readonly state: string;
  readonly percent: number;
  readonly started: string;
  readonly updated: string;
  /** One line per call, in the simulator's format (`operation  ms  answer`). */
  readonly transcript: readonly string[];
}

export interface ConnectorConsole {
  sessions(): ConsoleSession[];
  /** Companies (users) seen or enqueued for. */
  tenants(): string[];
  queue(tenant: string): Promise<JobItem[]>;
  enqueue(tenant: string, job: string): Promise<number>;
  readonly jobs: readonly string[];
}

/** Sessions kept (oldest forgotten first), lines per transcript, tenants remembered. */
const MAX_SESSIONS = 100;
const MAX_LINES = 500;
const MAX_TENANTS = 1000;

/** A call's answer as the simulator prints it. */
function answerText(call: ObservedCall): string {
  if (call.error !== undefined) return `FAULT ${call.error}`;
  // The ticket is the session's credential: shown by its first 8 characters only.
  if (call.operation === 'authenticate' && Array.isArray(call.result)) {
    const [ticket, ...rest] = call.result;
    return JSON.stringify([`${String(ticket ?? '').slice(0, 8)}…`, ...rest]);
  }
  // One line per call: a qbXML request's line breaks become spaces.
  const text = (typeof call.result === 'string' ? call.result : JSON.stringify(call.result)).replace(/\s+/g, ' ');
  return text.length > 120 ? `${text.slice(0, 117)}...` : text;
}

/** Follows sessions from the calls the kit reports. */
export class SessionBoard {
  private readonly sessions = new Map<string, { ticket: string; user: string; state: string; percent: number; started: string; updated: string; transcript: string[] }>();
  private readonly known = new Set<string>();

  observe(call: ObservedCall): void {
    const now = new Date().toISOString();
    const line = `${call.operation.padEnd(19)} ${String(call.ms).padStart(5)} ms  ${answerText(call)}`;
    if (call.operation === 'authenticate') {
      const result = Array.isArray(call.result) ? call.result : [];
      const ticket = String(result[0] ?? '');
      const user = String(call.request.strUserName ?? '').slice(0, 100);
      this.tenant(user);
      const status = String(result[1] ?? '');
      const state = status === 'nvu' || status === 'none' || status === 'busy' ? status : 'open';
      this.sessions.set(ticket.slice(0, 8), { ticket: ticket.slice(0, 8), user, state, percent: 0, started: now, updated: now, transcript: [line] });
      while (this.sessions.size > MAX_SESSIONS) this.sessions.delete(this.sessions.keys().next().value as string);
      return;
    }
    const key = String(call.request.ticket ?? '').slice(0, 8);
    const session = this.sessions.get(key);
    if (session === undefined) return;
    session.updated = now;
    if (session.transcript.length < MAX_LINES) session.transcript.push(line);
    if (call.operation === 'receiveResponseXML' && typeof call.result === 'number') {
      session.percent = call.result;
      if (call.result < 0) session.state = 'error';
    }
    if (call.operation === 'closeConnection') session.state = session.state === 'open' ? 'closed' : session.state;
  }

  tenant(name: string): void {
    if (name === '' || this.known.has(name) || this.known.size >= MAX_TENANTS) return;
    this.known.add(name);
  }

  list(): ConsoleSession[] {
    return [...this.sessions.values()].reverse().map((s) => ({ ...s, transcript: [...s.transcript] }));
  }

  tenants(): string[] {
    return [...this.known].sort();
  }
}

export interface ConnectorEndpointOptions {
  /** Path the service answers on (`/connector/ConnectorSvc.asmx`). */
  readonly path: string;
  /** Accept only this user name / password pair (`--token` gives the password); default any. */
  readonly password?: string;
}

/** Default handlers: sessions open and close, and there is never work to do. */
export function defaultConnectorHandlers(options: { readonly password?: string } = {}): ConnectorHandlers {
  const tickets = new Set<string>();
  return {
    serverVersion: () => '1.0.0',
    clientVersion: () => '',
    authenticate: ({ strPassword }) => {
      if (options.password !== undefined && strPassword !== options.password) return ['', 'nvu'];
      const ticket = randomUUID();
      if (tickets.size >= 10_000) tickets.clear();
      tickets.add(ticket);
      return [ticket, 'none'];
    },
    sendRequestXML: () => '',
    receiveResponseXML: () => 100,
    connectionError: () => 'done',
    getLastError: () => 'NoOp',
    closeConnection: ({ ticket }) => {
      tickets.delete(ticket ?? '');
      return 'OK';
    },
  };
}

/**
 * Builds the connector endpoint: the Web Connector session framework (connector kit) with a demo job queue. Every
 * successful authenticate finds one job queued for its user, a customer query that pages with an iterator, so
 * `npm run sandbox` plus `npm run wc-sim -- <connector url>` show a whole session. Any user name works; the
 * password must be `--token` when one is given. `defaultConnectorHandlers` above is the stateless alternative.
 */
export function createConnectorHandler(options: ConnectorEndpointOptions): ConnectorEndpoint {
  let service: { enqueue(tenant: string, item: { job: string }): Promise<unknown> } | undefined;
  const board = new SessionBoard();
  const jobs = { customers: customerQueryJob({ pageSize: 10 }) };
  const created = createConnectorService({
    observe: (call) => board.observe(call),
    authenticate: async (user, password) => {
      if (options.password !== undefined && !secretsEqual(password, options.password)) return { status: 'nvu' };
      await service?.enqueue(user, { job: 'customers' });
      return { status: 'ok' };
    },
    jobs,
    report: () => undefined,
    server: { path: options.path },
  });
  service = created;
  const listener = created.listener;
  const console: ConnectorConsole = {
    sessions: () => board.list(),
    tenants: () => board.tenants(),
    queue: (tenant) => created.store.queue(tenant, 100),
    enqueue: (tenant, job) => {
      board.tenant(tenant);
      return created.enqueue(tenant, { job });
    },
    jobs: Object.keys(jobs),
  };
  return Object.assign((request: IncomingMessage, response: ServerResponse) => listener(request, response), {
    checkContinue: listener.checkContinue,
    refusal: created.refusal,
    console,
  });
}
