/**
 * The `soap-messages` part (models with SOAP operations): `src/soap-messages.ts`, one decoder and one encoder per
 * message type (messages.ts), over the XML, envelope and fault runtime of `templates/soap-messages/`. Internal: the
 * SOAP client and server parts require it, and export its public names (`SoapFault`, `XmlEncodingError`).
 */
import { hasSoap, soapBinding } from '../../facts/soap.ts';
import { typeIndex } from '../../facts/types.ts';
import { read } from '../../facts/index.ts';
import { diagnostic } from '../../model/diagnostics.ts';
import type { ApiModel, Diagnostic } from '../../model/types.ts';
import { definePart } from '../../part-kit/contract.ts';
import { emitSoapMessages } from './messages.ts';

/**
 * Message types the SOAP runtime cannot carry stop generation (located at the operation); properties it leaves
 * out of a message (XML attributes, unions of objects ...) are warnings located at their type.
 */
function checkSoap(model: ApiModel): Diagnostic[] {
  const { codecs, problems, skippedHeaders } = soapBinding(model);
  if (problems.length > 0) return problems.map((p) => diagnostic('SVC007', p.message, p.operation.source));
  const types = read(model, typeIndex);
  const out: Diagnostic[] = skippedHeaders.map((s) =>
    diagnostic('SVC007', `${s.operation.name}: header ${s.header.name} (${s.reason}) is not carried`, s.operation.source, {
      severity: 'warning',
      hint: 'The client does not send it and the server does not read it; other headers and the body travel.',
    }),
  );
  for (const codec of codecs.values()) {
    const owner = codec.named ?? codec.key.split('.')[0];
    for (const skipped of codec.skipped) {
      out.push(
        diagnostic('SVC007', `${codec.named ?? codec.key}.${skipped}: the SOAP client and server leave it out`, types.get(owner)?.source ?? model.source, {
          severity: 'warning',
          hint: 'The generated type keeps the property; values travel without it. Model it as an element to carry it.',
        }),
      );
    }
  }
  return out;
}

export default definePart({
  name: 'soap-messages',
  requires: ['types'],
  entry: 'soap-messages',
  internal: true,
  platform: 'browser',
  applies: hasSoap,
  packages: () => ({ 'fast-xml-parser': 'dependency' }),
  check: checkSoap,
  emit: (model, context) => [{ path: 'src/soap-messages.ts', content: emitSoapMessages(model, context) }],
});
