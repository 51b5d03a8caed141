/// <reference lib="dom" />
/**
 * The sandbox console's page script (served as console.js by sandbox/server.ts, transpiled once at start). It knows
 * no entity or operation: everything comes from the console API of each service (`<base>/__sandbox/api/model`), so
 * an entity added to a definition appears after `npm run generate`. Writes go through the service's own API (the
 * operation the definition declares for the entity), so a stale edit gets the service's real error.
 */

interface OperationRef {
  readonly name: string;
  readonly method: string;
  readonly path: string;
  readonly selector?: { readonly [name: string]: string };
  readonly idParam?: string;
  readonly scope: readonly string[];
}
interface EntityModel {
  readonly id: string;
  readonly version?: string;
  readonly sparse?: string;
  readonly writable: readonly string[];
  readonly operations: { readonly [kind: string]: OperationRef | undefined };
  readonly example?: unknown;
}
interface ServiceModel {
  readonly entities: { readonly [name: string]: EntityModel };
  readonly tenant: { readonly in: 'path' | 'query' | 'header' | 'credential'; readonly param?: string } | null;
  readonly operations: readonly string[];
}
interface Service {
  readonly name: string;
  readonly base: string;
  readonly kind: 'rest' | 'soap';
}
type Json = { [member: string]: unknown };
interface LogEntry {
  readonly seq: number;
  readonly at: string;
  readonly kind: string;
  readonly method: string;
  readonly path: string;
  readonly status: number;
  readonly ms: number;
  readonly company?: string;
  readonly idempotencyKey?: string;
  readonly query?: string;
  readonly requestType?: string;
  readonly requestBody?: string;
  readonly responseBody?: string;
}

const PAGE = 50;
const TABS = ['data', 'requests', 'faults', 'webhooks', 'connector'] as const;
const FAULTS = ['', '429', '500', '503', 'slow=2000'] as const;

const $ = <T extends HTMLElement>(id: string): T => {
  const el = document.getElementById(id);
  if (el === null) throw new Error(`#${id} is missing`);
  return el as T;
};

const state = {
  services: [] as Service[],
  service: undefined as Service | undefined,
  model: undefined as ServiceModel | undefined,
  company: '',
  entity: '',
  sort: '',
  order: 'asc' as 'asc' | 'desc',
  offset: 0,
  total: 0,
  selected: undefined as { id: string; record: Json } | undefined,
  log: [] as LogEntry[],
  source: undefined as EventSource | undefined,
  lastSeq: 0,
};

function say(text: string, error = false): void {
  const status = $('status');
  status.textContent = text;
  status.className = error ? 'status-error' : '';
}

function headers(json = false): HeadersInit {
  const token = $<HTMLInputElement>('token').value.trim() || sessionStorage.getItem('svc-console-token') || '';
  return { ...(token !== '' ? { authorization: `Bearer ${token}` } : {}), ...(json ? { 'content-type': 'application/json' } : {}) };
}

async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  if (state.service === undefined) throw new Error('no service');
  const response = await fetch(`${state.service.base}/__sandbox/api/${path}`, { ...init, headers: { ...headers(init.body !== undefined), ...(init.headers ?? {}) } });
  const body = (await response.json().catch(() => ({}))) as { error?: string };
  if (!response.ok) throw new Error(`${response.status}: ${body.error ?? response.statusText}`);
  return body as T;
}

function cell(text: string): HTMLTableCellElement {
  const td = document.createElement('td');
  td.textContent = text;
  td.title = text;
  return td;
}

function at(value: Json, path: string): unknown {
  let current: unknown = value;
  for (const part of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Json)[part];
  }
  return current;
}

/**
 * Up to six columns: the id, the token, then scalar members (and `ref.name`) in the first record's order,
 * preferring those whose values differ on the page (a member every row shares says nothing).
 */
