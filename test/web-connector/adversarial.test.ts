/**
 * The Web Connector session framework under attack, over HTTP on 127.0.0.1: forged, expired and other users'
 * tickets, replayed responses, huge response documents, hostile XML in the host document, and many requests
 * racing on one ticket. Each case asserts the exact answer and that the service still runs a normal session.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callConnector,
  readHostInfo,
  simulateWebConnector,
  type FieldValue,
} from '@svc/connector/web-connector';
import { startService, type Service, simulate } from './support.ts';

const NS = 'http://developer.svc.example/';
const REFUSED = { code: 'Client', string: 'Unknown, expired or closed ticket' };

let service: Service;
let url: string;
let stop: () => Promise<void>;
const handled: string[] = [];
let hang: Promise<void> | undefined;

beforeAll(async () => {
  ({ service, url, stop } = await startService({
    authenticate: (user, password) =>
      (user === 'alice' || user === 'bob') && password === 'pw' ? { status: 'ok' } : { status: 'nvu' },
    jobs: {
      echo: {
        request: ({ item, user }) => `<EchoRq user="${user}" item="${item.id}"/>`,
        response: async ({ response, item }) => {
          if (hang) await hang;
          handled.push(`${item.id}:${response.length}`);
        },
      },
    },
    leaseWaitMs: 500,
    ticketTtlSeconds: 60,
    server: { maxBodyBytes: 4 * 1024 * 1024 },
  }));
});
afterAll(() => stop());

const call = (operation: string, fields: ReadonlyArray<readonly [string, FieldValue]>) => callConnector({ url, namespace: NS, operation, fields });

async function login(user = 'alice'): Promise<string> {
  const answer = await call('authenticate', [['strUserName', user], ['strPassword', 'pw']]);
  return (answer.result as string[])[0]!;
}
const send = (ticket: string, hcp = '') =>
  call('sendRequestXML', [['ticket', ticket], ['strHCPResponse', hcp], ['strCompanyFileName', ''], ['acctXMLCountry', 'US'], ['acctXMLMajorVers', 13], ['acctXMLMinorVers', 0]]);
const receive = (ticket: string, response: string, hresult = '') =>
  call('receiveResponseXML', [['ticket', ticket], ['response', response], ['hresult', hresult], ['message', '']]);

/** A normal session still completes. */
async function stillServes(): Promise<void> {
  await service.enqueue('alice', { job: 'echo', id: `ok-${handled.length}` });
  const t = await simulate({ url, user: 'alice', password: 'pw' });
  expect(t.outcome).toBe('done');
}

