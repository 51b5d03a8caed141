/**
 * The `rest-server` part (models with HTTP operations): `src/server.ts`, `create<Api>Server(handlers)`, a server
 * stub that routes, checks security requirements and rate limits, validates requests with the generated validators and
 * answers errors in the interface's own format (server.ts), over the hardened node:http core of
 * `templates/rest-server/`.
 */
import { hasHttp, restNames } from '../../facts/http.ts';
import { definePart } from '../../part-kit/contract.ts';
import { nodeRefusals, serverCore } from './runtime.ts';
import { emitRestServer } from './server.ts';

export default definePart({
  name: 'rest-server',
  requires: ['operations', 'validators', 'rest-client'],
  entry: 'server',
  applies: hasHttp,
  packages: () => ({ '@types/node': 'peer' }),
  exports: (model) => {
    const names = restNames(model);
    return [
      { from: 'src/server.ts', values: [names.createServer], types: [names.handlers, names.request, names.serverOptions] },
      serverCore.names(['Reply'], ['CorsOptions', 'ExchangeHooks', 'HttpServerCore']),
      // For several services on one node:http server: each answers node's own refusals in its format (`refusal`).
      nodeRefusals.names(['answerNodeRefusals'], ['NodeRefusal', 'RawAnswer']),
    ];
  },
  emit: (model, context) => [{ path: 'src/server.ts', content: emitRestServer(model, context) }],
  readme: (model) => [
    `- \`server\`: \`${restNames(model).createServer}(handlers)\`, a server stub that validates requests and answers errors in the API's format (Node).`,
  ],
});
