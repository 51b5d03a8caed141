/**
 * The `soap-server` part (models with SOAP operations): `src/server.ts`, `create<Api>Server(handlers)`, a hardened
 * SOAP listener with one typed handler per operation (server.ts), which also serves the WSDL the package was
 * generated from (`src/wsdl.ts`), over `createSoapServer` in `templates/soap-server/`.
 */
import { hasSoap, soapNames } from '../../facts/soap.ts';
import { definePart } from '../../part-kit/contract.ts';
import { soapMessages, soapServer } from '../soap-messages/runtime.ts';
import { emitSoapServer } from './server.ts';
import { emitSoapWsdl } from './wsdl.ts';

export default definePart({
  name: 'soap-server',
  requires: ['types', 'validators', 'soap-messages'],
  entry: 'server',
  applies: hasSoap,
  packages: () => ({ '@types/node': 'peer' }),
  exports: (model) => {
    const names = soapNames(model);
    return [
      { from: 'src/server.ts', values: [names.createServer], types: [names.handlers, names.serverOptions] },
      { from: 'src/wsdl.ts', values: [names.wsdl] },
      soapMessages.names(['SoapFault', 'XmlEncodingError']),
      soapServer.names([], ['RunningSoapServer', 'SoapRequestContext', 'SoapServer']),
    ];
  },
  emit: (model, context) => [
    { path: 'src/server.ts', content: emitSoapServer(model, context) },
    { path: 'src/wsdl.ts', content: emitSoapWsdl(model, soapNames(model).wsdl) },
  ],
  readme: (model) => [
    `- \`server\`: \`${soapNames(model).createServer}(handlers)\`, a hardened SOAP listener that also serves the WSDL (Node).`,
  ],
});
