/**
 * Tickets and credentials: a ticket is 128 random bits in GUID form (what the real client expects), stores key
 * sessions by a digest of it (a store dump holds no usable ticket), and secrets are compared in constant time.
 */
import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { AuthOutcome } from './session-types.js';

/** A new ticket: a random (version 4) GUID from the platform's CSPRNG. */
export function newTicket(): string {
  return randomUUID();
}

const TICKET = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Whether a value has the shape of a ticket this kit issues (anything else is refused without a store look-up). */
export function isWellFormedTicket(value: unknown): value is string {
  return typeof value === 'string' && value.length === 36 && TICKET.test(value);
}

/** The store key of a ticket: its SHA-256, so keys in a shared store do not disclose live tickets. */
export function ticketKey(ticket: string): string {
  return createHash('sha256').update(ticket).digest('hex');
}

// One key per process: HMAC makes both sides the same length, so timingSafeEqual needs no length check
// (which would itself leak the secret's length).
const COMPARE_KEY = randomBytes(32);

/** Compares two secrets in time independent of where they differ (and of their lengths). */
export function secretsEqual(given: string, expected: string): boolean {
  const a = createHmac('sha256', COMPARE_KEY).update(given, 'utf8').digest();
  const b = createHmac('sha256', COMPARE_KEY).update(expected, 'utf8').digest();
  return timingSafeEqual(a, b);
}

/** A user of {@link staticCredentials}. */
export interface StaticUser {
  readonly password: string;
  /** Company file to open; default `''` (the open one). */
  readonly companyFile?: string;
  /** Queue the user's sessions work through; default the user name. */
  readonly tenant?: string;
}

/**
 * An `authenticate` callback over a fixed table of users. Unknown users cost the same comparison as known ones,
 * so timing tells nothing about which user names exist; a wrong password or user is `nvu`.
 */
export function staticCredentials(
  users: Readonly<Record<string, StaticUser>>,
): (user: string, password: string) => AuthOutcome {
  const table = new Map(Object.entries(users));
  const decoy = randomBytes(24).toString('base64');
  return (user, password) => {
    const entry = table.get(user);
    const matches = secretsEqual(password, entry?.password ?? decoy);
    if (!entry || !matches) return { status: 'nvu' };
    return {
      status: 'ok',
      ...(entry.companyFile !== undefined ? { companyFile: entry.companyFile } : {}),
      ...(entry.tenant !== undefined ? { tenant: entry.tenant } : {}),
    };
  };
}
