/**
 * Which parser reads an input file: chosen by extension, then by content, never by file name.
 */
import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import type { ParseResult } from './model/diagnostics.ts';
import { parseOpenApi } from './parse/openapi/index.ts';
import { parseWsdl } from './parse/wsdl/index.ts';

export type InputFormat = 'openapi' | 'wsdl';

/** The three definitions this repository ships; `npm run generate` with no `--input` builds these. */
export const DEFAULT_INPUTS = [
  'definitions/connector.wsdl',
  'definitions/payments/openapi.yaml',
  'definitions/accounting/openapi.yaml',
];

export async function detectFormat(file: string): Promise<InputFormat> {
  const ext = extname(file).toLowerCase();
  if (ext === '.wsdl' || ext === '.xml') return 'wsdl';
  if (ext === '.yaml' || ext === '.yml' || ext === '.json') return 'openapi';
  // Unknown extension: XML starts with '<' (after an optional BOM and whitespace).
  const head = (await readFile(file, 'utf8').catch(() => '')).replace(/^\uFEFF/, '').trimStart();
  return head.startsWith('<') ? 'wsdl' : 'openapi';
}

export async function parseInput(file: string, options: { name?: string } = {}): Promise<ParseResult> {
  const format = await detectFormat(file);
  return format === 'wsdl' ? parseWsdl(file, options) : parseOpenApi(file, options);
}
