/**
 * Access scope through allOf: an update shape re-declares the entity's read-only `Id` and `SyncToken` as plain
 * required members (`InvoiceUpdate = allOf [Invoice, { required: [Id, SyncToken] }]`). In request validation the
 * re-declaration wins: they are kept, while the entity's other read-only members are still dropped.
 */
import { describe, expect, it } from 'vitest';
import { validate } from '@svc/accounting';

describe('allOf members overrule a read-only mark', () => {
  it('keeps Id and SyncToken of an update body, drops the other read-only members', () => {
    const result = validate.InvoiceUpdateWrite({ Id: '1', SyncToken: '0', sparse: true, TotalAmt: 5 });
    expect(result.ok).toBe(true);
    expect(result.dropped).toEqual(['/TotalAmt']);
  });

  it('still drops Id from a create body, where nothing re-declares it', () => {
    const result = validate.InvoiceWrite({ Id: '1', CustomerRef: { value: '1' }, Line: [] });
    expect(result.ok).toBe(true);
    expect(result.dropped).toEqual(['/Id']);
  });

  it('still requires Id and SyncToken of an update body', () => {
    const result = validate.InvoiceUpdateWrite({ sparse: true });
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.errors.map((e) => [e.path, e.code])).toEqual([
        ['/Id', 'required'],
        ['/SyncToken', 'required'],
      ]);
  });
});
