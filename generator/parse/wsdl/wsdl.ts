/**
 * WSDL 1.1 tables -> services of SOAP operations. One SoapOperationNode per bound operation (document/literal,
 * SOAP 1.1 or 1.2). When a portType is bound twice (the usual SOAP 1.1 + SOAP 1.2 pair), the binding reached
 * first (service port order, then document order) supplies the operations and only its ports become endpoints;
 * an operation the other binding binds in the other version records both (`soapVersions`, the first's first).
 * Literal soap:header entries of the input and output become the operation's `inputHeaders` / `outputHeaders`.
 * An rpc-style operation's messages get a wrapper type each (`RpcTypes`): the element named after the operation
 * (its response `<operation>Response`) in soap:body's namespace, one unqualified child per part (WSDL 1.1 section
 * 3.5); with encoded use each part also records its type for `xsi:type` (SOAP 1.1 section 5). What cannot be carried
 * (document style with encoded use, rpc parts naming elements) is refused per operation: when other operations of
 * the document generate, it is left out with a warning (issue 23, class 4); when none would, it is an error.
 */
import type {
  Diagnostic,
  EndpointNode,
  MessagePartNode,
  NamedTypeNode,
  PropertyNode,
  ServiceNode,
  SoapHeaderNode,
  SoapOperationNode,
} from '../../model/types.ts';
import { diagnostic } from '../../model/diagnostics.ts';
import { didYouMean } from '../../model/nearest.ts';
import { localNamesIn, NS, qnameKey, resolveQName } from './qname.ts';
import type { Binding, BindingOperation, OperationMessage, PortTypeOperation, WsdlTables } from './wsdl-read.ts';
import type { XsdConverter } from './xsd-types.ts';

/** The wrapper types of rpc messages, named apart from the schemas' types (`taken`). */
export interface RpcTypes {
  readonly taken: Set<string>;
  readonly types: NamedTypeNode[];
}

