/**
 * The session framework end to end: the generated ConnectorSvc server with the framework's handlers, driven over
 * HTTP on 127.0.0.1 by the Web Connector simulator through whole sessions, the error paths included.
 */
import { afterEach, describe, expect, it } from 'vitest';
import * as connector from '@svc/connector';
import {
  callConnector,
  minimumClientVersion,
  simulateWebConnector,
  type JobContext,
  type JobResponseContext,
} from '@svc/connector/web-connector';
import { ALICE, recordingJob, startService, simulate } from './support.ts';

const NS = 'http://developer.svc.example/';
const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (stops.length > 0) await stops.pop()!();
});

async function start(...args: Parameters<typeof startService>) {
  const started = await startService(...args);
  stops.push(started.stop);
  return started;
}

describe('Web Connector sessions', () => {
  it('the package exports the framework', () => {
    expect(typeof connector.createConnectorService).toBe('function');
    expect(typeof connector.simulateWebConnector).toBe('function');
  });

  it('runs a whole session in the real call order, with host data from the first strHCPResponse', async () => {
    const log = { requests: [] as JobContext[], responses: [] as JobResponseContext[] };
    const { service, url } = await start({ jobs: { customers: recordingJob(log) } });
    await service.enqueue('alice', [{ job: 'customers', payload: 1 }, { job: 'customers', payload: 2 }, { job: 'customers', payload: 3 }]);
    const t = await simulate({ url, ...ALICE, companyFile: 'C:\\Books\\Acme.QBW', formatVersion: [13, 0] });
    expect(t.outcome).toBe('done');
    expect(t.steps.map((s) => s.operation)).toEqual([
      'serverVersion',
      'clientVersion',
      'authenticate',
      'sendRequestXML',
      'receiveResponseXML',
      'sendRequestXML',
      'receiveResponseXML',
      'sendRequestXML',
      'receiveResponseXML',
      'closeConnection',
    ]);
    expect(t.percents).toEqual([33, 66, 100]);
    expect(t.serverVersion).toBe('svc-codegen connector kit');
    expect(t.ticket).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(t.steps[2]!.result).toEqual([t.ticket, '']);
    expect(t.closeMessage).toBe('OK: 3 request(s) completed');
    expect(t.requests).toHaveLength(3);
    expect(t.requests[0]).toContain('<CustomerQueryRq requestID="1"><Ref>1</Ref>');
    expect(log.requests.map((c) => c.item.payload)).toEqual([1, 2, 3]);
    // Host data from the first call's document is kept for every later request.
    for (const context of log.requests) {
      expect(context.host).toEqual({
        productName: 'Desktop Accounting Pro 2024',
        majorVersion: '34',
        minorVersion: '0',
        country: 'US',
        supportedVersions: ['12.0', '13.0', '16.0'],
        companyFile: 'C:\\Books\\Acme.QBW',
        formatMajor: 13,
        formatMinor: 0,
      });
      expect(context.user).toBe('alice');
    }
    expect(log.responses.map((r) => r.response)).toEqual(t.requests.map((_, i) => expect.stringContaining(`<CustomerQueryRs requestID="${i + 1}" statusCode="0"`)));
    expect(await service.store.queue('alice')).toEqual([]);
  });

  it('iterators run again with their state, follow-ups run next, percent follows the queue', async () => {
    const seen: string[] = [];
    const { service, url } = await start({
      jobs: {
        pages: {
          request: ({ item }) => `<PageRq page="${(item.state as number | undefined) ?? 0}"/>`,
          response: ({ item }) => {
            const page = (item.state as number | undefined) ?? 0;
            seen.push(`page ${page}`);
            if (page < 2) return { again: { state: page + 1, remaining: (2 - page) * 10, requests: 2 - page } };
            return { enqueue: [{ job: 'detail', payload: 'x' }] };
          },
        },
        detail: {
          request: ({ item }) => `<DetailRq of="${String(item.payload)}"/>`,
          response: () => void seen.push('detail'),
        },
        last: { request: () => '<LastRq/>', response: () => void seen.push('last') },
      },
    });
    await service.enqueue('alice', [{ job: 'pages' }, { job: 'last' }]);
    const t = await simulate({ url, ...ALICE });
    expect(t.outcome).toBe('done');
    expect(seen).toEqual(['page 0', 'page 1', 'page 2', 'detail', 'last']);
    expect(t.requests).toEqual(['<PageRq page="0"/>', '<PageRq page="1"/>', '<PageRq page="2"/>', '<DetailRq of="x"/>', '<LastRq/>']);
    // after page 0: 1 done, 2 pages + 1 item left -> 25; page 1: 2 done, 1 + 1 -> 50; page 2: 3 done, detail + last -> 60 ...
    expect(t.percents).toEqual([25, 50, 60, 80, 100]);
  });

  it('a non-empty hresult stops the session (stopOnError): negative percent, getLastError text, the rest stays queued', async () => {
    const log = { requests: [] as JobContext[], responses: [] as JobResponseContext[] };
    const failures: string[] = [];
    const { service, url } = await start({
      jobs: { customers: { ...recordingJob(log), failed: ({ error, hresult }) => void failures.push(`${hresult}|${error}`) } },
    });
    await service.enqueue('alice', [{ job: 'customers', id: 'a' }, { job: 'customers', id: 'b' }, { job: 'customers', id: 'c' }]);
    const t = await simulate({
      url,
      ...ALICE,
      respond: (request, index) => (index === 1 ? { hresult: '0x80040400', message: 'QuickBooks found an error when parsing the provided XML text stream.' } : `<ok n="${index}"/>`),
    });
    expect(t.outcome).toBe('error');
    expect(t.percents).toEqual([33, -1]);
    expect(t.steps.slice(-3).map((s) => s.operation)).toEqual(['receiveResponseXML', 'getLastError', 'closeConnection']);
    expect(t.errors).toEqual(['0x80040400: QuickBooks found an error when parsing the provided XML text stream.']);
    expect(failures).toEqual(['0x80040400|0x80040400: QuickBooks found an error when parsing the provided XML text stream.']);
    expect(log.responses).toHaveLength(1); // the failed response never reached response()
    expect(t.closeMessage).toBe('Completed with 1 error(s): 0x80040400: QuickBooks found an error when parsing the provided XML text stream.');
    expect((await service.store.queue('alice')).map((i) => i.id)).toEqual(['c']);
  });

  it('continueOnError goes on after an item error (hresult, error outcome, throwing handler, unknown job)', async () => {
    const { service, url } = await start({
      onError: 'continueOnError',
      jobs: {
        ok: { request: () => '<OkRq/>', response: () => undefined },
        says: { request: () => '<SaysRq/>', response: () => ({ error: 'Customer "Bob" already exists' }) },
        throws: { request: () => '<ThrowsRq/>', response: () => { throw new Error('secret internals'); } },
        badBuild: { request: () => { throw new Error('secret'); }, response: () => undefined },
      },
    });
    await service.enqueue('alice', ['ok', 'says', 'throws', 'nope', 'badBuild', 'ok'].map((job) => ({ job })));
    let t0 = 0;
    const t = await simulate({
      url,
      ...ALICE,
      respond: (request) => (request === '<OkRq/>' && t0++ === 0 ? { hresult: '0x80040402', message: 'Unexpected error' } : '<Rs/>'),
    });
    expect(t.outcome).toBe('done');
    expect(t.requests).toEqual(['<OkRq/>', '<SaysRq/>', '<ThrowsRq/>', '<OkRq/>']);
    expect(t.percents.at(-1)).toBe(100);
    expect(t.closeMessage).toBe('Completed with 5 error(s): Job badBuild could not build its request');
    expect(JSON.stringify(t)).not.toContain('internals');
  });

  it('authenticate outcomes: nvu, none when nothing is queued, busy, a company file, wait and interval seconds', async () => {
    const { service, url } = await start({
      jobs: { ok: { request: () => '<OkRq/>', response: () => undefined } },
      authenticate: (user) =>
        user === 'busy'
          ? { status: 'busy', waitSeconds: 30 }
          : user === 'file'
            ? { status: 'ok', companyFile: 'C:\\Books\\Other.QBW', waitSeconds: 0, minRunSeconds: 600 }
            : user === 'alice'
              ? { status: 'ok' }
              : { status: 'nvu' },
    });
    const nvu = await simulate({ url, user: 'mallory', password: 'x' });
    expect(nvu.outcome).toBe('nvu');
    expect(nvu.steps.map((s) => s.operation)).toEqual(['serverVersion', 'clientVersion', 'authenticate', 'closeConnection']);
    expect(nvu.closeMessage).toBe('OK');
    const none = await simulate({ url, ...ALICE });
    expect(none.outcome).toBe('none');
    expect(none.steps[2]!.result).toEqual([none.ticket, 'none']);
    const busy = await simulate({ url, user: 'busy' });
    expect(busy.outcome).toBe('busy');
    expect(busy.steps[2]!.result).toEqual([busy.ticket, 'busy', '30']);
    await service.enqueue('file', { job: 'ok' });
    const file = await simulate({ url, user: 'file' });
    expect(file.outcome).toBe('done');
    expect(file.steps[2]!.result).toEqual([file.ticket, 'C:\\Books\\Other.QBW', '0', '600']);
    expect(file.steps[3]!.fields.strCompanyFileName).toBe('C:\\Books\\Other.QBW');
  });

  it('clientVersion policy: O: for older clients, W: warns and continues, E: refuses', async () => {
    const { url } = await start({ jobs: {}, clientVersion: minimumClientVersion('2.1.0.30') });
    const old = await simulate({ url, ...ALICE, clientVersion: '2.0.0.116' });
    expect(old.outcome).toBe('version');
    expect(old.steps[1]!.result).toBe('O:2.1.0.30');
    expect(old.steps.map((s) => s.operation)).toEqual(['serverVersion', 'clientVersion']);
    const current = await simulate({ url, ...ALICE, clientVersion: '2.3.0.20' });
    expect(current.steps[1]!.result).toBe('');
    expect(current.outcome).toBe('none');
    const warn = await start({ jobs: {}, clientVersion: () => ({ action: 'warn', message: 'Please upgrade' }) });
    const warned = await simulate({ url: warn.url, ...ALICE });
    expect(warned.warnings).toEqual(['Please upgrade']);
    expect(warned.outcome).toBe('none');
    const refuse = await start({ jobs: {}, clientVersion: () => ({ action: 'refuse', message: 'No' }) });
    expect((await simulate({ url: refuse.url, ...ALICE })).outcome).toBe('version');
  });

  it('NoOp: the client waits while work is on its way, bounded by maxNoOps', async () => {
    let waits = 0;
    let arriving = true;
    const { service, url } = await start({
      jobs: { ok: { request: () => '<OkRq/>', response: () => undefined } },
      // The first time the queue is found empty work is still on its way; it lands during the client's wait.
      waitForWork: async (tenant) => {
        if (arriving && ++waits === 2) setTimeout(() => void service.enqueue(tenant, { job: 'ok' }), 5);
        return arriving;
      },
      maxNoOps: 3,
    });
    const t = await simulate({ url, ...ALICE, noOpDelayMs: 50 });
    expect(t.outcome).toBe('done');
    expect(t.steps.map((s) => s.operation).slice(3)).toEqual([
      'sendRequestXML',
      'getLastError',
      'sendRequestXML',
      'receiveResponseXML',
      'closeConnection',
    ]);
    expect(t.steps[4]!.result).toBe('NoOp');
    expect(t.requests).toEqual(['<OkRq/>']);
    // With nothing arriving the waits stop at maxNoOps and getLastError says why.
    const idle = await simulate({ url, ...ALICE, noOpDelayMs: 1 });
    expect(idle.steps.filter((s) => s.operation === 'getLastError').map((s) => s.result)).toEqual(['NoOp', 'NoOp', 'NoOp', 'No more work to do']);
    expect(idle.outcome).toBe('stopped');
    expect(idle.errors).toEqual(['No more work to do']);
    arriving = false;
    expect((await simulate({ url, ...ALICE })).outcome).toBe('none');
  });

  it('connectionError: the company file is asked for again a bounded number of times, then done', async () => {
    const { service, url } = await start({
      jobs: { ok: { request: () => '<OkRq/>', response: () => undefined } },
      authenticate: () => ({ status: 'ok', companyFile: 'C:\\Books\\Acme.QBW' }),
    });
    await service.enqueue('alice', { job: 'ok' });
    const t = await simulate({
      url,
      ...ALICE,
      openCompanyFile: () => ({ hresult: '0x80040408', message: 'Could not start QuickBooks.' }),
    });
    expect(t.outcome).toBe('connection');
    expect(t.steps.filter((s) => s.operation === 'connectionError').map((s) => s.result)).toEqual(['C:\\Books\\Acme.QBW', 'C:\\Books\\Acme.QBW', 'done']);
    // Opens on the second attempt: the session goes on.
    const t2 = await simulate({
      url,
      ...ALICE,
      openCompanyFile: (_path, attempt) => (attempt < 2 ? { hresult: '0x80040408', message: 'Could not start QuickBooks.' } : true),
    });
    expect(t2.outcome).toBe('done');
    expect(t2.requests).toEqual(['<OkRq/>']);
  });

  it('a repeated receiveResponseXML (client retry) gets the same answer and does not run the handler again', async () => {
    let handled = 0;
    const { service, url } = await start({ jobs: { ok: { request: () => '<OkRq/>', response: () => void handled++ } } });
    await service.enqueue('alice', [{ job: 'ok' }, { job: 'ok' }]);
    const t = await simulate({ url, ...ALICE, repeatReceive: 2 });
    expect(t.outcome).toBe('done');
    expect(handled).toBe(2);
    expect(t.steps.filter((s) => s.operation === 'receiveResponseXML').map((s) => s.result)).toEqual(['50', '50', '50', '100', '100', '100']);
  });

  it('tickets: refused after closeConnection, unknown, malformed, expired', async () => {
    const { service, url } = await start({ jobs: { ok: { request: () => '<OkRq/>', response: () => undefined } }, ticketTtlSeconds: 0.3 });
    await service.enqueue('alice', [{ job: 'ok' }]);
    const t = await simulate({ url, ...ALICE });
    expect(t.outcome).toBe('done');
    const call = (operation: string, ticket: string) => callConnector({ url, namespace: NS, operation, fields: [['ticket', ticket]] });
    for (const ticket of [t.ticket!, '3f2504e0-4f89-41d3-9a0c-0305e82c3301', 'x', '']) {
      const answer = await call('getLastError', ticket);
      expect(answer.status).toBe(500);
      expect(answer.fault).toEqual({ code: 'Client', string: 'Unknown, expired or closed ticket' });
    }
    await service.enqueue('alice', [{ job: 'ok' }]);
    const auth = await callConnector({ url, namespace: NS, operation: 'authenticate', fields: [['strUserName', 'alice'], ['strPassword', 'secret pass ']] });
    const ticket = (auth.result as string[])[0]!;
    expect((await call('getLastError', ticket)).result).toBe('');
    await new Promise((r) => setTimeout(r, 400));
    expect((await call('closeConnection', ticket)).fault?.string).toBe('Unknown, expired or closed ticket');
  });
});
