/**
 * Host data from the first `strHCPResponse` (the desktop application's host, company and preferences query
 * results). The document comes from the client, so it is read defensively: only the first 256 KiB are looked
 * at, with linear patterns over plain element text; no DTD, entity or nesting is ever interpreted.
 */
import type { HostInfo } from './session-types.js';

/** How much of the host document is read; real ones are a few KiB. */
export const HOST_DOCUMENT_SCAN_BYTES: number = 256 * 1024;
const MAX_VALUE = 256;
const MAX_VERSIONS = 64;

/** The request fields of sendRequestXML that describe the client (format prefix stripped). */
export interface HostRequestFields {
  readonly strHCPResponse?: string | undefined;
  readonly strCompanyFileName?: string | undefined;
  readonly country?: string | undefined;
  readonly major: number;
  readonly minor: number;
}

/** Reads the host data; fields the document lacks are `''` (a short or hostile document is not an error). */
export function readHostInfo(fields: HostRequestFields): HostInfo {
  const text = (fields.strHCPResponse ?? '').slice(0, HOST_DOCUMENT_SCAN_BYTES);
  const country = firstText(text, 'Country');
  return {
    productName: firstText(text, 'ProductName'),
    majorVersion: firstText(text, 'MajorVersion'),
    minorVersion: firstText(text, 'MinorVersion'),
    country: country !== '' ? country : clip(fields.country ?? ''),
    supportedVersions: supportedVersions(text),
    companyFile: clip(fields.strCompanyFileName ?? ''),
    formatMajor: fields.major,
    formatMinor: fields.minor,
  };
}

function clip(value: string): string {
  return value.length > MAX_VALUE ? value.slice(0, MAX_VALUE) : value;
}

/** Text of the first `<name>text</name>` (text without markup), decoded; `''` when absent. */
function firstText(text: string, name: string): string {
  const match = new RegExp(`<${name}>([^<]{0,${MAX_VALUE}})</${name}>`).exec(text);
  return match ? decodeText(match[1]) : '';
}

function supportedVersions(text: string): string[] {
  const versions: string[] = [];
  for (const match of text.matchAll(/<Supported[A-Za-z]{0,16}Version>([0-9]{1,4}(?:\.[0-9]{1,4}){0,3})<\//g)) {
    versions.push(match[1]);
    if (versions.length === MAX_VERSIONS) break;
  }
  return versions;
}

const NAMED: Readonly<Record<string, string>> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** The five XML entities and character references; anything else is left as written. */
function decodeText(value: string): string {
  if (!value.includes('&')) return value;
  return value.replace(/&(#x[0-9A-Fa-f]{1,6}|#[0-9]{1,7}|lt|gt|amp|quot|apos);/g, (whole, ref: string) => {
    if (ref[0] !== '#') return NAMED[ref] ?? whole;
    const code = ref[1] === 'x' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : whole;
  });
}
