/**
 * Emits `src/server.ts`: `create<Name>Server(handlers, options?)` over the runtime's `createSoapServer`, with one
 * typed handler per SOAP operation. Per operation the glue decodes the request element (runtime `readField`:
 * kinds, required, nil), validates it with the generated validator of the request type (a failure is a Client
 * fault naming the field), calls the handler, and encodes its result as the response element's child. The WSDL
 * the package was generated from is served at `?wsdl`, the documents it imports at the queries its locations
 * name (`?xsd=xsd0`); the default path is the first endpoint's. An operation bound in SOAP 1.2 (alone, or beside
 * 1.1) names its versions, and the one listener serves each at that path, answering in the request's version.
 */
import { messageCodecs, soapBinding, soapNames, soapOperations, type OperationHeaders } from '../../facts/soap.ts';
import { memberAccess } from '../../model/naming.ts';
import type { ApiModel } from '../../model/types.ts';
import type { EmitContext } from '../../part-kit/contract.ts';
import { renderDoc } from '../../part-kit/jsdoc.ts';
import type { SymbolTable } from '../../part-kit/symbols.ts';
import { buildSourceFile } from '../../part-kit/source-file.ts';
import { literal, propertyKey } from '../../part-kit/type-expression.ts';
import { decoderName, encoderName, headerSetName } from '../soap-messages/messages.ts';
import { soapServer } from '../soap-messages/runtime.ts';
import { operationSignatures, type OperationSignature } from '../soap-messages/signatures.ts';
import { servedDocuments, wsdlDocumentsName } from './wsdl.ts';

