/** The sandbox store: events replayed from the log folder, a torn last line ignored, bounds, reset; fault rules. */
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CapacityError, SandboxStore } from '../../templates/sandbox/store.ts';
import { FaultRules, parseFault, parseFaultRule } from '../../templates/sandbox/faults.ts';

const dir = mkdtempSync(join(tmpdir(), 'svc-store-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('SandboxStore', () => {
  it('replays what was written, survives a torn last line, and forgets everything on reset', () => {
    const first = new SandboxStore({ dataDir: dir });
    const { data, created } = first.tenant('r1');
    expect(created).toBe(true);
    expect(data.next('Invoice')).toBe(1);
    data.put('Invoice', '1', { Id: '1', Total: 5 });
    data.put('Invoice', '2', { Id: '2', Total: 6 });
    data.remove('Invoice', '2');
    data.recordChange({ collection: 'Invoice', id: '2', at: 1, operation: 'Delete' });
    data.remember('createInvoice\nk', { fingerprint: 'f', status: 200, body: { Id: '1' } });
    first.close();
    appendFileSync(join(dir, 'events.jsonl'), '{"t":"put","r":"r1","c":"Invoice","id":"3","v":{"Id"'); // a crash mid-write

    const second = new SandboxStore({ dataDir: dir });
    const again = second.tenant('r1');
    expect(again.created).toBe(false);
    expect([...again.data.values('Invoice')]).toEqual([{ Id: '1', Total: 5 }]);
    expect(again.data.next('Invoice')).toBe(2);
    expect(again.data.changes()).toEqual([{ collection: 'Invoice', id: '2', at: 1, operation: 'Delete' }]);
    expect(again.data.reply('createInvoice\nk')).toEqual({ fingerprint: 'f', status: 200, body: { Id: '1' } });
    again.data.put('Invoice', '9', { Id: '9' });
    second.close();
    expect(readFileSync(join(dir, 'events.jsonl'), 'utf8').split('\n').filter((l) => l.includes('"id":"9"')).length).toBe(1);

    const third = new SandboxStore({ dataDir: dir });
    expect([...third.tenant('r1').data.values('Invoice')].map((r) => r.Id)).toEqual(['1', '9']);
    third.reset();
    third.close();
    expect(new SandboxStore({ dataDir: dir }).tenantKeys()).toEqual([]);
  });

  it('bounds tenants and records per tenant', () => {
    const store = new SandboxStore({ limits: { maxTenants: 2, maxRecordsPerTenant: 2 } });
    store.tenant('a');
    store.tenant('b');
    expect(() => store.tenant('c')).toThrow(CapacityError);
    const { data } = store.tenant('a');
    data.put('X', '1', {});
    data.put('X', '2', {});
    data.put('X', '2', { again: true }); // an update of a kept record is fine
    expect(() => data.put('X', '3', {})).toThrow(CapacityError);
  });
});

describe('fault injection', () => {
  it('parses headers and rules, and fails every n-th call', () => {
    expect(parseFault('429')).toEqual({ status: 429 });
    expect(parseFault('slow=200, 503')).toEqual({ status: 503, slowMs: 200 });
    expect(parseFault('418')).toBeUndefined();
    expect(parseFaultRule('readX:3:503')).toEqual({ operation: 'readX', every: 3, fault: '503' });
    expect(() => parseFaultRule('readX:0:503')).toThrow(/Invalid fault rule/);
    const rules = new FaultRules([{ operation: 'readX', every: 2, fault: '500' }]);
    expect(['readX', 'readY', 'readX', 'readX', 'readX'].map((op) => rules.next(op)?.status)).toEqual([undefined, undefined, 500, undefined, 500]);
  });
});

describe('SandboxStore byte budgets', () => {
  it('refuses records past the byte budget and forgets the oldest idempotent replies past theirs', () => {
    const store = new SandboxStore({ limits: { maxRecordBytes: 1000, maxReplyBytesPerTenant: 300 } });
    const { data } = store.tenant('a');
    data.put('X', '1', { text: 'x'.repeat(600) });
    expect(() => data.put('X', '2', { text: 'y'.repeat(600) })).toThrow(CapacityError);
    data.remove('X', '1');
    data.put('X', '2', { text: 'y'.repeat(600) });
    for (let i = 0; i < 5; i++) data.remember(`k${i}`, { fingerprint: 'f', status: 200, body: { text: 'z'.repeat(100) } });
    expect(data.reply('k0')).toBeUndefined();
    expect(data.reply('k4')?.status).toBe(200);
  });
});
