/**
 * The QWC file: the small XML document a user opens in the Web Connector to register a service (app name, URL,
 * user, OwnerID and FileID, scheduler, preferences). Every field is validated and escaped; the URL must be HTTPS
 * (the client refuses plain HTTP except for localhost); OwnerID and FileID are GUIDs derived from the app name
 * and tenant, so re-issuing a tenant's file keeps its identity, unless given.
 */
import { createHash } from 'node:crypto';

export interface QwcOptions {
  /** AppName: the name the Web Connector shows (and the key it stores the registration under). */
  readonly appName: string;
  /** AppURL: the service URL; HTTPS, or HTTP on localhost. */
  readonly appUrl: string;
  /** UserName the client sends to authenticate. */
  readonly userName: string;
  /** Whose OwnerID/FileID these are (default: the user name): one tenant keeps the same GUIDs across files. */
  readonly tenant?: string;
  /** OwnerID / FileID GUIDs (with or without braces); default derived from app name and tenant. */
  readonly ownerId?: string;
  readonly fileId?: string;
  readonly appId?: string;
  readonly appDescription?: string;
  /** AppSupport: a support page (HTTPS, or HTTP on localhost); default the origin of appUrl. */
  readonly appSupport?: string;
  /** QBType: desktop financial software (`QBFS`, default) or point of sale (`QBPOS`). */
  readonly qbType?: 'QBFS' | 'QBPOS';
  /** Scheduler: run every n minutes or every n seconds (not both). */
  readonly everyMinutes?: number;
  readonly everySeconds?: number;
  readonly readOnly?: boolean;
  readonly personalDataPref?: 'pdpOptional' | 'pdpRequired' | 'pdpNotNeeded';
  readonly unattendedModePref?: 'umpOptional' | 'umpRequired';
  /** AuthFlags: which editions may run it, hex (`0xF`) or a number. */
  readonly authFlags?: string | number;
  readonly certUrl?: string;
}

/** A QWC option that cannot be written (the message names it). */
export class QwcError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'QwcError';
  }
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const GUID = /^\{?([0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12})\}?$/;
const MAX_FIELD = 2048;

/** Checks a URL field: absolute, HTTPS (HTTP only for localhost), no credentials. */
function checkUrl(field: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new QwcError(`${field} is not an absolute URL: ${JSON.stringify(value.slice(0, 200))}`);
  }
  if (url.username !== '' || url.password !== '') throw new QwcError(`${field} must not carry credentials`);
  if (url.protocol === 'https:') return value;
  if (url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname)) return value;
  throw new QwcError(`${field} must use https (plain http is accepted only for localhost): ${JSON.stringify(value.slice(0, 200))}`);
}

/** Text a field may hold: bounded, no characters XML 1.0 cannot carry. */
function checkText(field: string, value: string, required = true): string {
  if (typeof value !== 'string') throw new QwcError(`${field} must be a string`);
  if (required && value.trim() === '') throw new QwcError(`${field} is required`);
  if (value.length > MAX_FIELD) throw new QwcError(`${field} is longer than ${MAX_FIELD} characters`);
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(value)) {
    throw new QwcError(`${field} contains a character XML cannot carry`);
  }
  return value;
}

function checkGuid(field: string, value: string): string {
  const match = GUID.exec(value.trim());
  if (!match) throw new QwcError(`${field} is not a GUID: ${JSON.stringify(value.slice(0, 100))}`);
  return `{${(match[1] as string).toUpperCase()}}`;
}

