/**
 * The `web-connector` part (WSDLs with the Web Connector's eight operations, protocol.ts): the Web Connector kit of
 * `templates/web-connector/` (session framework, memory and Redis session stores, QWC writer, simulator) bound to
 * the package's own server: `src/web-connector.ts` maps the generated handler interface onto the kit's handlers
 * field by field (the compiler checks the binding), exports `create<Api>Service(options)` and the service's wire
 * vocabulary, and the package gets the `qwc` and `wc-sim` commands (`src/bin/`).
 *
 * For a SOAP model that has some of the operations but not all, or not in the protocol's shapes, `notApplied` says
 * what is missing.
 */
import { hasSoap } from '../../facts/soap.ts';
import { runtimeModules } from '../../pipeline/runtime-files.ts';
import { diagnostic } from '../../model/diagnostics.ts';
import { definePart } from '../../part-kit/contract.ts';
import { moduleExports } from '../../part-kit/module-exports.ts';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { recordFile } from '../../read-ledger.ts';
import { emitBins, emitWebConnector, webConnectorBinding, webConnectorNames } from './binding.ts';
import { WEB_CONNECTOR_OPERATIONS } from './protocol.ts';
import { kitIndex } from './runtime.ts';

/** What the kit's index exports (read by Oxc's parser from the runtime it ships). */
function kitExports(): { values: readonly string[]; types: readonly string[] } {
  const files = runtimeModules('web-connector').map((path) => {
    const file = new URL(`../../../templates/web-connector/${path}`, import.meta.url);
    const content = readFileSync(file, 'utf8');
    recordFile(fileURLToPath(file), content);
    return { path, content };
  });
  return moduleExports(files, 'index.ts');
}

export default definePart({
  name: 'web-connector',
  // soap-messages: wc-sim reads large replies with its sliced parser.
  requires: ['soap-server', 'soap-messages'],
  entry: 'web-connector',
  applies: (model) => hasSoap(model) && webConnectorBinding(model).missing.length === 0,
  notApplied: (model) => {
    if (!hasSoap(model)) return [];
    const { present, missing } = webConnectorBinding(model);
    // A WSDL with none of the protocol's operations is simply another service.
    if (present === 0) return [];
    return [
      diagnostic('SVC007', `the Web Connector kit is left out: ${missing.join('; ')}`, model.source, {
        severity: 'warning',
        hint: `A Web Connector service has the operations ${WEB_CONNECTOR_OPERATIONS.map((o) => o.name).join(', ')}, with the request fields of the vendor's WSDL in order.`,
      }),
    ];
  },
  packages: () => ({ '@types/node': 'peer', redis: 'optional-peer' }),
  bins: () => ({ qwc: 'src/bin/qwc.ts', 'wc-sim': 'src/bin/wc-sim.ts' }),
  exports: (model) => {
    const names = webConnectorNames(model);
    const kit = kitExports();
    return [
      { from: 'src/web-connector.ts', values: [names.create, names.wire], types: [names.options, names.service] },
      { from: kitIndex, values: kit.values, types: kit.types },
    ];
  },
  emit: (model, context) => [{ path: 'src/web-connector.ts', content: emitWebConnector(model, context) }, ...emitBins(model)],
  readme: (model) => [
    `- \`web-connector\`: \`${webConnectorNames(model).create}(options)\`, the Web Connector session framework behind this server (job queues, memory and Redis session stores), \`writeQwc\` and \`simulateWebConnector\`; commands \`qwc\` and \`wc-sim\` (Node).`,
  ],
});
