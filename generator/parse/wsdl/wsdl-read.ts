/** Reads the WSDL 1.1 sections (messages, portTypes, bindings, services) into plain tables keyed by QName. */
import type { Diagnostic } from '../../model/types.ts';
import { diagnostic } from '../../model/diagnostics.ts';
import { wsdlDocumentation, type Documentation } from './docs.ts';
import type { XmlElement } from './load.ts';
import { NS, qnameKey, resolveQName, type QName } from './qname.ts';

export interface MessagePart {
  name: string;
  element?: QName;
  type?: string;
  el: XmlElement;
}

export interface Message {
  name: string;
  parts: MessagePart[];
  el: XmlElement;
}

export interface OperationMessage {
  message?: QName;
  /** Fault name (faults only). */
  name?: string;
  el: XmlElement;
}

export interface PortTypeOperation {
  name: string;
  input?: OperationMessage;
  output?: OperationMessage;
  faults: OperationMessage[];
  docs: Documentation;
  el: XmlElement;
}

export interface PortType {
  name: string;
  operations: PortTypeOperation[];
  el: XmlElement;
}

export interface BindingOperation {
  name: string;
  soapAction?: string;
  style?: string;
  /** soap:body use of the input and output. */
  uses: { use: string; el: XmlElement }[];
  /** soap:body parts= of the input and output, when given. */
  bodyParts: { input?: string; output?: string };
  /** soap:body namespace= of the input and output, when given (rpc style: the wrapper's namespace). */
  bodyNamespaces: { input?: string; output?: string };
  /** soap:header elements of the input and output, in document order. */
  headers: { dir: 'input' | 'output'; el: XmlElement }[];
  docs: Documentation;
  el: XmlElement;
}

export interface Binding {
  name: string;
  portType?: QName;
  /** Undefined when the binding has no SOAP binding element. */
  soapVersion?: '1.1' | '1.2';
  /** Another protocol binding (HTTP GET/POST, MIME), skipped. */
  otherProtocol: boolean;
  style?: string;
  operations: BindingOperation[];
  el: XmlElement;
}

export interface Port {
  name: string;
  binding?: QName;
  address?: string;
  el: XmlElement;
}

export interface Service {
  name: string;
  ports: Port[];
  docs: Documentation;
  el: XmlElement;
}

export interface WsdlTables {
  tns: string;
  messages: Map<string, Message>;
  portTypes: Map<string, PortType>;
  bindings: Map<string, Binding>;
  /** Bindings in document order. */
  bindingList: Binding[];
  services: Service[];
}

const SOAP_NS: Record<string, '1.1' | '1.2'> = { [NS.soap11]: '1.1', [NS.soap12]: '1.2' };