function columns(entity: EntityModel, rows: readonly Json[]): string[] {
  const fixed = [entity.id, ...(entity.version !== undefined ? [entity.version] : [])];
  const candidates: string[] = [];
  for (const [member, value] of Object.entries(rows[0] ?? {})) {
    if (fixed.includes(member) || member === entity.sparse) continue;
    if (value === null || typeof value !== 'object') candidates.push(member);
    else if (!Array.isArray(value) && typeof (value as Json).name === 'string') candidates.push(`${member}.name`);
  }
  const varies = (path: string): boolean => new Set(rows.map((r) => JSON.stringify(at(r, path)))).size > 1;
  const ordered = rows.length > 1 ? [...candidates.filter(varies), ...candidates.filter((c) => !varies(c))] : candidates;
  const chosen = new Set(ordered.slice(0, 6 - fixed.length));
  return [...fixed, ...candidates.filter((c) => chosen.has(c))];
}

// ---- Data ------------------------------------------------------------------------------------------------

async function loadCompanies(): Promise<void> {
  const { companies } = await api<{ companies: { key: string; entities: { [entity: string]: number } }[] }>('companies');
  const select = $<HTMLSelectElement>('company');
  select.replaceChildren(...companies.map((c) => new Option(`${c.key} (${Object.values(c.entities).reduce((a, b) => a + b, 0)} records)`, c.key)));
  if (companies.some((c) => c.key === state.company)) select.value = state.company;
  state.company = select.value;
  if (companies.length === 0) say('No company yet: a company appears once a client calls the API for it.');
}

async function loadRows(): Promise<void> {
  const entity = state.model?.entities[state.entity];
  if (entity === undefined || state.company === '') {
    $('rows').querySelector('tbody')?.replaceChildren();
    return;
  }
  const q = $<HTMLInputElement>('search').value;
  const params = new URLSearchParams({ q, sort: state.sort, order: state.order, offset: String(state.offset), limit: String(PAGE) });
  const page = await api<{ total: number; rows: Json[] }>(`companies/${encodeURIComponent(state.company)}/${encodeURIComponent(state.entity)}?${params}`);
  state.total = page.total;
  const cols = columns(entity, page.rows);
  const head = document.createElement('tr');
  for (const col of cols) {
    const th = document.createElement('th');
    const sorted = state.sort === col || (state.sort === '' && col === entity.id);
    th.setAttribute('aria-sort', sorted ? (state.order === 'asc' ? 'ascending' : 'descending') : 'none');
    const button = document.createElement('button');
    button.textContent = col + (sorted ? (state.order === 'asc' ? ' ▲' : ' ▼') : '');
    button.addEventListener('click', () => {
      state.order = state.sort === col && state.order === 'asc' ? 'desc' : 'asc';
      state.sort = col;
      state.offset = 0;
      void loadRows().catch(fail);
    });
    th.append(button);
    head.append(th);
  }
  $('rows').querySelector('thead')?.replaceChildren(head);
  const body = page.rows.map((row) => {
    const tr = document.createElement('tr');
    const id = String(row[entity.id]);
    tr.tabIndex = 0;
    tr.dataset.id = id;
    tr.setAttribute('aria-selected', String(state.selected?.id === id));
    for (const col of cols) {
      const value = at(row, col);
      tr.append(cell(value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value)));
    }
    const open = (): void => void openRecord(id).catch(fail);
    tr.addEventListener('click', open);
    tr.addEventListener('keydown', (e) => {
      if (e.key === 'Enter' || e.key === ' ') {
        e.preventDefault();
        open();
      }
    });
    return tr;
  });
  $('rows').querySelector('tbody')?.replaceChildren(...body);
  const last = Math.min(state.offset + PAGE, state.total);
  $('range').textContent = state.total === 0 ? 'no records' : `${state.offset + 1}-${last} of ${state.total}`;
  $<HTMLButtonElement>('prev').disabled = state.offset === 0;
  $<HTMLButtonElement>('next').disabled = last >= state.total;
}

