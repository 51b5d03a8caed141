/**
 * Emits `src/web-connector.ts`: the kit's session handlers bound to the package's generated server. Each of the
 * protocol's operations (protocol.ts) is found among the model's SOAP operations by name, and its request fields
 * by position, so the binding maps whatever the WSDL calls them (`acctXMLCountry`, `qbXMLCountry` ...) onto the
 * kit's keys; the generated `<Api>Handlers` type checks the result. Also the `qwc` and `wc-sim` commands.
 */
import { fact, read } from '../../facts/index.ts';
import { soapBinding, soapNames, soapOperations, type FieldShape } from '../../facts/soap.ts';
import { packageStem, packageValueStem } from '../../model/naming.ts';
import type { ApiModel } from '../../model/types.ts';
import type { EmitContext, EmittedFile } from '../../part-kit/contract.ts';
import { renderDoc } from '../../part-kit/jsdoc.ts';
import { buildSourceFile } from '../../part-kit/source-file.ts';
import { literal, propertyKey } from '../../part-kit/type-expression.ts';
import { WEB_CONNECTOR_OPERATIONS, type ProtocolOperation } from './protocol.ts';
import { qwcCli, sessionHandlers, wcSim, wcSimCli } from './runtime.ts';

export interface WebConnectorNames {
  readonly create: string;
  readonly options: string;
  readonly service: string;
  readonly wire: string;
}

export function webConnectorNames(model: ApiModel): WebConnectorNames {
  const stem = packageStem(model.name);
  return { create: `create${stem}Service`, options: `${stem}ServiceOptions`, service: `${stem}Service`, wire: `${packageValueStem(model.name)}WebConnectorWire` };
}

/** One protocol operation found in the model: its request fields in protocol order, with the protocol's keys. */
interface BoundOperation {
  readonly protocol: ProtocolOperation;
  readonly namespace: string;
  readonly fields: readonly FieldShape[];
}

export interface WebConnectorBinding {
  readonly operations: readonly BoundOperation[];
  /** How many of the protocol's operations the model has by name. */
  readonly present: number;
  /** Why the kit cannot be bound (empty when it can). */
  readonly missing: readonly string[];
}

/** A request field the protocol reads fits if its kind is the protocol's (an int may be any integer kind). */
const fits = (field: FieldShape, kind: string): boolean =>
  'kind' in field && (field.kind === kind || (kind === 'int' && field.kind === 'long'));

const binding = fact('webConnectorBinding', (model): WebConnectorBinding => {
  const ops = new Map(soapOperations(model).map((op) => [op.name, op]));
  const { codecs } = soapBinding(model);
  const operations: BoundOperation[] = [];
  const missing: string[] = [];
  let present = 0;
  for (const protocol of WEB_CONNECTOR_OPERATIONS) {
    const op = ops.get(protocol.name);
    if (op === undefined) {
      missing.push(`no operation ${protocol.name}`);
      continue;
    }
    present++;
    const input = codecs.get(op.input.type);
    const output = codecs.get(op.output.type);
    if (input === undefined || output === undefined) {
      missing.push(`${protocol.name}: its messages cannot be bound`);
      continue;
    }
    // serverVersion may take no field at all (older WSDLs); otherwise every protocol field, in order.
    const optionalTail = protocol.name === 'serverVersion' && input.fields.length === 0;
    const wrong = protocol.fields.findIndex((f, i) => input.fields[i] === undefined || !fits(input.fields[i], f.kind));
    if (!optionalTail && (wrong !== -1 || input.fields.length !== protocol.fields.length)) {
      missing.push(`${protocol.name}: request fields are not ${protocol.fields.map((f) => `${f.key} (${f.kind})`).join(', ')}`);
      continue;
    }
    const result = output.fields.length === 1 ? output.fields[0] : undefined;
    const resultFits =
      result !== undefined &&
      (protocol.result === 'string-array' ? result.kind === 'array' && result.itemKind === 'string' : fits(result, protocol.result));
    if (!resultFits) {
      missing.push(`${protocol.name}: its result is not one ${protocol.result === 'string-array' ? 'array of strings' : protocol.result}`);
      continue;
    }
    operations.push({ protocol, namespace: op.input.namespace, fields: input.fields });
  }
  return { operations, present, missing };
});

export function webConnectorBinding(model: ApiModel): WebConnectorBinding {
  return read(model, binding);
}

/** `r.<field>` as the kit's key expects it (an int field the WSDL makes optional reads as 0). */
function fieldValue(field: FieldShape, kind: string): string {
  const access = `r${/^[A-Za-z_$][\w$]*$/.test(field.key) ? `.${field.key}` : `[${literal(field.key)}]`}`;
  return kind === 'int' && !field.required ? `${access} ?? 0` : access;
}

