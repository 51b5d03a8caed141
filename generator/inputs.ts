/**
 * Which parser reads an input file: chosen by extension, then by content, never by file name.
 */
import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import type { ParseResult } from './model/diagnostics.ts';

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

/** Each parser is loaded only when an input needs it (a YAML or XML library is part of every run's start-up). */
export async function parseInput(file: string, options: { name?: string } = {}): Promise<ParseResult> {
  if ((await detectFormat(file)) === 'wsdl') {
    const { parseWsdl } = await import('./parse/wsdl/index.ts');
    return parseWsdl(file, options);
  }
  const { parseOpenApi } = await import('./parse/openapi/index.ts');
  return parseOpenApi(file, options);
}