async function openRecord(id: string): Promise<void> {
  const found = await api<{ record: Json | null; history: Json[] }>(`companies/${encodeURIComponent(state.company)}/${encodeURIComponent(state.entity)}/${encodeURIComponent(id)}`);
  const entity = state.model?.entities[state.entity];
  state.selected = found.record === null ? undefined : { id, record: found.record };
  $('detail').hidden = false;
  $('detail-title').textContent = `${state.entity} ${id}${found.record === null ? ' (deleted)' : ''}`;
  $<HTMLTextAreaElement>('editor').value = found.record === null ? '' : JSON.stringify(found.record, null, 2);
  $('problem').textContent = '';
  $('history').replaceChildren(
    ...found.history.map((h) => {
      const li = document.createElement('li');
      li.textContent = Object.entries(h)
        .map(([k, v]) => `${k} ${String(v)}`)
        .join(' · ');
      return li;
    }),
  );
  const writable = entity !== undefined && found.record !== null && tenantAddressable();
  $<HTMLButtonElement>('save').hidden = !writable || entity?.operations.update === undefined;
  $<HTMLButtonElement>('void').hidden = !writable || entity?.operations.void === undefined;
  $<HTMLButtonElement>('delete').hidden = !writable || entity?.operations.delete === undefined;
  $<HTMLButtonElement>('create').hidden = true;
  for (const tr of $('rows').querySelectorAll('tbody tr')) tr.setAttribute('aria-selected', String((tr as HTMLElement).dataset.id === id));
}

/** Whether the console can call the API as this company (its key is in the path, query or a header). */
function tenantAddressable(): boolean {
  const tenant = state.model?.tenant;
  return tenant === null || tenant === undefined || tenant.in !== 'credential';
}

/** Sends `op` as the company, through the service's own API; the error is the service's, shown as it came. */
async function call(op: OperationRef, id: string | undefined, body: unknown): Promise<Json> {
  const service = state.service;
  const tenant = state.model?.tenant;
  if (service === undefined) throw new Error('no service');
  if (op.scope.length > 0) throw new Error(`${op.name} needs ${op.scope.join(', ')}: write it with a client`);
  const query = new URLSearchParams(op.selector ?? {});
  const extra: { [name: string]: string } = {};
  let path = op.path;
  if (tenant?.in === 'path' && tenant.param) path = path.replace(`{${tenant.param}}`, encodeURIComponent(state.company));
  if (tenant?.in === 'query' && tenant.param) query.set(tenant.param, state.company);
  if (tenant?.in === 'header' && tenant.param) extra[tenant.param] = state.company;
  if (op.idParam !== undefined && id !== undefined) path = path.replace(`{${op.idParam}}`, encodeURIComponent(id));
  const search = query.toString();
  const token = $<HTMLInputElement>('token').value.trim() || 'console';
  const response = await fetch(`${service.base}${path}${search ? `?${search}` : ''}`, {
    method: op.method,
    headers: { authorization: `Bearer ${token}`, accept: 'application/json', ...extra, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new ApiProblem(response.status, text);
  try {
    return JSON.parse(text) as Json;
  } catch {
    return {};
  }
}

class ApiProblem extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`${status}`);
  }
}

function showProblem(error: unknown): void {
  if (error instanceof ApiProblem) {
    let shown = error.body;
    try {
      shown = JSON.stringify(JSON.parse(error.body), null, 2);
    } catch {
      // not JSON: as it came
    }
    $('problem').textContent = `The service answered ${error.status}:\n${shown}`;
    say(`The service refused it (${error.status}).`, true);
  } else fail(error);
}

async function save(): Promise<void> {
  const entity = state.model?.entities[state.entity];
  const selected = state.selected;
  const op = entity?.operations.update;
  if (entity === undefined || selected === undefined || op === undefined) return;
  let edited: Json;
  try {
    edited = JSON.parse($<HTMLTextAreaElement>('editor').value) as Json;
  } catch {
    $('problem').textContent = 'The record is not valid JSON.';
    return;
  }
  // A sparse update: the id, the token the page loaded (a stale one gets the service's error), what changed.
  const body: Json = { [entity.id]: selected.record[entity.id] };
  if (entity.version !== undefined) body[entity.version] = at(selected.record, entity.version);
  if (entity.sparse !== undefined) body[entity.sparse] = true;
  for (const member of entity.writable) {
    if (member === entity.sparse) continue;
    if (JSON.stringify(edited[member]) !== JSON.stringify(selected.record[member]) && edited[member] !== undefined) body[member] = edited[member];
  }
  if (entity.sparse === undefined) Object.assign(body, edited);
  try {
    await call(op, selected.id, body);
    say(`Saved ${state.entity} ${selected.id}.`);
    await openRecord(selected.id);
    await loadRows();
  } catch (error) {
    showProblem(error);
  }
}

