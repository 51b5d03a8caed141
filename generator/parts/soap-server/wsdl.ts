/**
 * Emits `src/wsdl.ts`: the WSDL text the package was generated from, as a string constant, so the server stub
 * can serve it at `?wsdl`, and every document it imports or includes (`xs:import`/`xs:include` schemaLocation,
 * `wsdl:import` location, recursively) as a table the server serves at `?xsd=xsd<n>` / `?wsdl=wsdl<n>`, each
 * location rewritten to that query (issue 23, class 10: node-soap and other clients fetch them from the server).
 * The model does not carry the texts, so they are read at emit time (same files in, same bytes out; numbered in
 * the order they are met, depth first). Embedded, never read at run time: the server serves only these texts.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { ApiModel } from '../../model/types.ts';
import { renderDoc } from '../../part-kit/jsdoc.ts';
import { recordFile } from '../../read-ledger.ts';
import { buildSourceFile } from '../../part-kit/source-file.ts';

/** What the server serves: the root WSDL and the documents it reaches, by query (`xsd=xsd0`), in order. */
export interface ServedDocuments {
  readonly root: string;
  readonly imports: readonly { readonly query: string; readonly text: string }[];
}

function readXml(file: string): string | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  recordFile(file, text);
  text = text.replace(/^\uFEFF/, '');
  return text.trimStart().startsWith('<') ? text : undefined;
}

/** The root definition's text, or undefined when it cannot be read (a model built in memory) or is not XML. */
export function definitionText(model: ApiModel): string | undefined {
  return readXml(resolve(model.source.file));
}

/**
 * Start tags of `import`/`include` elements (any prefix), skipping comments, CDATA and processing instructions;
 * their `schemaLocation` (XSD) or `location` (wsdl:import) attribute.
 */
const TAGS = /<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<\?[\s\S]*?\?>|<(?:[A-Za-z_][\w.-]*:)?(?:import|include)\b[^>]*>/g;
const LOCATION = /(\s(?:schemaLocation|location)\s*=\s*)("([^"]*)"|'([^']*)')/;
const REMOTE = /^[a-z][a-z0-9+.-]*:/i;
/** A WSDL's root element (a schema's is `schema`). */
const DEFINITIONS_ROOT = /^(?:\s|<\?[\s\S]*?\?>|<!--[\s\S]*?-->)*<(?:[A-Za-z_][\w.-]*:)?definitions\b/;

const served = new WeakMap<ApiModel, ServedDocuments | null>();

/**
 * The root WSDL and every local document it reaches, each reference rewritten to the query the server serves it
 * at. A remote or unreadable location is left as written (the parser has reported an unreadable one).
 */
export function servedDocuments(model: ApiModel): ServedDocuments | undefined {
  const known = served.get(model);
  if (known !== undefined) return known ?? undefined;
  const rootFile = resolve(model.source.file);
  const rootText = readXml(rootFile);
  if (rootText === undefined) {
    served.set(model, null);
    return undefined;
  }
  const queries = new Map<string, string>([[rootFile, '']]);
  const imports: { query: string; text: string }[] = [];
  const counts = { xsd: 0, wsdl: 0 };
  const rewrite = (file: string, text: string): string =>
    text.replace(TAGS, (tag) => {
      if (tag.startsWith('<!') || tag.startsWith('<?')) return tag;
      return tag.replace(LOCATION, (attribute, start: string, _quoted: string, double?: string, single?: string) => {
        const location = (double ?? single ?? '').trim();
        if (location === '' || REMOTE.test(location)) return attribute;
        const target = resolve(dirname(file), location.replace(/&amp;/g, '&'));
        let query = queries.get(target);
        if (query === undefined) {
          const targetText = readXml(target);
          if (targetText === undefined) return attribute;
          const kind = DEFINITIONS_ROOT.test(targetText) ? 'wsdl' : 'xsd';
          query = `${kind}=${kind}${counts[kind]++}`;
          queries.set(target, query);
          const entry = { query, text: '' };
          imports.push(entry);
          entry.text = rewrite(target, targetText);
        }
        // The root itself, imported back, is `?wsdl`.
        return `${start}"?${query === '' ? 'wsdl' : query}"`;
      });
    });
  const result = { root: rewrite(rootFile, rootText), imports };
  served.set(model, result);
  return result;
}

/** Name of the table of imported documents beside the WSDL constant `name` (`connectorWsdl` -> `connectorWsdlDocuments`). */
export function wsdlDocumentsName(name: string): string {
  return `${name}Documents`;
}

function stringLiteral(text: string): string {
  // JSON string syntax is valid JavaScript; the formatter turns it into the project's quote style.
  return JSON.stringify(text).replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** Source text of `src/wsdl.ts`: the constant `name` (`connectorWsdl`), and its documents' table when it imports some. */
export function emitSoapWsdl(model: ApiModel, name: string): string {
  const documents = servedDocuments(model);
  const doc = renderDoc([
    `The WSDL of ${model.title} ${model.version} (\`${model.source.file}\`), served by the server stub at \`?wsdl\`.`,
    documents === undefined ? 'The definition could not be read when the package was generated.' : 'Generated; do not edit.',
  ]);
  const statements = [
    documents === undefined
      ? `${doc}export const ${name}: string | undefined = undefined;`
      : `${doc}export const ${name}: string | undefined = ${stringLiteral(documents.root)};`,
  ];
  if (documents !== undefined && documents.imports.length > 0) {
    const entries = documents.imports.map(({ query, text }) => `${stringLiteral(query)}: ${stringLiteral(text)}`);
    statements.push(
      `${renderDoc([
        `The documents the WSDL imports or includes, by the query the server stub serves each at (\`?${documents.imports[0].query}\`);`,
        'their locations, and the WSDL\'s, name those queries. Generated; do not edit.',
      ])}export const ${wsdlDocumentsName(name)}: { readonly [query: string]: string } = {\n${entries.join(',\n')}\n};`,
    );
  }
  return buildSourceFile('', statements);
}
