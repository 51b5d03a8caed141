/**
 * Emits `src/client.ts`: `<Name>Client`, one async method per SOAP operation. A method takes the request
 * element's fields as an object, writes the envelope (runtime `writeEnvelope`), posts it (`callSoap`: quoted
 * SOAPAction, `text/xml; charset=utf-8`; for a SOAP 1.2 binding `application/soap+xml; action="..."` and the 1.2
 * envelope, and where the definition binds both, the client's `soapVersion` option picks), decodes the response element and resolves to its single child's value
 * (the whole value when the response has several children). Faults reject with `SoapFault`; HTTP errors without
 * a fault, timeouts and responses that do not fit the definition reject with the runtime's other error classes.
 */
import { messageCodecs, soapBinding, soapNames } from '../../facts/soap.ts';
import { isIdentifier } from '../../model/naming.ts';
import type { ApiModel } from '../../model/types.ts';
import type { EmitContext } from '../../part-kit/contract.ts';
import { renderDoc } from '../../part-kit/jsdoc.ts';
import type { SymbolTable } from '../../part-kit/symbols.ts';
import { buildSourceFile } from '../../part-kit/source-file.ts';
import { literal } from '../../part-kit/type-expression.ts';
import { decoderName, encoderName, headerSetName } from '../soap-messages/messages.ts';
import { soapClient } from '../soap-messages/runtime.ts';
import { operationSignatures, type OperationSignature } from '../soap-messages/signatures.ts';