/** Source text of `src/server.ts`. */
export function emitSoapServer(model: ApiModel, context: Pick<EmitContext, 'symbols' | 'importFrom'>): string {
  const { symbols } = context;
  const names = soapNames(model);
  const used = new Set<string>();
  const { codecs } = messageCodecs(model);
  const signatures = operationSignatures(model, symbols, used);
  const path = defaultPath(model);
  const { headers } = soapBinding(model);
  // The documents the WSDL imports, served beside it (`?xsd=xsd0`); a user's own `wsdlDocuments` replaces them.
  const documents = (servedDocuments(model)?.imports.length ?? 0) > 0 ? wsdlDocumentsName(names.wsdl) : undefined;

  const handlerMembers = signatures.map((s) => {
    const doc = [s.op.summary ?? s.op.description ?? ''].filter((l) => l !== '');
    doc.push('', `Receives the \`${s.op.input.element}\` request; returns ${s.result ? `the \`${s.result.wire}\` value` : `the \`${s.op.output.element}\` value`}.`);
    if (headers.has(s.op.name)) {
      doc.push('', "`context.headers`: the request's SOAP Header entries; set the response's in `context.responseHeaders`.");
    }
    return `${renderDoc(doc)}${propertyKey(s.op.name)}?(request: ${s.requestType}, context: ${contextType(s.op.name, headers.get(s.op.name))}): ${s.resultType} | Promise<${s.resultType}>;`;
  });
  const operations = signatures.map((s) => operation(s, codecs, symbols, headers.get(s.op.name)));

  const statements = [
    `${renderDoc([
      `Handlers of ${model.title}: one per operation. A thrown \`SoapFault\` is sent as is; any other error becomes a`,
      '`Server` fault with a fixed message (the error goes to `onError`). An operation without a handler answers a',
      '`Server` fault saying it is not implemented.',
    ])}export interface ${names.handlers} {
${handlerMembers.join('\n')}
}`,
    `${renderDoc([`Options of {@link ${names.createServer}}: the runtime's listener options (limits, path, onError ...).`])}export interface ${names.serverOptions} extends Omit<$soap.SoapListenerOptions, 'operations' | 'wsdl'> {
  ${renderDoc(['WSDL served at `GET <path>?wsdl` (its `soap:address` rewritten to the URL reached). Default: the definition the package was generated from; `false` serves none.'])}wsdl?: string | ((serviceUrl: string) => string) | false;
}`,
    `${renderDoc(['A request value the validator refused: a Client fault naming the fields.'])}function $valid<V>(result: ValidationResult<V>, element: string): V {
  if (result.ok) return result.value;
  const problems = result.errors.slice(0, 5).map((e) => (e.path === '' ? e.message : \`\${e.path.slice(1)}: \${e.message}\`));
  throw $soap.SoapFault.client(\`Invalid \${element}: \${problems.join('; ')}\`);
}`,
    ...(headers.size > 0
      ? [
          `${renderDoc(['Decoded request Header entries, each checked by its validator (a failure is a Client fault naming the header).'])}function $validHeaders<H>(
  headers: { readonly [key: string]: unknown },
  validators: { readonly [key: string]: (value: unknown) => ValidationResult<unknown> },
): H {
  const out: { [key: string]: unknown } = {};
  for (const [key, check] of Object.entries(validators)) {
    if (headers[key] !== undefined) out[key] = $valid(check(headers[key]), \`header \${key}\`);
  }
  return out as H;
}`,
        ]
      : []),
    `${renderDoc([
      `SOAP server stub of ${model.title} ${model.version}: \`listener\` for an existing node:http server, or \`listen(port?, host?)\``,
      `(default 127.0.0.1 and a free port) resolving to \`{ url, close() }\`, \`url\` being the service address${path !== undefined ? ` (path \`${path}\` unless \`options.path\` says otherwise)` : ''}.`,
    ])}export function ${names.createServer}(handlers: ${names.handlers}, options: ${names.serverOptions} = {}): $soap.SoapServer {
  const { wsdl = ${names.wsdl}, ...listenerOptions } = options;
  return $soap.createSoapServer({
    ${path !== undefined ? `path: ${literal(path)},` : ''}${documents !== undefined ? `\n    ...(wsdl === false || wsdl === undefined ? {} : { wsdlDocuments: ${documents} }),` : ''}
    ...listenerOptions,
    ...(wsdl === false || wsdl === undefined ? {} : { wsdl }),
    operations: [
${operations.join(',\n')}
    ],
  });
}`,
  ];
  const imports = [
    '/// <reference types="node" />',
    soapServer.importNamespace('$soap'),
    context.importFrom('validators', { values: ['validate'], types: ['ValidationResult'] }),
    context.importFrom('soap-messages', { namespace: '$messages' }),
    `import { ${[names.wsdl, ...(documents !== undefined ? [documents] : [])].join(', ')} } from './wsdl.js';`,
    ...(used.size > 0 ? [context.importFrom('types', { types: [...used].sort() })] : []),
  ];
  const header = `${renderDoc([`SOAP server stub of ${model.title} ${model.version}. Generated from the definition; do not edit.`])}${imports.join('\n')}`;
  return buildSourceFile(header, statements);
}

/** The handler's context type: with typed headers when the operation declares some. */
function contextType(operation: string, shapes: OperationHeaders | undefined): string {
  if (shapes === undefined) return '$soap.SoapRequestContext';
  return `$soap.SoapHeadersContext<$messages.${headerSetName(operation, 'Request')}, $messages.${headerSetName(operation, 'Response')}>`;
}

function operation(
  s: OperationSignature,
  codecs: ReturnType<typeof messageCodecs>['codecs'],
  symbols: SymbolTable,
  shapes: OperationHeaders | undefined,
): string {
  const { op } = s;
  const validator = memberAccess('validate', s.requestType);
  const wrap = s.result ? `{ ${propertyKey(s.result.key)}: result }` : 'result';
  const context = shapes === undefined ? 'context' : `context as ${contextType(op.name, shapes)}`;
  const headerMembers =
    shapes === undefined
      ? ''
      : `
  inputHeaders: [${shapes.input.map((h) => `{ name: ${literal(h.header.element)}, namespace: ${literal(h.header.namespace)} }`).join(', ')}],
  decodeHeaders: (entries) => $validHeaders<$messages.${headerSetName(op.name, 'Request')}>($messages.decode${headerSetName(op.name, 'Request')}(entries), { ${shapes.input
    .map((h) => `${propertyKey(h.header.name)}: ${memberAccess('validate', symbols.inputName(h.header.type))}`)
    .join(', ')} }),
  encodeHeaders: (headers) => $messages.encode${headerSetName(op.name, 'Response')}(headers as $messages.${headerSetName(op.name, 'Response')}),`;
  return `$soap.soapOperation<${s.requestType}, ${s.resultType}>({
  name: ${literal(op.name)},
  soapAction: ${literal(op.soapAction)},${versionsMember(op)}
  namespace: ${literal(op.input.namespace)},
  inputElement: ${literal(op.input.element)},
  outputElement: ${literal(op.output.element)},
  qualified: ${s.output.qualified},${op.style === 'rpc' ? ' anyNamespace: true,' : ''}
  decode: (body) => $valid(${validator}($messages.${decoderName(s.input.key, codecs, symbols)}(body)), ${literal(op.input.element)}),
  handle: (request, context) => handlers${accessor(op.name)} !== undefined ? handlers${accessor(op.name)}(request, ${context}) : $soap.notImplemented(${literal(op.name)}),
  encode: (result) => $messages.${encoderName(s.output.key, codecs, symbols)}(${wrap}),${headerMembers}
})`;
}

/** ` soapVersions: [...]` for an operation served in anything but SOAP 1.1 alone (whose code stays as it was). */
function versionsMember(op: OperationSignature['op']): string {
  const versions = op.soapVersions ?? [op.soapVersion];
  if (versions.length === 1 && versions[0] === '1.1') return '';
  return ` soapVersions: [${versions.map((v) => literal(v)).join(', ')}],`;
}

function accessor(key: string): string {
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(key) ? `.${key}` : `[${literal(key)}]`;
}

/** Path of the first endpoint of a service with SOAP operations (the WSDL's `soap:address`). */
function defaultPath(model: ApiModel): string | undefined {
  const names = new Set(soapOperations(model).map((op) => op.name));
  const service = model.services.find((s) => s.operations.some((op) => names.has(op.name)));
  const url = service?.endpoints[0]?.url;
  if (url === undefined) return undefined;
  try {
    return new URL(url).pathname;
  } catch {
    return undefined;
  }
}
