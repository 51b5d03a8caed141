/**
 * The `soap-client` part (models with SOAP operations): `src/client.ts`, `<Api>Client` with one method per
 * operation (client.ts), over `callSoap` and its errors in `templates/soap-client/`. Runs wherever `fetch` does.
 */
import { hasSoap, soapNames } from '../../facts/soap.ts';
import { definePart } from '../../part-kit/contract.ts';
import { soapClient, soapMessages } from '../soap-messages/runtime.ts';
import { emitSoapClient } from './client.ts';

export default definePart({
  name: 'soap-client',
  requires: ['types', 'soap-messages'],
  entry: 'client',
  platform: 'browser',
  applies: hasSoap,
  exports: (model) => {
    const names = soapNames(model);
    return [
      { from: 'src/client.ts', values: [names.client], types: [names.clientOptions, names.callOptions] },
      soapMessages.names(['SoapFault', 'XmlEncodingError']),
      soapClient.names(['SoapHttpError', 'SoapRedirectError', 'SoapResponseError', 'SoapResponseTooLargeError', 'SoapTimeoutError'], ['FetchLike', 'SoapClientLimits']),
    ];
  },
  emit: (model, context) => [{ path: 'src/client.ts', content: emitSoapClient(model, context) }],
  readme: (model) => [`- \`client\`: \`${soapNames(model).client}\`, one method per operation over SOAP; runs wherever \`fetch\` does.`],
});