async function removeOrVoid(kind: 'delete' | 'void'): Promise<void> {
  const entity = state.model?.entities[state.entity];
  const selected = state.selected;
  const op = entity?.operations[kind];
  if (entity === undefined || selected === undefined || op === undefined) return;
  const body: Json = { [entity.id]: selected.record[entity.id] };
  if (entity.version !== undefined) body[entity.version] = at(selected.record, entity.version);
  try {
    await call(op, selected.id, op.method === 'GET' || op.method === 'DELETE' ? undefined : body);
    say(`${kind === 'delete' ? 'Deleted' : 'Voided'} ${state.entity} ${selected.id}.`);
    await openRecord(selected.id);
    await loadRows();
  } catch (error) {
    showProblem(error);
  }
}

function startNew(): void {
  const entity = state.model?.entities[state.entity];
  if (entity === undefined) return;
  state.selected = undefined;
  $('detail').hidden = false;
  $('detail-title').textContent = `New ${state.entity}`;
  $<HTMLTextAreaElement>('editor').value = JSON.stringify(entity.example ?? {}, null, 2);
  $('problem').textContent = '';
  $('history').replaceChildren();
  for (const id of ['save', 'void', 'delete']) $(id).hidden = true;
  $('create').hidden = !tenantAddressable() || entity.operations.create === undefined;
}

async function create(): Promise<void> {
  const entity = state.model?.entities[state.entity];
  const op = entity?.operations.create;
  if (entity === undefined || op === undefined) return;
  try {
    const created = await call(op, undefined, JSON.parse($<HTMLTextAreaElement>('editor').value));
    const value = (created[state.entity] ?? created) as Json;
    say(`Created ${state.entity} ${String(value[entity.id] ?? '')}.`);
    await loadRows();
    if (value[entity.id] !== undefined) await openRecord(String(value[entity.id]));
  } catch (error) {
    showProblem(error);
  }
}

// ---- Requests --------------------------------------------------------------------------------------------

function logRow(entry: LogEntry): HTMLTableRowElement {
  const tr = document.createElement('tr');
  tr.tabIndex = 0;
  tr.dataset.seq = String(entry.seq);
  for (const text of [entry.at.slice(11, 23), entry.method, entry.path + (entry.query ? `?${entry.query}` : ''), String(entry.status), String(entry.ms), entry.company ?? '', entry.idempotencyKey ?? '']) tr.append(cell(text));
  const open = (): void => showEntry(entry);
  tr.addEventListener('click', open);
  tr.addEventListener('keydown', (e) => {
    if (e.key === 'Enter') open();
  });
  return tr;
}

function matches(entry: LogEntry, filter: string): boolean {
  if (filter === '') return true;
  return [entry.method, entry.path, entry.query ?? '', String(entry.status), entry.company ?? '', entry.idempotencyKey ?? ''].join(' ').toLowerCase().includes(filter);
}

function renderLog(): void {
  const filter = $<HTMLInputElement>('filter').value.trim().toLowerCase();
  const rows = state.log
    .filter((e) => matches(e, filter))
    .slice(-500)
    .reverse()
    .map(logRow);
  $('log').querySelector('tbody')?.replaceChildren(...rows);
}