export function emitWebConnector(model: ApiModel, context: Pick<EmitContext, 'importFrom'>): string {
  const names = webConnectorNames(model);
  const soap = soapNames(model);
  const { operations } = webConnectorBinding(model);
  const handlers = operations.map(({ protocol, fields }) => {
    const args = protocol.fields.flatMap((f, i) => {
      const field = fields[i];
      if (field === undefined) return [];
      const arg = `${propertyKey(f.key)}: ${fieldValue(field, f.kind)}`;
      return f.pieces ? [arg, `${propertyKey(`${f.key}Pieces`)}: textPiecesOf(c.body, ${literal(field.wire)})`] : [arg];
    });
    const usesContext = protocol.fields.some((f, i) => f.pieces === true && fields[i] !== undefined);
    return `${protocol.name}: (r${usesContext ? ', c' : ''}) => kit.${protocol.name}({ ${args.join(', ')} }),`;
  });
  const wire = {
    namespace: operations[0]?.namespace ?? '',
    fields: Object.fromEntries(operations.map(({ protocol, fields }) => [protocol.name, fields.map((f) => f.wire)])),
  };
  const statements = [
    `${renderDoc(['How this service names the protocol\'s request fields on the wire: what `simulateWebConnector` (and `wc-sim`) send it.'])}export const ${names.wire}: WebConnectorWire = ${JSON.stringify(wire)};`,
    `${renderDoc([`Options of \`${names.create}\`: the session framework's (credential check, jobs, store ...) and the server's.`])}export interface ${names.options} extends Omit<SessionHandlerOptions, 'faults'> {
  ${renderDoc(['Options of the server underneath (path, limits, onError ...).'])}readonly server?: ${soap.serverOptions};
}`,
    `${renderDoc(['The server (`listener`, `listen()`) with the session service around it: `handlers`, `store`, `enqueue`, and `close()` (closes the store).'])}export type ${names.service} = SoapServer & SessionService & { close(): Promise<void> };`,
    `${renderDoc([
      `A ${model.title} server whose operations are the Web Connector session framework:`,
      '',
      '```ts',
      `const service = ${names.create}({ authenticate, jobs: { customers } });`,
      "await service.enqueue('alice', { job: 'customers' });",
      "const { url } = await service.listen(8080, '127.0.0.1');",
      '```',
    ])}export function ${names.create}(options: ${names.options}): ${names.service} {
  const { server: serverOptions, ...sessionOptions } = options;
  const session = createSessionHandlers({ ...sessionOptions, faults: SoapFault });
  const kit = session.handlers;
  const handlers: ${soap.handlers} = {
${handlers.join('\n')}
  };
  const server = ${soap.createServer}(handlers, serverOptions);
  return Object.assign(server, { handlers: kit, store: session.store, enqueue: session.enqueue, close: () => session.store.close() });
}`,
  ];
  const header = `${renderDoc([`The Web Connector service of ${model.title} ${model.version}: the kit's session framework behind this package's server. Generated; do not edit.`])}/// <reference types="node" />
${context.importFrom('soap-server', { values: [soap.createServer, 'SoapFault'], types: [soap.handlers, soap.serverOptions, 'SoapServer'] })}
${sessionHandlers.import(['createSessionHandlers', 'textPiecesOf'], ['SessionHandlerOptions', 'SessionService'])}
${wcSim.importTypes(['WebConnectorWire'])}`;
  return buildSourceFile(header, statements);
}

/** The package's commands: the kit's CLIs, with this service's wire for the simulator. */
export function emitBins(model: ApiModel): EmittedFile[] {
  const names = webConnectorNames(model);
  const up = (specifier: string): string => specifier.replace(/^\.\//, '../');
  const io = '(text) => process.stdout.write(text), (text) => process.stderr.write(text)';
  return [
    {
      path: 'src/bin/qwc.ts',
      content: `#!/usr/bin/env node
/** \`qwc --name <AppName> --url <https://...> --user <UserName> [options]\`: writes a QWC file (\`--help\` for the options). */
import { ${qwcCli.value('qwcMain')} } from '${up(qwcCli.specifier)}';

process.exitCode = qwcMain(process.argv.slice(2), ${io});
`,
    },
    {
      path: 'src/bin/wc-sim.ts',
      content: `#!/usr/bin/env node
/** \`wc-sim <service url> [options]\`: one simulated Web Connector session against a service (\`--help\` for the options). */
import { ${wcSimCli.value('wcSimMain')} } from '${up(wcSimCli.specifier)}';
import { ${names.wire} } from '../web-connector.js';

process.exitCode = await wcSimMain(process.argv.slice(2), ${io}, { wire: ${names.wire} });
`,
    },
  ];
}
