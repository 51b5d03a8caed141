/**
 * The demo job queue: a customer query paging with an iterator through the framework, answered by the simulated
 * company; and `npm run wc-sim` against a running service.
 */
import { spawn } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { customerQueryJob, simulatedCompany, type DemoCustomer } from '@svc/connector/web-connector';
import { repoRoot } from '../support/run-cli.ts';
import { ALICE, startService, simulate } from './support.ts';

const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (stops.length > 0) await stops.pop()!();
});

describe('demo customer query', () => {
  it('pages through every customer with iterator Start / Continue; percent follows the remaining count', async () => {
    const seen: DemoCustomer[] = [];
    const { service, url, stop } = await startService({ jobs: { customers: customerQueryJob({ pageSize: 10, onCustomers: (list) => void seen.push(...list) }) } });
    stops.push(stop);
    await service.enqueue('alice', { job: 'customers' });
    const t = await simulate({ url, ...ALICE, formatVersion: [13, 0], respond: simulatedCompany({ customers: 25 }) });
    expect(t.outcome).toBe('done');
    expect(t.requests).toHaveLength(3);
    expect(t.requests[0]).toContain('<CustomerQueryRq requestID="1" iterator="Start"><MaxReturned>10</MaxReturned>');
    expect(t.requests[1]).toContain('<CustomerQueryRq requestID="2" iterator="Continue" iteratorID="{00000001-ITER}">');
    expect(t.requests[0]).toContain('<?qbxml version="13.0"?>');
    expect(t.percents).toEqual([33, 66, 100]);
    expect(seen).toHaveLength(25);
    expect(seen[0]).toEqual({ listId: '80000001-1700000000', name: 'Customer 001 & Sons' });
    expect(new Set(seen.map((c) => c.name)).size).toBe(25);
  });

  it('an unknown iterator is an item error with the status message', async () => {
    const { service, url, stop } = await startService({ jobs: { customers: customerQueryJob({ pageSize: 5 }) } });
    stops.push(stop);
    await service.enqueue('alice', { job: 'customers' });
    const company = simulatedCompany({ customers: 12 });
    const t = await simulate({
      url,
      ...ALICE,
      respond: (request) => company(request.replace(/iteratorID="[^"]*"/, 'iteratorID="{BOGUS}"')),
    });
    expect(t.outcome).toBe('error');
    expect(t.errors).toEqual(['Unknown iterator']);
  });

  it('npm run wc-sim runs a whole session against a URL and prints the transcript', async () => {
    const { service, url, stop } = await startService({
      authenticate: (user, password) => (user === 'demo' && password === 'demo' ? { status: 'ok' } : { status: 'nvu' }),
      jobs: { customers: customerQueryJob({ pageSize: 10 }) },
    });
    stops.push(stop);
    await service.enqueue('demo', { job: 'customers' });
    const child = spawn('npm', ['run', '-s', 'wc-sim', '--', url, '--customers', '15'], { cwd: repoRoot });
    let stdout = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(0);
    const lines = stdout.trim().split('\n');
    expect(lines.map((l) => l.split(/\s+/)[0])).toEqual([
      'serverVersion',
      'clientVersion',
      'authenticate',
      'sendRequestXML',
      'receiveResponseXML',
      'sendRequestXML',
      'receiveResponseXML',
      'closeConnection',
      'outcome:',
    ]);
    expect(lines.at(-1)).toBe('outcome: done; 2 request(s)');
    expect(lines[4]).toMatch(/receiveResponseXML +\d+ ms {2}50$/);
  });
});