export function readWsdl(root: XmlElement, diagnostics: Diagnostic[]): WsdlTables {
  const tns = root.attrs.targetNamespace ?? '';
  const tables: WsdlTables = { tns, messages: new Map(), portTypes: new Map(), bindings: new Map(), bindingList: [], services: [] };
  const qref = (el: XmlElement, attr: string, what: string): QName | undefined => {
    const value = el.attrs[attr];
    if (value === undefined) {
      diagnostics.push(diagnostic('SVC015', `<${el.local}> needs a ${attr} attribute naming a ${what}`, el.location));
      return undefined;
    }
    const resolved = resolveQName(value, el);
    if (!resolved.ok) {
      diagnostics.push(diagnostic('SVC002', `unresolved ${what} "${value}": prefix "${resolved.prefix}" is not declared`, el.location));
      return undefined;
    }
    return resolved.qname;
  };
  const nameOf = (el: XmlElement): string | undefined => {
    if (el.attrs.name === undefined) diagnostics.push(diagnostic('SVC015', `<${el.local}> needs a name attribute`, el.location));
    return el.attrs.name;
  };
  const wsdlChildren = (el: XmlElement, local: string) => el.children.filter((c) => c.ns === NS.wsdl && c.local === local);

  for (const el of root.children) {
    if (el.ns !== NS.wsdl) continue;
    if (el.local === 'message') {
      const name = nameOf(el);
      if (name === undefined) continue;
      const parts: MessagePart[] = [];
      for (const p of wsdlChildren(el, 'part')) {
        const part: MessagePart = { name: p.attrs.name ?? '', el: p };
        if (p.attrs.element !== undefined) part.element = qref(p, 'element', 'element');
        else if (p.attrs.type !== undefined) part.type = p.attrs.type;
        parts.push(part);
      }
      tables.messages.set(qnameKey({ ns: tns, local: name }), { name, parts, el });
    } else if (el.local === 'portType') {
      const name = nameOf(el);
      if (name === undefined) continue;
      const operations: PortTypeOperation[] = [];
      for (const op of wsdlChildren(el, 'operation')) {
        const opName = nameOf(op);
        if (opName === undefined) continue;
        const message = (m: XmlElement): OperationMessage => {
          const om: OperationMessage = { el: m, message: qref(m, 'message', 'message') };
          if (m.attrs.name !== undefined) om.name = m.attrs.name;
          return om;
        };
        const input = wsdlChildren(op, 'input')[0];
        const output = wsdlChildren(op, 'output')[0];
        operations.push({
          name: opName,
          input: input && message(input),
          output: output && message(output),
          faults: wsdlChildren(op, 'fault').map(message),
          docs: wsdlDocumentation(op),
          el: op,
        });
      }
      tables.portTypes.set(qnameKey({ ns: tns, local: name }), { name, operations, el });
    } else if (el.local === 'binding') {
      const name = nameOf(el);
      if (name === undefined) continue;
      const binding: Binding = { name, portType: qref(el, 'type', 'portType'), otherProtocol: false, operations: [], el };
      for (const ext of el.children) {
        if (ext.local !== 'binding') continue;
        if (SOAP_NS[ext.ns]) {
          binding.soapVersion = SOAP_NS[ext.ns];
          binding.style = ext.attrs.style;
        } else if (ext.ns === NS.http) binding.otherProtocol = true;
      }
      for (const op of wsdlChildren(el, 'operation')) {
        const opName = nameOf(op);
        if (opName === undefined) continue;
        const soapOp = op.children.find((c) => SOAP_NS[c.ns] && c.local === 'operation');
        const bop: BindingOperation = { name: opName, uses: [], bodyParts: {}, bodyNamespaces: {}, headers: [], docs: wsdlDocumentation(op), el: op };
        if (soapOp) {
          bop.soapAction = soapOp.attrs.soapAction;
          bop.style = soapOp.attrs.style;
        }
        for (const dir of ['input', 'output'] as const) {
          for (const io of wsdlChildren(op, dir)) {
            for (const ext of io.children) {
              if (!SOAP_NS[ext.ns]) continue;
              if (ext.local === 'body') {
                bop.uses.push({ use: ext.attrs.use ?? 'literal', el: ext });
                if (ext.attrs.parts !== undefined) bop.bodyParts[dir] = ext.attrs.parts;
                if (ext.attrs.namespace !== undefined) bop.bodyNamespaces[dir] = ext.attrs.namespace;
              } else if (ext.local === 'header') bop.headers.push({ dir, el: ext });
            }
          }
        }
        binding.operations.push(bop);
      }
      tables.bindings.set(qnameKey({ ns: tns, local: name }), binding);
      tables.bindingList.push(binding);
    } else if (el.local === 'service') {
      const name = nameOf(el);
      if (name === undefined) continue;
      const ports: Port[] = [];
      for (const p of wsdlChildren(el, 'port')) {
        const port: Port = { name: p.attrs.name ?? '', binding: qref(p, 'binding', 'binding'), el: p };
        const address = p.children.find((c) => (SOAP_NS[c.ns] || c.ns === NS.http) && c.local === 'address');
        if (address?.attrs.location !== undefined) port.address = address.attrs.location;
        ports.push(port);
      }
      tables.services.push({ name, ports, docs: wsdlDocumentation(el), el });
    }
  }
  return tables;
}