export function buildServices(
  tables: WsdlTables,
  converter: XsdConverter,
  diagnostics: Diagnostic[],
  rpcTypes: RpcTypes = { taken: new Set(), types: [] },
): ServiceNode[] {
  const services: ServiceNode[] = [];
  /** Why each rpc or encoded operation is refused: warnings or errors, decided once every binding is read. */
  const refusals: Diagnostic[] = [];
  const boundPortTypes = new Map<string, Binding>();
  const built = new Map<Binding, SoapOperationNode[]>();
  const warnedOther = new Set<Binding>();

  /** Whether the binding is the one that carries its portType's operations. */
  const claim = (binding: Binding): boolean => {
    if (binding.soapVersion === undefined) {
      if (binding.otherProtocol) {
        if (!warnedOther.has(binding)) {
          warnedOther.add(binding);
          diagnostics.push(
            diagnostic('SVC007', `binding "${binding.name}" is not a SOAP binding (HTTP GET/POST); it is skipped`, binding.el.location, {
              severity: 'warning',
            }),
          );
        }
      }
      return false;
    }
    if (!binding.portType) return false;
    const key = qnameKey(binding.portType);
    const owner = boundPortTypes.get(key);
    if (owner) return owner === binding;
    boundPortTypes.set(key, binding);
    return true;
  };

  const operationsOf = (binding: Binding): SoapOperationNode[] => {
    let ops = built.get(binding);
    if (!ops) {
      ops = bindingOperations(binding, tables, converter, diagnostics, refusals, rpcTypes);
      built.set(binding, ops);
    }
    return ops;
  };

  for (const service of tables.services) {
    const endpoints: EndpointNode[] = [];
    const operations: SoapOperationNode[] = [];
    const used = new Set<Binding>();
    for (const port of service.ports) {
      if (!port.binding) continue;
      const binding = tables.bindings.get(qnameKey(port.binding));
      if (!binding) {
        diagnostics.push(diagnostic('SVC002', `unresolved binding "${port.el.attrs.binding}" of port "${port.name}"`, port.el.location));
        continue;
      }
      if (!claim(binding)) continue;
      if (port.address !== undefined) endpoints.push({ url: port.address, name: port.name });
      else {
        diagnostics.push(
          diagnostic('SVC015', `port "${port.name}" has no soap:address location`, port.el.location, { severity: 'warning' }),
        );
      }
      if (!used.has(binding)) {
        used.add(binding);
        operations.push(...operationsOf(binding));
      }
    }
    const node: ServiceNode = { name: service.name, endpoints, operations };
    if (service.docs.description) node.description = service.docs.description;
    services.push(node);
  }

  // Bindings no service reaches (an abstract WSDL) still describe operations: one service each, no endpoints.
  for (const binding of tables.bindingList) {
    if (built.has(binding)) continue;
    if (binding.soapVersion === undefined && !binding.otherProtocol) {
      diagnostics.push(diagnostic('SVC006', `binding "${binding.name}" has no soap:binding (SOAP 1.1) or soap12:binding (SOAP 1.2)`, binding.el.location));
      continue;
    }
    if (!claim(binding)) continue;
    services.push({ name: binding.name, endpoints: [], operations: operationsOf(binding) });
  }
  for (const binding of tables.bindingList) {
    // Validate bindings that lost the claim too, so every problem is reported.
    if (!built.has(binding) && binding.soapVersion !== undefined) {
      const lost = bindingOperations(binding, tables, converter, diagnostics, refusals, { taken: new Set(rpcTypes.taken), types: [] });
      // The same portType bound in the other SOAP version: its operations are served in that version too.
      const owner = binding.portType ? boundPortTypes.get(qnameKey(binding.portType)) : undefined;
      const ownerOps = owner !== undefined && owner.soapVersion !== binding.soapVersion ? built.get(owner) : undefined;
      for (const op of ownerOps ?? []) {
        if (!lost.some((l) => l.name === op.name)) continue;
        const versions = op.soapVersions ?? [op.soapVersion];
        if (!versions.includes(binding.soapVersion)) op.soapVersions = [...versions, binding.soapVersion];
      }
    }
  }
  const generated = services.some((s) => s.operations.length > 0);
  for (const d of refusals) {
    diagnostics.push(generated ? { ...d, severity: 'warning', message: `${d.message}; the operation is left out of the package` } : d);
  }

  const seen = new Map<string, SoapOperationNode>();
  for (const service of services) {
    for (const op of service.operations) {
      const first = seen.get(op.name);
      if (first) {
        const at = first.source;
        diagnostics.push(
          diagnostic('SVC004', `duplicate operation name "${op.name}" (first at ${at.file}:${at.line}:${at.column})`, op.source),
        );
      } else seen.set(op.name, op as SoapOperationNode);
    }
  }
  return services;
}

function bindingOperations(
  binding: Binding,
  tables: WsdlTables,
  converter: XsdConverter,
  diagnostics: Diagnostic[],
  refusals: Diagnostic[],
  rpcTypes: RpcTypes,
): SoapOperationNode[] {
  const error = (code: 'SVC002' | 'SVC005' | 'SVC006' | 'SVC007' | 'SVC015', message: string, el: { location: SoapOperationNode['source'] }) =>
    diagnostics.push(diagnostic(code, message, el.location));
  if (!binding.portType) return [];
  const portType = tables.portTypes.get(qnameKey(binding.portType));
  if (!portType) {
    error('SVC006', `binding "${binding.name}" names portType "${binding.el.attrs.type}", which does not exist`, binding.el);
    return [];
  }
  const soapVersion = binding.soapVersion!;
  const ops: SoapOperationNode[] = [];
  // Matched by name and position, so an overloaded name binds its n-th declaration (and is then reported once).
  const bound = new Set<PortTypeOperation>();
  for (const bop of binding.operations) {
    const pop = portType.operations.find((o) => o.name === bop.name && !bound.has(o));
    if (pop) bound.add(pop);
    if (!pop) {
      error('SVC006', `binding "${binding.name}" binds operation "${bop.name}", which portType "${portType.name}" does not declare`, bop.el);
      continue;
    }
    const op = soapOperation(binding, bop, pop, soapVersion, tables, converter, diagnostics, refusals, rpcTypes);
    if (op) ops.push(op);
  }
  for (const pop of portType.operations) {
    if (!bound.has(pop)) {
      error('SVC006', `operation "${pop.name}" of portType "${portType.name}" is not bound by binding "${binding.name}"`, binding.el);
    }
  }
  return ops;
}