describe('connector kit: tickets', () => {
  it('forged tickets are refused with the same Client fault, for every operation', async () => {
    await service.enqueue('alice', { job: 'echo', id: 'forged' });
    const real = await login();
    const forged = [
      '3f2504e0-4f89-41d3-9a0c-0305e82c3301', // well-formed, never issued
      real.toUpperCase(),
      `${real} `,
      ` ${real}`,
      `${real}0`,
      real.slice(0, 35),
      'x'.repeat(100_000),
      '<ticket/>',
      '../../etc/passwd',
      '*',
    ];
    for (const ticket of forged) {
      for (const operation of ['getLastError', 'closeConnection', 'connectionError']) {
        const answer = await call(operation, [['ticket', ticket]]);
        expect(answer.status, `${operation} ${ticket.slice(0, 40)}`).toBe(500);
        expect(answer.fault).toEqual(REFUSED);
      }
      expect((await send(ticket)).fault).toEqual(REFUSED);
      expect((await receive(ticket, '<x/>')).fault).toEqual(REFUSED);
    }
    // The real ticket was not disturbed by any of it.
    expect((await send(real)).result).toBe('<EchoRq user="alice" item="forged"/>');
    expect((await receive(real, '<r/>')).result).toBe('100');
    expect((await call('closeConnection', [['ticket', real]])).result).toBe('OK: 1 request(s) completed');
    await stillServes();
  });

  it('tickets are unpredictable GUIDs, one per authenticate, and a closed ticket stays closed', async () => {
    await service.enqueue('alice', { job: 'echo', id: 'c1' });
    const tickets = new Set<string>();
    for (let i = 0; i < 20; i++) tickets.add(await login());
    expect(tickets.size).toBe(20);
    const ticket = [...tickets][0]!;
    expect((await call('closeConnection', [['ticket', ticket]])).result).toBe('OK: 0 request(s) completed');
    for (const operation of ['closeConnection', 'getLastError']) expect((await call(operation, [['ticket', ticket]])).fault).toEqual(REFUSED);
    expect((await send(ticket)).fault).toEqual(REFUSED);
    for (const t of [...tickets].slice(1)) await call('closeConnection', [['ticket', t]]);
    await stillServes();
  });

  it("a ticket reaches only its own user's queue; an nvu ticket reaches nothing", async () => {
    await service.enqueue('bob', { job: 'echo', id: 'bob-1' });
    await service.enqueue('alice', { job: 'echo', id: 'alice-1' });
    const alice = await login('alice');
    const bob = await login('bob');
    expect((await send(bob)).result).toBe('<EchoRq user="bob" item="bob-1"/>');
    expect((await send(alice)).result).toBe('<EchoRq user="alice" item="alice-1"/>');
    const nvu = await call('authenticate', [['strUserName', 'alice'], ['strPassword', 'wrong']]);
    const nvuTicket = (nvu.result as string[])[0]!;
    expect((nvu.result as string[])[1]).toBe('nvu');
    expect((await send(nvuTicket)).result).toBe('');
    expect((await call('getLastError', [['ticket', nvuTicket]])).result).toBe('Not a valid user');
    expect((await receive(nvuTicket, '<x/>')).result).toBe('-1');
    expect((await receive(bob, '<r/>')).result).toBe('100');
    expect((await receive(alice, '<r/>')).result).toBe('100');
    for (const t of [alice, bob, nvuTicket]) await call('closeConnection', [['ticket', t]]);
    expect(handled).toEqual(expect.arrayContaining(['bob-1:4', 'alice-1:4']));
    await stillServes();
  });
});