/** A stable GUID (name-based, SHA-1, version 5 layout) for `parts`. */
export function derivedGuid(...parts: readonly string[]): string {
  const hash = createHash('sha1').update('svc-codegen qwc\0').update(parts.join('\0')).digest();
  hash[6] = ((hash[6] as number) & 0x0f) | 0x50;
  hash[8] = ((hash[8] as number) & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex').toUpperCase();
  return `{${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}}`;
}

function escape(value: string): string {
  return value.replace(/[&<>"'\r]/g, (c) =>
    c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '"' ? '&quot;' : c === "'" ? '&apos;' : '&#xD;',
  );
}

function positiveInt(field: string, value: number): number {
  if (!Number.isInteger(value) || value < 1 || value > 1_000_000) throw new QwcError(`${field} must be a whole number from 1 to 1000000`);
  return value;
}

/** The QWC document for `options` (UTF-8 XML text). Throws `QwcError` naming the field at fault. */
export function writeQwc(options: QwcOptions): string {
  const appName = checkText('AppName', options.appName);
  const userName = checkText('UserName', options.userName);
  const appUrl = checkUrl('AppURL', checkText('AppURL', options.appUrl));
  const appSupport = checkUrl('AppSupport', checkText('AppSupport', options.appSupport ?? `${new URL(appUrl).origin}/`));
  const tenant = checkText('tenant', options.tenant ?? userName);
  const ownerId = options.ownerId !== undefined ? checkGuid('OwnerID', options.ownerId) : derivedGuid('owner', appName, tenant);
  const fileId = options.fileId !== undefined ? checkGuid('FileID', options.fileId) : derivedGuid('file', appName, tenant);
  if (options.everyMinutes !== undefined && options.everySeconds !== undefined) {
    throw new QwcError('Give RunEveryNMinutes or RunEveryNSeconds, not both');
  }
  const authFlags =
    options.authFlags === undefined
      ? undefined
      : typeof options.authFlags === 'number'
        ? `0x${positiveInt('AuthFlags', options.authFlags).toString(16).toUpperCase()}`
        : /^0x[0-9A-Fa-f]{1,8}$/.test(options.authFlags)
          ? options.authFlags
          : (() => {
              throw new QwcError('AuthFlags must be a hex number like 0xF');
            })();
  const lines: string[] = ['<?xml version="1.0" encoding="utf-8"?>', '<QBWCXML>'];
  const field = (name: string, value: string | undefined): void => {
    if (value !== undefined) lines.push(`  <${name}>${escape(value)}</${name}>`);
  };
  field('AppName', appName);
  field('AppID', checkText('AppID', options.appId ?? '', false));
  field('AppURL', appUrl);
  field('AppDescription', checkText('AppDescription', options.appDescription ?? '', false));
  field('AppSupport', appSupport);
  field('UserName', userName);
  field('OwnerID', ownerId);
  field('FileID', fileId);
  field('QBType', options.qbType ?? 'QBFS');
  if (options.qbType !== undefined && options.qbType !== 'QBFS' && options.qbType !== 'QBPOS') throw new QwcError('QBType must be QBFS or QBPOS');
  if (options.everyMinutes !== undefined || options.everySeconds !== undefined) {
    lines.push('  <Scheduler>');
    if (options.everyMinutes !== undefined) lines.push(`    <RunEveryNMinutes>${positiveInt('RunEveryNMinutes', options.everyMinutes)}</RunEveryNMinutes>`);
    else lines.push(`    <RunEveryNSeconds>${positiveInt('RunEveryNSeconds', options.everySeconds as number)}</RunEveryNSeconds>`);
    lines.push('  </Scheduler>');
  }
  field('IsReadOnly', String(options.readOnly ?? false));
  if (options.personalDataPref !== undefined && !['pdpOptional', 'pdpRequired', 'pdpNotNeeded'].includes(options.personalDataPref)) {
    throw new QwcError('PersonalDataPref must be pdpOptional, pdpRequired or pdpNotNeeded');
  }
  field('PersonalDataPref', options.personalDataPref);
  if (options.unattendedModePref !== undefined && !['umpOptional', 'umpRequired'].includes(options.unattendedModePref)) {
    throw new QwcError('UnattendedModePref must be umpOptional or umpRequired');
  }
  field('UnattendedModePref', options.unattendedModePref);
  field('AuthFlags', authFlags);
  if (options.certUrl !== undefined) field('CertURL', checkUrl('CertURL', checkText('CertURL', options.certUrl)));
  lines.push('</QBWCXML>', '');
  return lines.join('\r\n');
}
