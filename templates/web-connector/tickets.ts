/**
 * Tickets and credentials: a ticket is 128 random bits in GUID form (what the real client expects), stores key
 * sessions by a digest of it (a store dump holds no usable ticket), a refused login's ticket says so by its form
 * (nothing is stored for it), and secrets are compared in constant time.
 */
import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { AuthOutcome } from './session-types.ts';

/** A new ticket: a random (version 4) GUID from the platform's CSPRNG (never one of the form of a refused login's). */
export function newTicket(): string {
  for (;;) {
    const ticket = randomUUID();
    if (refusedStatusOf(ticket) === undefined) return ticket;
  }
}

/** Why a login opened no session: the status authenticate answered. */
export type RefusedStatus = 'nvu' | 'busy';
const REFUSED_STATUSES: readonly RefusedStatus[] = ['nvu', 'busy'];

/** The 12 hex digits that end a refused login's ticket: a digest of its status and its first 20 hex digits. */
function refusedTag(status: RefusedStatus, head: string): string {
  return createHash('sha256').update(`svc-wc refused ${status} ${head}`).digest('hex').slice(0, 12);
}

/**
 * A ticket for a login that opened no session (a wrong password, a full store): a random GUID whose last 12 hex
 * digits are a digest of the status and the rest, so any process knows what it was without storing anything.
 * Failed logins cost no memory and cannot fill the store; a forged one only learns that a login failed.
 */
export function refusedTicket(status: RefusedStatus): string {
  const ticket = randomUUID();
  const head = ticket.replace(/-/g, '').slice(0, 20);
  const tag = refusedTag(status, head);
  return `${ticket.slice(0, 24)}${tag}`;
}

/** The status of a refused login's ticket, or undefined for any other ticket (a session's). */
export function refusedStatusOf(ticket: string): RefusedStatus | undefined {
  const head = ticket.replace(/-/g, '').slice(0, 20);
  const tail = ticket.slice(24);
  return REFUSED_STATUSES.find((status) => refusedTag(status, head) === tail);
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