describe('connector kit: responses', () => {
  it('a replayed response is answered as before and not handled twice; a stray one is -1 with a reason', async () => {
    await service.enqueue('alice', [{ job: 'echo', id: 'r1' }, { job: 'echo', id: 'r2' }]);
    const ticket = await login();
    await send(ticket);
    const before = handled.length;
    expect((await receive(ticket, '<one/>')).result).toBe('50');
    for (let i = 0; i < 5; i++) expect((await receive(ticket, '<one/>')).result).toBe('50');
    expect(handled.length).toBe(before + 1);
    // A different response with nothing pending is not handled at all.
    expect((await receive(ticket, '<forged/>')).result).toBe('-1');
    expect((await call('getLastError', [['ticket', ticket]])).result).toBe('No request is waiting for a response');
    expect(handled.length).toBe(before + 1);
    expect((await send(ticket)).result).toBe('<EchoRq user="alice" item="r2"/>');
    expect((await receive(ticket, '<two/>')).result).toBe('100');
    await call('closeConnection', [['ticket', ticket]]);
    expect((await receive(ticket, '<two/>')).fault).toEqual(REFUSED);
    await stillServes();
  });

  it('a response document up to the body cap is handled whole; over it the answer is 413 and the session goes on', async () => {
    await service.enqueue('alice', [{ job: 'echo', id: 'big' }]);
    const ticket = await login();
    await send(ticket);
    const tooBig = 'x'.repeat(5 * 1024 * 1024);
    const refused = await receive(ticket, tooBig);
    expect(refused.status).toBe(413);
    expect(refused.fault).toEqual({ code: 'Client', string: 'Request body larger than the limit of 4194304 bytes' });
    // 768 Ki characters that are all markup: 2.6 MB once escaped in the envelope, under the 4 MiB cap.
    const big = '&<>"'.repeat((3 * 1024 * 1024) / 16);
    const accepted = await receive(ticket, big);
    expect(accepted.status).toBe(200);
    expect(accepted.result).toBe('100');
    expect(handled.at(-1)).toBe(`big:${3 * 1024 * 1024 / 4}`);
    await call('closeConnection', [['ticket', ticket]]);
    await stillServes();
  });

  it('hostile XML in strHCPResponse is read as text: no DTD, no entity expansion, bounded scan', async () => {
    const hostile = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;"><!ENTITY xxe SYSTEM "file:///etc/passwd">]>
<QBXML><HostRet><ProductName>&xxe;</ProductName><Country>&lol2;</Country><MajorVersion>&#x41;&amp;&#0;</MajorVersion>
<MinorVersion><MinorVersion>1</MinorVersion></MinorVersion>${'<SupportedQBXMLVersion>1.0</SupportedQBXMLVersion>'.repeat(1000)}</HostRet></QBXML>${'<a>'.repeat(200_000)}`;
    const host = readHostInfo({ strHCPResponse: hostile, major: 13, minor: 0 });
    expect(host).toEqual({
      productName: '&xxe;',
      majorVersion: 'A&&#0;',
      minorVersion: '1',
      country: '&lol2;',
      supportedVersions: Array(64).fill('1.0'),
      companyFile: '',
      formatMajor: 13,
      formatMinor: 0,
    });
    const started = performance.now();
    readHostInfo({ strHCPResponse: `<ProductName>${'<'.repeat(3_000_000)}`, major: 1, minor: 0 });
    expect(performance.now() - started).toBeLessThan(1000);
    // Through the service: the session goes on with what could be read.
    await service.enqueue('alice', { job: 'echo', id: 'hostile' });
    const ticket = await login();
    expect((await send(ticket, hostile)).result).toBe('<EchoRq user="alice" item="hostile"/>');
    expect((await receive(ticket, '<r/>')).result).toBe('100');
    await call('closeConnection', [['ticket', ticket]]);
    await stillServes();
  });
});

describe('connector kit: concurrency on one ticket', () => {
  it('many sendRequestXML at once hand out one item; many identical receives run the handler once', async () => {
    await service.enqueue('alice', [{ job: 'echo', id: 'k1' }, { job: 'echo', id: 'k2' }]);
    const ticket = await login();
    const sends = await Promise.all(Array.from({ length: 20 }, () => send(ticket)));
    expect(new Set(sends.map((s) => s.result))).toEqual(new Set(['<EchoRq user="alice" item="k1"/>']));
    const before = handled.length;
    const receives = await Promise.all(Array.from({ length: 20 }, () => receive(ticket, '<same/>')));
    expect(receives.map((r) => r.result)).toEqual(Array(20).fill('50'));
    expect(handled.length).toBe(before + 1);
    // Different responses racing: exactly one is handled, the rest are stray (-1).
    await send(ticket);
    const racing = await Promise.all(Array.from({ length: 10 }, (_, i) => receive(ticket, `<r${i}/>`)));
    expect(racing.filter((r) => r.result === '100')).toHaveLength(1);
    expect(racing.filter((r) => r.result === '-1')).toHaveLength(9);
    expect(handled.length).toBe(before + 2);
    await call('closeConnection', [['ticket', ticket]]);
    await stillServes();
  });

  it('a request that waits too long for a busy session gets a Server fault; the session is not corrupted', async () => {
    await service.enqueue('alice', [{ job: 'echo', id: 'slow' }]);
    const ticket = await login();
    await send(ticket);
    let release!: () => void;
    hang = new Promise<void>((r) => (release = r));
    const first = receive(ticket, '<slow/>');
    await new Promise((r) => setTimeout(r, 50));
    const second = await receive(ticket, '<slow/>');
    expect(second.fault).toEqual({ code: 'Server', string: 'The session is busy with another request; try again' });
    hang = undefined;
    release();
    expect((await first).result).toBe('100');
    expect((await receive(ticket, '<slow/>')).result).toBe('100');
    await call('closeConnection', [['ticket', ticket]]);
    await stillServes();
  });
});