function soapOperation(
  binding: Binding,
  bop: BindingOperation,
  pop: PortTypeOperation,
  soapVersion: '1.1' | '1.2',
  tables: WsdlTables,
  converter: XsdConverter,
  diagnostics: Diagnostic[],
  refusals: Diagnostic[],
  rpcTypes: RpcTypes,
): SoapOperationNode | undefined {
  const before = diagnostics.length;
  const style = bop.style ?? binding.style ?? 'document';
  const refused: Diagnostic[] = [];
  if (style !== 'document' && style !== 'rpc') {
    diagnostics.push(diagnostic('SVC015', `style="${style}" must be "document" or "rpc"`, bop.el.location));
  }
  let use: 'literal' | 'encoded' = 'literal';
  for (const u of bop.uses) {
    if (u.use === 'encoded') {
      use = 'encoded';
      if (style !== 'rpc') {
        refused.push(
          diagnostic('SVC007', `operation "${bop.name}" uses encoded bodies (use="encoded") in document style; only rpc style carries them`, u.el.location),
        );
      }
    } else if (u.use !== 'literal') {
      diagnostics.push(diagnostic('SVC015', `use="${u.use}" must be "literal" or "encoded"`, u.el.location));
    }
  }
  if (refused.length > 0) {
    // Its messages are encoded ones: not read as document/literal ones, so the reason is the use alone.
    refusals.push(...refused);
    return undefined;
  }
  const inputHeaders = soapHeaders(bop, 'input', tables, converter, diagnostics);
  const outputHeaders = soapHeaders(bop, 'output', tables, converter, diagnostics);
  if (!pop.input) {
    diagnostics.push(diagnostic('SVC007', `operation "${pop.name}" has no input (notification operations are not supported)`, pop.el.location));
  }
  if (!pop.output) {
    diagnostics.push(diagnostic('SVC005', `operation "${pop.name}" has no output (one-way operations are not supported)`, pop.el.location));
  }
  const body = (dir: 'input' | 'output', ref: OperationMessage): MessagePartNode | undefined =>
    style === 'rpc'
      ? rpcWrapper(pop, bop, dir, ref, use === 'encoded', tables, converter, diagnostics, refusals, rpcTypes)
      : messagePart(ref, bop.bodyParts[dir], tables, converter, diagnostics, headerParts(bop, dir, ref));
  const input = pop.input && body('input', pop.input);
  const output = pop.output && body('output', pop.output);
  const faults: MessagePartNode[] = [];
  for (const f of pop.faults) {
    const part = messagePart(f, undefined, tables, converter, diagnostics);
    if (part) faults.push(part);
  }
  const failed = diagnostics.slice(before).some((d) => d.severity === 'error');
  if (failed || !input || !output) return undefined;
  const docs = pop.docs.description || pop.docs.provenance ? pop.docs : bop.docs;
  const node: SoapOperationNode = {
    kind: 'soap',
    name: pop.name.replace(/[^A-Za-z0-9_$]/g, '_').replace(/^([0-9])/, '_$1'),
    deprecated: false,
    tags: [],
    source: pop.el.location,
    extensions: {},
    soapVersion,
    soapAction: bop.soapAction ?? '',
    style: style === 'rpc' ? 'rpc' : 'document',
    use,
    input,
    output,
    faults,
  };
  if (inputHeaders.length > 0) node.inputHeaders = inputHeaders;
  if (outputHeaders.length > 0) node.outputHeaders = outputHeaders;
  if (docs.description) node.description = docs.description;
  if (docs.provenance) node.provenance = docs.provenance;
  return node;
}

/**
 * The soap:header entries of one direction: each names a message and one of its element parts. A header given
 * twice (same element) is kept once.
 */