/** A shell-quoted argument. */
const quote = (text: string): string => `'${text.replace(/'/g, `'\\''`)}'`;

function curlOf(entry: LogEntry): string {
  const url = `${location.origin}${entry.path}${entry.query ? `?${entry.query}` : ''}`;
  const parts = ['curl', '-X', entry.method, quote(url), '-H', quote('Authorization: Bearer $TOKEN')];
  if (entry.idempotencyKey !== undefined && !(entry.query ?? '').includes(entry.idempotencyKey)) parts.push('-H', quote(`Request-Id: ${entry.idempotencyKey}`));
  if (entry.requestBody !== undefined) parts.push('-H', quote(`Content-Type: ${entry.requestType ?? 'application/json'}`), '--data-raw', quote(entry.requestBody));
  return parts.join(' ');
}

function showEntry(entry: LogEntry): void {
  $('entry').hidden = false;
  $('entry-title').textContent = `${entry.method} ${entry.path} → ${entry.status}`;
  $('curl-text').textContent = curlOf(entry);
  $('entry-request').textContent = entry.requestBody ?? '(none)';
  $('entry-response').textContent = entry.responseBody ?? '(none)';
}

function follow(): void {
  state.source?.close();
  state.log = [];
  state.lastSeq = 0;
  renderLog();
  if (state.service === undefined || state.service.kind !== 'rest') return;
  // EventSource sends no Authorization header: with a sandbox token, poll instead.
  const token = $<HTMLInputElement>('token').value.trim();
  if (token !== '') {
    $('live').textContent = 'polling every 2 s';
    const poll = async (): Promise<void> => {
      const { requests } = await api<{ requests: LogEntry[] }>(`requests?after=${state.lastSeq}`);
      add(requests);
    };
    void poll().catch(fail);
    const timer = setInterval(() => void poll().catch(() => undefined), 2000);
    state.source = { close: () => clearInterval(timer) } as EventSource;
    return;
  }
  const source = new EventSource(`${state.service.base}/__sandbox/api/requests/stream`);
  source.onmessage = (event) => add([JSON.parse(event.data as string) as LogEntry]);
  source.onopen = () => ($('live').textContent = 'live');
  source.onerror = () => ($('live').textContent = 'reconnecting…');
  state.source = source;
}

function add(entries: readonly LogEntry[]): void {
  for (const entry of entries) {
    if (entry.seq <= state.lastSeq) continue;
    state.lastSeq = entry.seq;
    state.log.push(entry);
  }
  if (state.log.length > 2000) state.log.splice(0, state.log.length - 2000);
  renderLog();
}

// ---- Faults ----------------------------------------------------------------------------------------------

async function loadFaults(): Promise<void> {
  const { rules, operations } = await api<{ rules: { operation?: string; every: number; fault: string }[]; operations: string[] }>('faults');
  const rows = operations.map((op) => {
    const tr = document.createElement('tr');
    const name = document.createElement('td');
    name.textContent = op;
    const choice = document.createElement('td');
    const select = document.createElement('select');
    select.dataset.operation = op;
    select.setAttribute('aria-label', `Fault for ${op}`);
    for (const f of FAULTS) select.append(new Option(f === '' ? 'none' : f, f));
    select.value = rules.find((r) => r.operation === op && r.every === 1)?.fault ?? '';
    choice.append(select);
    tr.append(name, choice);
    return tr;
  });
  $('faults').querySelector('tbody')?.replaceChildren(...rows);
}

async function loadLimits(): Promise<void> {
  const { counted, counters } = await api<{ counted: boolean; counters: { limit: string; keys: string[]; used: number; of: number; windowMs: number }[] }>('rate-limits');
  $('limits-note').textContent = counted
    ? counters.length === 0
      ? 'No request counted yet.'
      : 'Most recently used first.'
    : 'Not counted here: the limits are off, or counted on Redis (--rate-limit-redis).';
  $('limits').querySelector('tbody')?.replaceChildren(
    ...counters.map((c) => {
      const tr = document.createElement('tr');
      for (const text of [[c.limit, ...c.keys].join(' / '), String(c.used), String(c.of), c.windowMs >= 1000 ? `${c.windowMs / 1000} s` : `${c.windowMs} ms`]) tr.append(cell(text));
      return tr;
    }),
  );
}

async function applyFaults(): Promise<void> {
  const rules = [...$('faults').querySelectorAll<HTMLSelectElement>('select')]
    .filter((s) => s.value !== '')
    .map((s) => ({ operation: s.dataset.operation, every: 1, fault: s.value }));
  await api('faults', { method: 'PUT', body: JSON.stringify({ rules }) });
  say(rules.length === 0 ? 'No faults.' : `Faults on: ${rules.map((r) => `${r.operation} ${r.fault}`).join(', ')}.`);
}

// ---- Webhooks -------------------------------------------------------------------------------------------

interface Delivery {
  readonly id: number;
  readonly company: string;
  readonly events: number;
  readonly headers: { readonly [name: string]: string };
  readonly payload: string;
  readonly attempts: readonly { readonly at: string; readonly status: number; readonly reply?: string; readonly error?: string; readonly ms: number; readonly resend?: boolean }[];
  readonly state: string;
}

let shownDelivery: number | undefined;
let webhookTimer: ReturnType<typeof setInterval> | undefined;

async function loadWebhooks(): Promise<void> {
  const { enabled, deliveries } = await api<{ enabled: boolean; deliveries: Delivery[] }>('webhooks');
  $('webhooks-note').textContent = enabled
    ? 'Payloads the sandbox sent, newest first; each is retried on the real schedule until acknowledged.'
    : 'This sandbox sends no webhooks (start it with --webhook <url> --webhook-token <t>).';
  const rows = deliveries.map((d) => {
    const tr = document.createElement('tr');
    tr.tabIndex = 0;
    tr.dataset.id = String(d.id);
    const last = d.attempts[d.attempts.length - 1];
    for (const text of [String(d.id), d.company, String(d.events), d.state, String(d.attempts.length), last === undefined ? '' : last.status === 0 ? (last.error ?? 'no answer') : String(last.status)]) tr.append(cell(text));
    const open = (): void => showDelivery(d);
    tr.addEventListener('click', open);
    tr.addEventListener('keydown', (e) => {
      if (e.key === 'Enter') open();
    });
    return tr;
  });
  $('deliveries').querySelector('tbody')?.replaceChildren(...rows);
  const shown = deliveries.find((d) => d.id === shownDelivery);
  if (shown !== undefined) showDelivery(shown);
}

function showDelivery(d: Delivery): void {
  shownDelivery = d.id;
  $('delivery').hidden = false;
  $('delivery-title').textContent = `Delivery ${d.id}: ${d.events} event(s) of company ${d.company}, ${d.state}`;
  $('delivery-headers').textContent = Object.entries(d.headers)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n');
  let payload = d.payload;
  try {
    payload = JSON.stringify(JSON.parse(d.payload), null, 2);
  } catch {
    // as sent
  }
  $('delivery-payload').textContent = payload;
  $('delivery-attempts').replaceChildren(
    ...d.attempts.map((a) => {
      const li = document.createElement('li');
      li.textContent = `${a.at} ${a.resend ? '(resend) ' : ''}${a.status === 0 ? `no answer: ${a.error ?? ''}` : `HTTP ${a.status}`} in ${a.ms} ms${a.reply ? `: ${a.reply.slice(0, 200)}` : ''}`;
      return li;
    }),
  );
}

async function resend(): Promise<void> {
  if (shownDelivery === undefined) return;
  const outcome = await api<{ status: number; error?: string }>(`webhooks/${shownDelivery}/resend`, { method: 'POST' });
  say(outcome.status === 0 ? `Resent delivery ${shownDelivery}: no answer (${outcome.error ?? ''}).` : `Resent delivery ${shownDelivery}: HTTP ${outcome.status}.`);
  await loadWebhooks();
}

// ---- Web Connector --------------------------------------------------------------------------------------

interface ConnectorSession {
  readonly ticket: string;
  readonly user: string;
  readonly state: string;
  readonly percent: number;
  readonly started: string;
  readonly transcript: readonly string[];
}

let shownSession: string | undefined;
let connectorTimer: ReturnType<typeof setInterval> | undefined;

async function connector<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`connector/${path}`, { ...init, headers: { ...headers(init.body !== undefined), ...(init.headers ?? {}) } });
  const body = (await response.json().catch(() => ({}))) as { error?: string };
  if (!response.ok) throw new Error(`${response.status}: ${body.error ?? response.statusText}`);
  return body as T;
}

async function loadSessions(): Promise<void> {
  const { enabled, sessions, tenants, jobs } = await connector<{ enabled: boolean; sessions: ConnectorSession[]; tenants: string[]; jobs: string[] }>('sessions');
  $('connector-note').textContent = enabled
    ? 'Sessions of the Web Connector endpoint, newest first (each call as the simulator prints it); npm run wc-sim -- <connector url> plays one.'
    : 'This sandbox has no Web Connector console.';
  const rows = sessions.map((session) => {
    const tr = document.createElement('tr');
    tr.tabIndex = 0;
    tr.dataset.ticket = session.ticket;
    for (const text of [`${session.ticket}…`, session.user, session.state, `${session.percent}%`, session.started.slice(11, 19)]) tr.append(cell(text));
    const open = (): void => showSession(session);
    tr.addEventListener('click', open);
    tr.addEventListener('keydown', (e) => {
      if (e.key === 'Enter') open();
    });
    return tr;
  });
  $('sessions').querySelector('tbody')?.replaceChildren(...rows);
  $('queue-tenants').replaceChildren(...tenants.map((t) => new Option(t, t)));
  const jobSelect = $<HTMLSelectElement>('queue-job');
  if (jobSelect.options.length !== jobs.length) jobSelect.replaceChildren(...jobs.map((j) => new Option(j, j)));
  const shown = sessions.find((s) => s.ticket === shownSession);
  if (shown !== undefined) showSession(shown);
}

function showSession(session: ConnectorSession): void {
  shownSession = session.ticket;
  $('session').hidden = false;
  $('session-title').textContent = `Session ${session.ticket}… of ${session.user}: ${session.state}, ${session.percent}% done`;
  $('transcript').textContent = session.transcript.join('\n');
}

async function loadQueue(): Promise<void> {
  const tenant = $<HTMLInputElement>('queue-tenant').value.trim();
  if (tenant === '') return;
  const { items } = await connector<{ items: { id: string; job: string; remaining?: number }[] }>(`queue?tenant=${encodeURIComponent(tenant)}`);
  $('queue').querySelector('tbody')?.replaceChildren(
    ...items.map((item) => {
      const tr = document.createElement('tr');
      for (const text of [item.id.slice(0, 8), item.job, item.remaining === undefined ? '' : String(item.remaining)]) tr.append(cell(text));
      return tr;
    }),
  );
}

async function enqueue(): Promise<void> {
  const tenant = $<HTMLInputElement>('queue-tenant').value.trim();
  const job = $<HTMLSelectElement>('queue-job').value;
  if (tenant === '') {
    say('Name the company (the Web Connector user) to enqueue for.', true);
    return;
  }
  const { queued } = await connector<{ queued: number }>('queue', { method: 'POST', body: JSON.stringify({ tenant, job }) });
  say(`Enqueued ${job} for ${tenant}: ${queued} job(s) waiting.`);
  await loadQueue();
}

// ---- Wiring ----------------------------------------------------------------------------------------------

function fail(error: unknown): void {
  say(error instanceof Error ? error.message : String(error), true);
}

function select(tab: string): void {
  for (const name of TABS) {
    const on = name === tab;
    const button = $(`tab-${name}`);
    button.setAttribute('aria-selected', String(on));
    button.tabIndex = on ? 0 : -1;
    $(`screen-${name}`).hidden = !on;
  }
  if (tab === 'faults') void Promise.all([loadFaults(), loadLimits()]).catch(fail);
  clearInterval(webhookTimer);
  clearInterval(connectorTimer);
  if (tab === 'connector') {
    void loadSessions().catch(fail);
    connectorTimer = setInterval(() => void loadSessions().catch(() => undefined), 1000);
  }
  if (tab === 'webhooks') {
    void loadWebhooks().catch(fail);
    webhookTimer = setInterval(() => void loadWebhooks().catch(() => undefined), 2000);
  }
}

async function chooseService(name: string): Promise<void> {
  state.service = state.services.find((s) => s.name === name);
  state.offset = 0;
  state.sort = '';
  $('detail').hidden = true;
  if (state.service === undefined || state.service.kind !== 'rest') return;
  state.model = await api<ServiceModel>('model');
  const entities = Object.keys(state.model.entities);
  const entitySelect = $<HTMLSelectElement>('entity');
  entitySelect.replaceChildren(...entities.map((e) => new Option(e, e)));
  state.entity = entities.includes(state.entity) ? state.entity : (entities[0] ?? '');
  entitySelect.value = state.entity;
  await loadCompanies();
  await loadRows();
  follow();
}

async function start(): Promise<void> {
  const stored = sessionStorage.getItem('svc-console-token');
  if (stored !== null) $<HTMLInputElement>('token').value = stored;
  const { services } = (await (await fetch('services', { headers: headers() })).json()) as { services: Service[] };
  state.services = services.filter((s) => s.kind === 'rest');
  const serviceSelect = $<HTMLSelectElement>('service');
  serviceSelect.replaceChildren(...state.services.map((s) => new Option(s.name, s.name)));
  serviceSelect.addEventListener('change', () => void chooseService(serviceSelect.value).catch(fail));
  $<HTMLInputElement>('token').addEventListener('change', () => {
    sessionStorage.setItem('svc-console-token', $<HTMLInputElement>('token').value.trim());
    void chooseService(serviceSelect.value).catch(fail);
  });
  const tabs = TABS;
  for (const [i, name] of tabs.entries()) {
    const button = $(`tab-${name}`);
    button.addEventListener('click', () => select(name));
    button.addEventListener('keydown', (e) => {
      const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
      if (step === 0) return;
      const next = tabs[(i + step + tabs.length) % tabs.length];
      select(next);
      $(`tab-${next}`).focus();
    });
  }
  $<HTMLSelectElement>('company').addEventListener('change', (e) => {
    state.company = (e.target as HTMLSelectElement).value;
    state.offset = 0;
    void loadRows().catch(fail);
  });
  $<HTMLSelectElement>('entity').addEventListener('change', (e) => {
    state.entity = (e.target as HTMLSelectElement).value;
    state.offset = 0;
    state.sort = '';
    $('detail').hidden = true;
    void loadRows().catch(fail);
  });
  let typing: ReturnType<typeof setTimeout> | undefined;
  $<HTMLInputElement>('search').addEventListener('input', () => {
    clearTimeout(typing);
    typing = setTimeout(() => {
      state.offset = 0;
      void loadRows().catch(fail);
    }, 200);
  });
  $('refresh').addEventListener('click', () => void loadCompanies().then(loadRows).catch(fail));
  $('prev').addEventListener('click', () => {
    state.offset = Math.max(0, state.offset - PAGE);
    void loadRows().catch(fail);
  });
  $('next').addEventListener('click', () => {
    state.offset += PAGE;
    void loadRows().catch(fail);
  });
  $('new').addEventListener('click', startNew);
  $('save').addEventListener('click', () => void save());
  $('create').addEventListener('click', () => void create());
  $('void').addEventListener('click', () => void removeOrVoid('void'));
  $('delete').addEventListener('click', () => void removeOrVoid('delete'));
  $('filter').addEventListener('input', renderLog);
  $('curl').addEventListener('click', () => {
    const text = $('curl-text').textContent ?? '';
    void navigator.clipboard?.writeText(text).then(
      () => say('Copied the curl command.'),
      () => say('Select the command below and copy it.'),
    );
  });
  $('resend').addEventListener('click', () => void resend().catch(fail));
  $('enqueue').addEventListener('click', () => void enqueue().catch(fail));
  $('show-queue').addEventListener('click', () => void loadQueue().catch(fail));
  $('refresh-limits').addEventListener('click', () => void loadLimits().catch(fail));
  $('apply-faults').addEventListener('click', () => void applyFaults().catch(fail));
  $('reset-company').addEventListener('click', () => {
    if (state.company === '') return;
    void api(`companies/${encodeURIComponent(state.company)}/reset`, { method: 'POST' })
      .then(() => say(`Company ${state.company} reset: it is seeded again when a client next uses it.`))
      .then(loadCompanies)
      .then(loadRows)
      .catch(fail);
  });
  $('reset-all').addEventListener('click', () => {
    void api('reset', { method: 'POST' })
      .then(() => say('Every company reset.'))
      .then(loadCompanies)
      .then(loadRows)
      .catch(fail);
  });
  await chooseService(serviceSelect.value);
}

void start().catch(fail);
