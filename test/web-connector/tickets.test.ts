/**
 * The credential helpers of the Web Connector kit, which only ran inside whole sessions before (issue 21):
 * `secretsEqual` and `staticCredentials`, including user names that are also names of Object.prototype.
 */
import { describe, expect, it } from 'vitest';
import { secretsEqual, staticCredentials } from '../../templates/web-connector/tickets.ts';

describe('secretsEqual', () => {
  it('is true for equal secrets only, whatever their lengths and where they differ', () => {
    expect(secretsEqual('s3cret', 's3cret')).toBe(true);
    expect(secretsEqual('', '')).toBe(true);
    expect(secretsEqual('é€😀', 'é€😀')).toBe(true);
    for (const other of ['s3creT', 'S3cret', 's3cre', 's3cret ', '', 's3cret'.repeat(1000)]) expect(secretsEqual(other, 's3cret')).toBe(false);
    expect(secretsEqual('e\u0301', '\u00e9')).toBe(false); // compared as given: no normalisation
  });
});

describe('staticCredentials', () => {
  const authenticate = staticCredentials({
    alice: { password: 'pw-a' },
    bob: { password: 'pw-b', companyFile: 'C:\\Books\\bob.qbw', tenant: 'acme' },
    '': { password: 'empty-user' },
  });

  it('knows each user by password, with their company file and tenant when given', () => {
    expect(authenticate('alice', 'pw-a')).toEqual({ status: 'ok' });
    expect(authenticate('bob', 'pw-b')).toEqual({ status: 'ok', companyFile: 'C:\\Books\\bob.qbw', tenant: 'acme' });
    expect(authenticate('', 'empty-user')).toEqual({ status: 'ok' });
  });

  it('refuses a wrong password, an unknown user and another user\'s password alike (nvu)', () => {
    expect(authenticate('alice', 'pw-b')).toEqual({ status: 'nvu' });
    expect(authenticate('alice', '')).toEqual({ status: 'nvu' });
    expect(authenticate('carol', 'pw-a')).toEqual({ status: 'nvu' });
    expect(authenticate('ALICE', 'pw-a')).toEqual({ status: 'nvu' });
  });

  it('does not find users through Object.prototype', () => {
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      expect(authenticate(name, '')).toEqual({ status: 'nvu' });
      expect(authenticate(name, 'undefined')).toEqual({ status: 'nvu' });
    }
    const odd = staticCredentials(JSON.parse('{"__proto__": {"password": "p"}, "constructor": {"password": "c"}}'));
    expect(odd('__proto__', 'p')).toEqual({ status: 'ok' });
    expect(odd('constructor', 'c')).toEqual({ status: 'ok' });
    expect(odd('constructor', 'p')).toEqual({ status: 'nvu' });
  });
});