/** Source text of `src/client.ts`. */
export function emitSoapClient(model: ApiModel, context: Pick<EmitContext, 'symbols' | 'importFrom'>): string {
  const { symbols } = context;
  const names = soapNames(model);
  const used = new Set<string>();
  const { codecs } = messageCodecs(model);
  const signatures = operationSignatures(model, symbols, used);
  const { headers } = soapBinding(model);
  const methods = signatures.map((s) => method(s, names.callOptions, codecs, symbols, headers));
  // Only a service with SOAP headers gets the call's header arguments (a service without keeps its code as it was).
  const withHeaders = headers.size > 0;
  // The versions the operations are bound in; a SOAP 1.1-only service keeps its code as it was.
  const versions: ('1.1' | '1.2')[] = [];
  for (const s of signatures) for (const v of s.op.soapVersions ?? [s.op.soapVersion]) if (!versions.includes(v)) versions.push(v);
  const defaultVersion = versions[0] ?? '1.1';
  const versioned = versions.some((v) => v !== '1.1');
  const chooses = versions.length > 1;

  const statements = [
    `${renderDoc([`Options of {@link ${names.client}}; the limits on a reply (\`maxResponseBytes\`, default 50 MiB, and the XML limits \`maxDepth\`, \`maxElements\`, \`maxAttributesPerElement\`, \`maxAttributes\`, the server's defaults) come from \`SoapClientLimits\`.`])}export interface ${names.clientOptions} extends $soap.SoapClientLimits {
  ${renderDoc(['The service address (POST target), e.g. the WSDL\'s `soap:address`.'])}url: string;
  ${renderDoc(['`fetch` implementation; default `globalThis.fetch`.'])}fetch?: $soap.FetchLike;
  ${renderDoc(['Time allowed for each whole call, in ms; default 60 000; 0 = none.'])}timeoutMs?: number;
  ${renderDoc(['HTTP headers sent with every call (Content-Type and SOAPAction are always set by the client).'])}headers?: { readonly [name: string]: string };${
    chooses
      ? `
  ${renderDoc([`SOAP version of the calls, one the definition binds (${versions.join(', ')}); default ${defaultVersion}, the binding reached first. 1.2 sends \`application/soap+xml; action="..."\` and the 1.2 envelope.`])}soapVersion?: ${versions.map((v) => literal(v)).join(' | ')};`
      : ''
  }
}`,
    `${renderDoc(['Options of one call.'])}export interface ${names.callOptions} {
  signal?: AbortSignal;
  ${renderDoc(['Overrides the client\'s `timeoutMs` for this call.'])}timeoutMs?: number;
}`,
    `${renderDoc([
      `SOAP ${chooses ? `${versions.join(' / ')} (\`soapVersion\`, default ${defaultVersion})` : defaultVersion} client of ${model.title} ${model.version}: one method per operation.`,
      '',
      'Each resolves to the result value (the response element\'s single child: absent = `undefined`, nil = `null`).',
      'Rejects with `SoapFault` (the service answered with a fault), `SoapHttpError` (an HTTP error without a fault;',
      '`SoapRedirectError` for a redirect to another origin, or other than 307/308), `SoapTimeoutError`,',
      '`SoapResponseError` (a reply that is not XML, is empty, cannot be decoded or does not fit the definition, with its',
      'status, headers and an excerpt; `SoapResponseTooLargeError` past `maxResponseBytes`) or `XmlEncodingError` (a',
      'request value that cannot be written).',
    ])}export class ${names.client} {
  readonly #options: ${names.clientOptions};

  constructor(options: ${names.clientOptions}) {
    this.#options = { ...options };
  }

${methods.join('\n\n')}

  async #call<R>(
    soapAction: string,
    namespace: string,
    element: string,
    responseElement: string,
    qualified: boolean,
    fields: readonly $soap.Field[],
    decode: (body: $soap.XmlElement) => R,
    options: ${names.callOptions} | undefined,${
      withHeaders
        ? `
    soapHeaders?: {
      readonly entries: readonly $soap.HeaderEntry[];
      readonly understood: ReadonlySet<string>;
      readonly received?: ((entries: readonly $soap.XmlElement[]) => void) | undefined;
    },`
        : ''
    }
  ): Promise<R> {
    ${versioned ? `const soapVersion = ${chooses ? `this.#options.soapVersion ?? ${literal(defaultVersion)}` : literal(defaultVersion)};
    ` : ''}const envelope = $soap.writeEnvelope({ namespace, element, fields, qualified${withHeaders ? ', headers: soapHeaders?.entries' : ''}${versioned ? ', soapVersion' : ''} });
    const timeoutMs = options?.timeoutMs ?? this.#options.timeoutMs;
    const body = await $soap.callSoap({
      url: this.#options.url,
      soapAction,
      envelope,${versioned ? `
      soapVersion,` : ''}
      expect: { element: responseElement, namespace },
      limits: this.#options,
      ...(this.#options.fetch !== undefined ? { fetch: this.#options.fetch } : {}),
      ...(timeoutMs !== undefined ? { timeoutMs } : {}),
      ...(this.#options.headers !== undefined ? { headers: this.#options.headers } : {}),
      ...(options?.signal !== undefined ? { signal: options.signal } : {}),${
        withHeaders
          ? `
      ...(soapHeaders !== undefined ? { understoodHeaders: soapHeaders.understood } : {}),
      ...(soapHeaders?.received !== undefined ? { onHeaders: soapHeaders.received } : {}),`
          : ''
      }
    });
    try {
      return decode(body);
    } catch (error) {
      // The decoders' complaints are Client faults for a server; for a client they mean a bad response.
      if (error instanceof $soap.SoapFault) throw new $soap.SoapResponseError(\`Invalid \${responseElement}: \${error.faultstring}\`);
      throw error;
    }
  }
}`,
  ];
  const imports = [
    soapClient.importNamespace('$soap'),
    context.importFrom('soap-messages', { namespace: '$messages' }),
    ...(used.size > 0 ? [context.importFrom('types', { types: [...used].sort() })] : []),
  ];
  const header = `${renderDoc([`SOAP client of ${model.title} ${model.version}. Generated from the definition; do not edit.`])}${imports.join('\n')}`;
  return buildSourceFile(header, statements);
}

