/**
 * libxml2's xmllint, compiled to WebAssembly (the `xmllint-wasm` package, installed by `npm ci`), for the
 * tests that check XML well-formedness and XSD validity: the same engine as the system `xmllint`, with no
 * system package needed. Files are passed in memory; libxml2 reads nothing from disk or the network.
 */
import { validateXML } from 'xmllint-wasm';

export interface XmlFile {
  fileName: string;
  contents: string;
}

/**
 * Runs `xmllint --noout [--schema <schema>] <xml>`; resolves to libxml2's messages (`file:line: ...`), empty
 * when the document is well-formed (and valid against the schema, when one is given).
 */
export async function xmllint(xml: XmlFile, schema?: XmlFile): Promise<string[]> {
  const result = await validateXML({ xml, schema: schema ? [schema] : [] });
  // libxml2 echoes the offending source line (and a caret) after a parser error; keep its own messages.
  const messages = result.errors.filter((e) => e.loc !== null).map((e) => e.rawMessage);
  if (!result.valid && messages.length === 0) return [result.rawOutput.trim() || 'xmllint: invalid'];
  return messages;
}
