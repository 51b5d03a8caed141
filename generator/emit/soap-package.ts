/**
 * The SOAP part of a package (models with SOAP operations): typed client and server stub over the runtime in
 * `templates/soap/`. See package-part.ts for the contract.
 *
 * Files: `src/soap-messages.ts` (codecs), `src/client.ts`, `src/server.ts`, `src/wsdl.ts`; runtime under
 * `src/runtime/soap/`. Exports: `<Name>Client`, `create<Name>Server`, their option and handler types, the WSDL
 * text (`<name>Wsdl`) and the runtime's error classes.
 */
import { diagnostic } from '../model/diagnostics.ts';
import type { ApiModel, Diagnostic } from '../model/types.ts';
import { EMPTY_PART, pinnedVersions, type PackagePart } from './package-part.ts';
import { emitSoapClient } from './soap-client.ts';
import { emitSoapMessages } from './soap-messages.ts';
import { emitSoapServer } from './soap-server.ts';
import { messageCodecs, SoapBindingError, soapOperations } from './soap-shapes.ts';
import { SOAP_RUNTIME_TYPES, SOAP_RUNTIME_VALUES, soapNames } from './soap-signatures.ts';
import { emitSoapWsdl } from './soap-wsdl.ts';

const hasSoap = (model: ApiModel): boolean => soapOperations(model).length > 0;

/** Runtime modules, relative to `templates/`; `soap/index.ts` re-exports the others. */
const SOAP_TEMPLATES: readonly string[] = [
  'soap/client-errors.ts',
  'soap/client.ts',
  'soap/envelope.ts',
  'soap/fault.ts',
  'soap/fields.ts',
  'soap/handler-timeout.ts',
  'soap/http-body.ts',
  'soap/index.ts',
  'soap/server.ts',
  'soap/xml-charset.ts',
  'soap/xml-scan.ts',
  'soap/xml-text.ts',
  'soap/xml-tree.ts',
];

/**
 * Message types the SOAP runtime cannot carry stop generation (located at the operation); properties it leaves
 * out of a message (XML attributes, unions of objects ...) are warnings located at their type.
 */
function checkSoap(model: ApiModel): Diagnostic[] {
  if (!hasSoap(model)) return [];
  const out: Diagnostic[] = [];
  for (const op of soapOperations(model)) {
    if (op.input.namespace !== op.output.namespace) {
      out.push(
        diagnostic('SVC007', `operation ${op.name}: input and output elements in different namespaces`, op.source),
      );
    }
    try {
      messageCodecs(model, [op]);
    } catch (error) {
      if (!(error instanceof SoapBindingError)) throw error;
      out.push(diagnostic('SVC007', error.message, op.source));
    }
  }
  if (out.length > 0) return out;
  const sources = new Map(model.types.map((t) => [t.name, t.source]));
  for (const codec of messageCodecs(model).codecs.values()) {
    const owner = codec.named ?? codec.key.split('.')[0];
    for (const skipped of codec.skipped) {
      out.push(
        diagnostic(
          'SVC007',
          `${codec.named ?? codec.key}.${skipped}: the SOAP client and server leave it out`,
          sources.get(owner) ?? model.source,
          {
            severity: 'warning',
            hint: 'The generated type keeps the property; values travel without it. Model it as an element to carry it.',
          },
        ),
      );
    }
  }
  return out;
}

export const soapPart: PackagePart = {
  ...EMPTY_PART,
  name: 'soap',
  readme: (model) => {
    if (!hasSoap(model)) return [];
    const names = soapNames(model);
    return [
      `- \`src/client.ts\`: \`${names.client}\`, one method per operation over SOAP.`,
      `- \`src/server.ts\`: \`${names.createServer}(handlers)\`, a hardened SOAP listener that also serves the WSDL (\`src/wsdl.ts\`).`,
    ];
  },
  check: checkSoap,
  exportedNames: (model) => {
    if (!hasSoap(model)) return [];
    const names = soapNames(model);
    return [
      names.client,
      names.clientOptions,
      names.callOptions,
      names.createServer,
      names.serverOptions,
      names.handlers,
      names.wsdl,
      ...SOAP_RUNTIME_VALUES,
      ...SOAP_RUNTIME_TYPES,
    ];
  },
  templates: (model) => (hasSoap(model) ? [...SOAP_TEMPLATES] : []),
  dependencies: (model): Record<string, string> =>
    hasSoap(model) ? pinnedVersions(['@types/node', 'fast-xml-parser']) : {},
  emit: (model, symbols) =>
    hasSoap(model)
      ? [
          { path: 'src/soap-messages.ts', content: emitSoapMessages(model, symbols) },
          { path: 'src/client.ts', content: emitSoapClient(model, symbols) },
          { path: 'src/server.ts', content: emitSoapServer(model, symbols) },
          { path: 'src/wsdl.ts', content: emitSoapWsdl(model) },
        ]
      : [],
  indexLines: (model) => {
    if (!hasSoap(model)) return [];
    const names = soapNames(model);
    return [
      `export { ${names.client}, type ${names.clientOptions}, type ${names.callOptions} } from './client.js';`,
      `export { ${names.createServer}, type ${names.handlers}, type ${names.serverOptions} } from './server.js';`,
      `export { wsdl as ${names.wsdl} } from './wsdl.js';`,
      `export { ${SOAP_RUNTIME_VALUES.join(', ')} } from './runtime/soap/index.js';`,
      `export type { ${SOAP_RUNTIME_TYPES.join(', ')} } from './runtime/soap/index.js';`,
    ];
  },
};