function method(
  s: OperationSignature,
  callOptions: string,
  codecs: ReturnType<typeof messageCodecs>['codecs'],
  symbols: SymbolTable,
  headers: ReturnType<typeof soapBinding>['headers'],
): string {
  const { op } = s;
  const shapes = headers.get(op.name);
  const doc = [op.summary, op.description].filter((l): l is string => l !== undefined && l !== '');
  const paragraphs = doc.flatMap((l, i) => (i === 0 ? [l] : ['', l]));
  paragraphs.push('', `SOAPAction \`${op.soapAction}\`; sends \`${op.input.element}\`, resolves to ${s.result ? `\`${op.output.element}/${s.result.wire}\`` : `the \`${op.output.element}\` value`}.`);
  if (shapes !== undefined) {
    paragraphs.push(
      '',
      [
        shapes.input.length > 0 ? `\`options.soapHeaders\`: the request's Header entries (${shapes.input.map((h) => `\`${h.header.name}\``).join(', ')}), marked mustUnderstand when named in \`options.mustUnderstand\`.` : '',
        shapes.output.length > 0 ? `\`options.onResponseHeaders\` receives the response's (${shapes.output.map((h) => `\`${h.header.name}\``).join(', ')}).` : '',
      ].filter((l) => l !== '').join(' '),
    );
  }
  if (op.deprecated) paragraphs.push('', '@deprecated');
  const param = `request: ${s.requestType}${s.requestOptional ? ' = {}' : ''}`;
  const decode = `$messages.${decoderName(s.output.key, codecs, symbols)}`;
  const unwrap = s.result ? `(body) => ${decode}(body)${accessor(s.result.key)}` : decode;
  if (shapes !== undefined) {
    const requestSet = `$messages.${headerSetName(op.name, 'Request')}`;
    const responseSet = `$messages.${headerSetName(op.name, 'Response')}`;
    const extra = [
      ...(shapes.input.length > 0
        ? [`soapHeaders?: ${requestSet}`, `mustUnderstand?: readonly (keyof ${requestSet})[]`]
        : []),
      ...(shapes.output.length > 0 ? [`onResponseHeaders?: (headers: ${responseSet}) => void`] : []),
    ];
    const understood = shapes.output.map((h) => literal(`{${h.header.namespace}}${h.header.element}`));
    const entries =
      shapes.input.length > 0
        ? `$messages.encode${headerSetName(op.name, 'Request')}(options?.soapHeaders ?? {}, options?.mustUnderstand)`
        : '[]';
    const received =
      shapes.output.length > 0
        ? `, received: options?.onResponseHeaders === undefined ? undefined : (entries) => options.onResponseHeaders?.($messages.decode${headerSetName(op.name, 'Response')}(entries) as ${responseSet})`
        : '';
    return `${renderDoc(paragraphs)}async ${op.name}(${param}, options?: ${callOptions} & { ${extra.join('; ')} }): Promise<${s.resultType}> {
  return this.#call(
    ${literal(op.soapAction)},
    ${literal(op.input.namespace)},
    ${literal(op.input.element)},
    ${literal(op.output.element)},
    ${s.input.qualified},
    $messages.${encoderName(s.input.key, codecs, symbols)}(request),
    ${unwrap},
    options,
    { entries: ${entries}, understood: new Set([${understood.join(', ')}])${received} },
  );
}`;
  }
  return `${renderDoc(paragraphs)}async ${op.name}(${param}, options?: ${callOptions}): Promise<${s.resultType}> {
  return this.#call(
    ${literal(op.soapAction)},
    ${literal(op.input.namespace)},
    ${literal(op.input.element)},
    ${literal(op.output.element)},
    ${s.input.qualified},
    $messages.${encoderName(s.input.key, codecs, symbols)}(request),
    ${unwrap},
    options,
  );
}`;
}

function accessor(key: string): string {
  return isIdentifier(key) ? `.${key}` : `[${literal(key)}]`;
}