function soapHeaders(
  bop: BindingOperation,
  dir: 'input' | 'output',
  tables: WsdlTables,
  converter: XsdConverter,
  diagnostics: Diagnostic[],
): SoapHeaderNode[] {
  const out: SoapHeaderNode[] = [];
  for (const { dir: d, el } of bop.headers) {
    if (d !== dir) continue;
    const use = el.attrs.use ?? 'literal';
    if (use !== 'literal') {
      diagnostics.push(diagnostic('SVC007', `soap:header of operation "${bop.name}" uses use="${use}"; only literal headers are supported`, el.location));
      continue;
    }
    const messageAttr = el.attrs.message;
    const partName = el.attrs.part;
    if (messageAttr === undefined || partName === undefined) {
      diagnostics.push(diagnostic('SVC015', `soap:header needs message and part attributes`, el.location));
      continue;
    }
    const resolved = resolveQName(messageAttr, el);
    if (!resolved.ok) {
      diagnostics.push(diagnostic('SVC002', `unresolved message "${messageAttr}": prefix "${resolved.prefix}" is not declared`, el.location));
      continue;
    }
    const message = tables.messages.get(qnameKey(resolved.qname));
    if (!message) {
      const near = didYouMean(resolved.qname.local, localNamesIn(tables.messages.keys(), resolved.qname.ns));
      diagnostics.push(diagnostic('SVC002', `unresolved message "${messageAttr}" of soap:header${near}`, el.location));
      continue;
    }
    const part = message.parts.find((p) => p.name === partName);
    if (!part) {
      const near = didYouMean(partName, message.parts.map((p) => p.name));
      diagnostics.push(diagnostic('SVC002', `message "${message.name}" has no part "${partName}"${near}`, el.location));
      continue;
    }
    if (!part.element) {
      diagnostics.push(diagnostic('SVC007', `header part "${part.name}" of message "${message.name}" names no element (element=); literal headers are elements`, el.location));
      continue;
    }
    const type = converter.elementTypeName(part.element);
    if (!type) {
      const near = didYouMean(part.element.local, converter.elementNames(part.element.ns));
      diagnostics.push(diagnostic('SVC002', `unresolved element "${part.el.attrs.element}" of header part "${part.name}"${near}`, part.el.location));
      continue;
    }
    if (out.some((h) => h.element === part.element!.local && h.namespace === part.element!.ns)) continue;
    out.push({ name: part.name, element: part.element.local, namespace: part.element.ns, type });
  }
  return out;
}

/** Names of the parts of `ref`'s message that the direction's soap:header entries carry (not body parts). */
function headerParts(bop: BindingOperation, dir: 'input' | 'output', ref: OperationMessage): Set<string> {
  const names = new Set<string>();
  if (!ref.message) return names;
  for (const { dir: d, el } of bop.headers) {
    if (d !== dir || el.attrs.part === undefined || el.attrs.message === undefined) continue;
    const resolved = resolveQName(el.attrs.message, el);
    if (resolved.ok && qnameKey(resolved.qname) === qnameKey(ref.message)) names.add(el.attrs.part);
  }
  return names;
}

/**
 * The wrapper of an rpc message (WSDL 1.1 section 3.5): an element named after the operation (`<name>Response` for
 * the output) in soap:body's namespace (else the definitions' targetNamespace), whose children are the body parts,
 * unqualified, in message order; added to `rpcTypes` as an object type. A part naming an element refuses the
 * operation (WS-I BP 1.1 R2203: rpc parts name types).
 */
function rpcWrapper(
  pop: PortTypeOperation,
  bop: BindingOperation,
  dir: 'input' | 'output',
  ref: OperationMessage,
  encoded: boolean,
  tables: WsdlTables,
  converter: XsdConverter,
  diagnostics: Diagnostic[],
  refusals: Diagnostic[],
  rpcTypes: RpcTypes,
): MessagePartNode | undefined {
  if (!ref.message) return undefined;
  const message = tables.messages.get(qnameKey(ref.message));
  if (!message) {
    const near = didYouMean(ref.message.local, localNamesIn(tables.messages.keys(), ref.message.ns));
    diagnostics.push(diagnostic('SVC002', `unresolved message "${ref.el.attrs.message}"${near}`, ref.el.location));
    return undefined;
  }
  const named = bop.bodyParts[dir]?.split(/\s+/).filter(Boolean);
  const headers = headerParts(bop, dir, ref);
  const parts = message.parts.filter((p) => (named ? named.includes(p.name) : !headers.has(p.name)));
  const properties: PropertyNode[] = [];
  for (const part of parts) {
    if (part.type === undefined) {
      refusals.push(
        diagnostic('SVC007', `part "${part.name}" of rpc operation "${bop.name}" names an element; rpc parts name a type (type=)`, part.el.location),
      );
      return undefined;
    }
    const property: PropertyNode = { name: part.name, type: converter.partType(part.el), required: true, xml: { name: part.name } };
    if (encoded) {
      const resolved = resolveQName(part.type, part.el);
      if (resolved.ok) property.xml!.xsiType = { namespace: resolved.qname.ns, name: resolved.qname.local };
    }
    properties.push(property);
  }
  const element = dir === 'input' ? pop.name : `${pop.name}Response`;
  const namespace = bop.bodyNamespaces[dir] ?? tables.tns;
  let name = element.replace(/[^A-Za-z0-9_$]/g, '_').replace(/^([0-9])/, '_$1');
  for (let n = 2; rpcTypes.taken.has(name); n++) name = `${element.replace(/[^A-Za-z0-9_$]/g, '_')}${n}`;
  rpcTypes.taken.add(name);
  rpcTypes.types.push({
    name,
    originalName: element,
    xml: { namespace, element },
    type: { kind: 'object', properties, additionalProperties: false },
    recursive: false,
    hasAccessScoped: false,
    inRequest: false,
    source: message.el.location,
  });
  return { element, namespace, type: name };
}

/** The one element part of a document/literal message. */
function messagePart(
  ref: OperationMessage,
  partsAttr: string | undefined,
  tables: WsdlTables,
  converter: XsdConverter,
  diagnostics: Diagnostic[],
  headerPartNames: ReadonlySet<string> = new Set(),
): MessagePartNode | undefined {
  if (!ref.message) return undefined;
  const message = tables.messages.get(qnameKey(ref.message));
  if (!message) {
    const near = didYouMean(ref.message.local, localNamesIn(tables.messages.keys(), ref.message.ns));
    diagnostics.push(diagnostic('SVC002', `unresolved message "${ref.el.attrs.message}"${near}`, ref.el.location));
    return undefined;
  }
  let parts = message.parts;
  if (partsAttr !== undefined) {
    const names = partsAttr.split(/\s+/).filter(Boolean);
    parts = parts.filter((p) => names.includes(p.name));
  } else {
    // Without parts=, the body is every part a soap:header of the same message does not carry (WS-I BP 1.1).
    parts = parts.filter((p) => !headerPartNames.has(p.name));
  }
  if (parts.length !== 1) {
    diagnostics.push(
      diagnostic('SVC007', `message "${message.name}" has ${parts.length} body parts; document/literal needs exactly one element part`, message.el.location),
    );
    return undefined;
  }
  const part = parts[0];
  if (!part.element) {
    if (part.type !== undefined) {
      diagnostics.push(diagnostic('SVC007', `part "${part.name}" uses type=; document/literal parts name an element (element=)`, part.el.location));
    } else if (part.el.attrs.element === undefined) {
      diagnostics.push(diagnostic('SVC015', `part "${part.name}" needs an element attribute`, part.el.location));
    }
    return undefined;
  }
  const typeName = converter.elementTypeName(part.element);
  if (!typeName) {
    const near = didYouMean(part.element.local, converter.elementNames(part.element.ns));
    diagnostics.push(diagnostic('SVC002', `unresolved element "${part.el.attrs.element}" ({${part.element.ns}}${part.element.local})${near}`, part.el.location));
    return undefined;
  }
  return { element: part.element.local, namespace: part.element.ns, type: typeName };
}

/** True when the root is a WSDL 1.1 definitions element. */
export function isWsdl11(root: { ns: string; local: string }): boolean {
  return root.ns === NS.wsdl && root.local === 'definitions';
}

