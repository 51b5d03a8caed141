/**
 * definitions/connector.wsdl is valid for third-party tools and says exactly what the seed says:
 * well-formed (libxml2's xmllint, as WebAssembly from npm), its schema accepts every real vector, two independent SOAP stacks (node-soap,
 * strong-soap) load it and see the eight operations with their fields, and a node-soap server and client built
 * from it round-trip all eight operations.
 */
import { readFileSync, readdirSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { XMLParser } from 'fast-xml-parser';
import * as soap from 'soap';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { xmllint } from '../support/xmllint.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const wsdlPath = path.join(root, 'definitions/connector.wsdl');
const wsdlText = readFileSync(wsdlPath, 'utf8');
const vectorsDir = path.resolve(root, '../shared/vectors/connector');

const NS = 'http://developer.svc.example/';
const FILL_MARKER = '[x-svc-source: public]';

/** The seed's table: operation -> request fields (in order) and result child. */
const OPERATIONS: Record<string, { fields: string[]; result: string }> = {
  serverVersion: { fields: ['strVersion'], result: 'serverVersionResult' },
  clientVersion: { fields: ['strVersion'], result: 'clientVersionResult' },
  authenticate: { fields: ['strUserName', 'strPassword'], result: 'authenticateResult' },
  sendRequestXML: {
    fields: [
      'ticket',
      'strHCPResponse',
      'strCompanyFileName',
      'acctXMLCountry',
      'acctXMLMajorVers',
      'acctXMLMinorVers',
    ],
    result: 'sendRequestXMLResult',
  },
  receiveResponseXML: { fields: ['ticket', 'response', 'hresult', 'message'], result: 'receiveResponseXMLResult' },
  connectionError: { fields: ['ticket', 'hresult', 'message'], result: 'connectionErrorResult' },
  getLastError: { fields: ['ticket'], result: 'getLastErrorResult' },
  closeConnection: { fields: ['ticket'], result: 'closeConnectionResult' },
};
const OPERATION_NAMES = Object.keys(OPERATIONS);
/**
 * The seed's operations among `names`, in order: a user may add operations (`npm run scaffold`), so the checks
 * are that every seed operation is there, in the seed's order and shape, not that nothing else exists.
 */
const seedOnly = (names: unknown[]): unknown[] => names.filter((n) => OPERATION_NAMES.includes(String(n)));
const isSeedOperation = (node: XmlNode): boolean => OPERATION_NAMES.includes(String(node['@name']));
/** Fields the seed marks required, and the one required result; every other field is xs:string 0..1. */
const REQUIRED_INTS = new Set(['sendRequestXML.acctXMLMajorVers', 'sendRequestXML.acctXMLMinorVers']);

// Plain structural view of the file, attributes kept, prefixes kept: the file is ours and uses wsdl:/soap:/xs:.
type XmlNode = Record<string, unknown>;
const parsed = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  isArray: (name) => ['wsdl:message', 'wsdl:operation', 'xs:element', 'xs:complexType', 'wsdl:port'].includes(name),
}).parse(wsdlText) as XmlNode;
const definitions = parsed['wsdl:definitions'] as XmlNode;
const schema = (definitions['wsdl:types'] as XmlNode)['xs:schema'] as XmlNode;
const globalElements = schema['xs:element'] as XmlNode[];
const elementByName = (name: string): XmlNode => {
  const found = globalElements.find((e) => e['@name'] === name);
  if (!found) throw new Error(`no global element ${name}`);
  return found;
};
const sequenceOf = (element: XmlNode): XmlNode[] => {
  const complexType = (element['xs:complexType'] as XmlNode[])[0];
  const sequence = complexType['xs:sequence'] as XmlNode | undefined;
  return (sequence?.['xs:element'] as XmlNode[] | undefined) ?? [];
};

describe('connector.wsdl is well-formed XML', () => {
  it('passes xmllint --noout', async () => {
    expect(await xmllint({ fileName: 'connector.wsdl', contents: wsdlText })).toEqual([]);
  });

  it('xmllint reports a broken copy at its line (the check can fail)', async () => {
    const broken = wsdlText.replace('</wsdl:portType>', '</wsdl:port>');
    const line = wsdlText.slice(0, wsdlText.indexOf('</wsdl:portType>')).split('\n').length;
    const messages = await xmllint({ fileName: 'connector.wsdl', contents: broken });
    expect(messages[0]).toMatch(
      new RegExp(`^connector\\.wsdl:${line}: parser error : Opening and ending tag mismatch`),
    );
  });
});

describe('connector.wsdl structure follows the seed', () => {
  it('uses the target namespace ending in a slash, with qualified elements', () => {
    expect(definitions['@targetNamespace']).toBe(NS);
    expect(NS.endsWith('/')).toBe(true);
    expect(schema['@targetNamespace']).toBe(NS);
    expect(schema['@elementFormDefault']).toBe('qualified');
  });

  it('declares one request element per operation with exactly the seed fields and optionality', () => {
    for (const [op, { fields }] of Object.entries(OPERATIONS)) {
      const children = sequenceOf(elementByName(op));
      expect(
        children.map((c) => c['@name']),
        op,
      ).toEqual(fields);
      for (const child of children) {
        const key = `${op}.${String(child['@name'])}`;
        const required = REQUIRED_INTS.has(key);
        expect([child['@type'], child['@minOccurs'], child['@maxOccurs']], key).toEqual(
          required ? ['xs:int', '1', '1'] : ['xs:string', '0', '1'],
        );
      }
    }
  });

  it('declares <op>Response holding one <op>Result with the seed type and optionality', () => {
    for (const [op, { result }] of Object.entries(OPERATIONS)) {
      const children = sequenceOf(elementByName(`${op}Response`));
      expect(
        children.map((c) => c['@name']),
        op,
      ).toEqual([result]);
      const [child] = children;
      const expected =
        op === 'receiveResponseXML'
          ? ['xs:int', '1']
          : op === 'authenticate'
            ? ['tns:ArrayOfString', '0']
            : ['xs:string', '0'];
      expect([child['@type'], child['@minOccurs']], op).toEqual(expected);
    }
  });

  it('declares ArrayOfString as a sequence of nillable string elements, 0..unbounded', () => {
    const types = schema['xs:complexType'] as XmlNode[];
    const arrayOfString = types.find((t) => t['@name'] === 'ArrayOfString');
    expect(arrayOfString).toBeDefined();
    const items = (arrayOfString!['xs:sequence'] as XmlNode)['xs:element'] as XmlNode[];
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      '@name': 'string',
      '@type': 'xs:string',
      '@minOccurs': '0',
      '@maxOccurs': 'unbounded',
      '@nillable': 'true',
    });
  });

  it('names messages, port type, binding, port and service as the seed says', () => {
    const seedMessage = (m: XmlNode) => OPERATION_NAMES.some((op) => m['@name'] === `${op}SoapIn` || m['@name'] === `${op}SoapOut`);
    const messages = (definitions['wsdl:message'] as XmlNode[]).filter(seedMessage).map((m) => [
      m['@name'],
      (m['wsdl:part'] as XmlNode)['@name'],
      (m['wsdl:part'] as XmlNode)['@element'],
    ]);
    expect(messages).toEqual(
      OPERATION_NAMES.flatMap((op) => [
        [`${op}SoapIn`, 'parameters', `tns:${op}`],
        [`${op}SoapOut`, 'parameters', `tns:${op}Response`],
      ]),
    );
    const portType = definitions['wsdl:portType'] as XmlNode;
    expect(portType['@name']).toBe('ConnectorSvcSoap');
    const binding = definitions['wsdl:binding'] as XmlNode;
    expect(binding['@name']).toBe('ConnectorSvcSoap');
    expect(binding['@type']).toBe('tns:ConnectorSvcSoap');
    expect(binding['soap:binding']).toMatchObject({
      '@style': 'document',
      '@transport': 'http://schemas.xmlsoap.org/soap/http',
    });
    const service = definitions['wsdl:service'] as XmlNode;
    expect(service['@name']).toBe('ConnectorSvc');
    const ports = service['wsdl:port'] as XmlNode[];
    expect(ports).toHaveLength(1);
    expect(ports[0]['@name']).toBe('ConnectorSvcSoap');
    expect(ports[0]['@binding']).toBe('tns:ConnectorSvcSoap');
    const location = String((ports[0]['soap:address'] as XmlNode)['@location']);
    expect(new URL(location).pathname.endsWith('/ConnectorSvc.asmx')).toBe(true);
  });

  it('binds every operation document/literal with SOAPAction = namespace + operation name', () => {
    const operations = ((definitions['wsdl:binding'] as XmlNode)['wsdl:operation'] as XmlNode[]).filter(isSeedOperation);
    expect(operations.map((o) => o['@name'])).toEqual(OPERATION_NAMES);
    for (const operation of operations) {
      const op = String(operation['@name']);
      expect(operation['soap:operation'], op).toEqual({ '@soapAction': NS + op, '@style': 'document' });
      expect(operation['wsdl:input'], op).toEqual({ 'soap:body': { '@use': 'literal' } });
      expect(operation['wsdl:output'], op).toEqual({ 'soap:body': { '@use': 'literal' } });
    }
  });

  it('documents the service and every operation, marking filled facts', () => {
    const service = definitions['wsdl:service'] as XmlNode;
    expect(String(service['wsdl:documentation'])).toContain(FILL_MARKER);
    expect(String(service['wsdl:documentation'])).toMatch(/megabytes/);
    const operations = ((definitions['wsdl:portType'] as XmlNode)['wsdl:operation'] as XmlNode[]).filter(isSeedOperation);
    expect(operations.map((o) => o['@name'])).toEqual(OPERATION_NAMES);
    for (const operation of operations) {
      const doc = String(operation['wsdl:documentation']);
      // A fill is always its own paragraph, so a reader (or parser) can tell seed from fill.
      const paragraphs = doc.split(/\n\s*\n/);
      expect(
        paragraphs.some((p) => p.startsWith(FILL_MARKER)),
        String(operation['@name']),
      ).toBe(true);
      expect(paragraphs.every((p) => p.startsWith(FILL_MARKER) || !p.includes(FILL_MARKER))).toBe(true);
    }
    expect(wsdlText).toMatch(/W:.*E:.*O:/s);
    expect(wsdlText).toContain('"nvu"');
    expect(wsdlText).toContain('"NoOp"');
    expect(wsdlText).toContain('"Interactive mode"');
    expect(wsdlText).toContain('"done"');
    expect(wsdlText).toContain('0x80040400');
  });
});

describe('connector.wsdl schema accepts the real vectors', () => {
  // The inline schema inherits xs/tns from wsdl:definitions; restate them to stand alone.
  const inline = wsdlText.slice(
    wsdlText.indexOf('<xs:schema'),
    wsdlText.indexOf('</xs:schema>') + '</xs:schema>'.length,
  );
  const schemaFile = {
    fileName: 'schema.xsd',
    contents: inline.replace(
      '<xs:schema ',
      `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:tns="${NS}" `,
    ),
  };

  /** The Body's child as a document of its own, carrying the Envelope's namespace declarations over. */
  const bodyDocument = (xml: string): string => {
    const envelopeTag = /<([\w-]+:)?Envelope\b[^>]*>/.exec(xml)![0];
    const declarations = [...envelopeTag.matchAll(/\sxmlns(:[\w-]+)?="[^"]*"/g)].map((m) => m[0]).join('');
    const bodyOpen = /<([\w-]+:)?Body>/.exec(xml)!;
    const bodyClose = xml.lastIndexOf(`</${bodyOpen[1] ?? ''}Body>`);
    const child = xml.slice(bodyOpen.index + bodyOpen[0].length, bodyClose);
    const withNs = child.replace(/^<([\w:-]+)/, (_, name: string) => `<${name}${declarations}`);
    return `<?xml version="1.0" encoding="utf-8"?>\n${withNs}`;
  };

  const vectorFiles = readdirSync(vectorsDir)
    .filter((f) => f.endsWith('.xml'))
    .sort();

  it('finds the vectors', () => {
    expect(vectorFiles.length).toBe(16);
  });

  it.each(vectorFiles)('%s: the body element validates (xmllint --schema)', async (file) => {
    const xml = readFileSync(path.join(vectorsDir, file), 'utf8');
    expect(await xmllint({ fileName: file, contents: bodyDocument(xml) }, schemaFile)).toEqual([]);
  });

  it('rejects a body the schema does not allow (the check can fail)', async () => {
    const file = vectorFiles.find((f) => f.includes('sendRequestXML-request'))!;
    const xml = readFileSync(path.join(vectorsDir, file), 'utf8').replace(
      /(<(?:[\w-]+:)?acctXMLMajorVers>)[^<]*/,
      '$1thirteen',
    );
    const messages = await xmllint({ fileName: file, contents: bodyDocument(xml) }, schemaFile);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain("'thirteen' is not a valid value of the atomic type 'xs:int'");
  });
});

describe('node-soap reads connector.wsdl', () => {
  it('describes the 8 seed operations with their input fields and result element', async () => {
    const client = await soap.createClientAsync(wsdlPath);
    const description = client.describe() as Record<
      string,
      Record<string, Record<string, { input: object; output: object }>>
    >;
    expect(Object.keys(description)).toEqual(['ConnectorSvc']);
    expect(Object.keys(description.ConnectorSvc)).toEqual(['ConnectorSvcSoap']);
    const ops = description.ConnectorSvc.ConnectorSvcSoap;
    expect(seedOnly(Object.keys(ops))).toEqual(OPERATION_NAMES);
    for (const [op, { fields, result }] of Object.entries(OPERATIONS)) {
      expect(Object.keys(ops[op].input), op).toEqual(fields);
      expect(Object.keys(ops[op].output), op).toEqual([result]);
    }
    expect(ops.sendRequestXML.input).toMatchObject({ acctXMLMajorVers: 'xs:int', acctXMLMinorVers: 'xs:int' });
    expect(ops.receiveResponseXML.output).toEqual({ receiveResponseXMLResult: 'xs:int' });
    expect(ops.authenticate.output).toMatchObject({ authenticateResult: { 'string[]': 'xs:string' } });
  });

  it('parses minOccurs/maxOccurs as written (the two required ints)', async () => {
    const client = await soap.createClientAsync(wsdlPath);
    // node-soap keeps the parsed schema on client.wsdl.definitions (not typed publicly).
    const schemas = (client.wsdl.definitions as unknown as { schemas: Record<string, SoapSchema> }).schemas;
    expect(Object.keys(schemas)).toEqual([NS]);
    const sequence = schemas[NS].elements.sendRequestXML.children[0].children[0].children;
    expect(sequence.map((e) => [e.$name, e.$type, e.$minOccurs, e.$maxOccurs])).toEqual([
      ['ticket', 'xs:string', '0', '1'],
      ['strHCPResponse', 'xs:string', '0', '1'],
      ['strCompanyFileName', 'xs:string', '0', '1'],
      ['acctXMLCountry', 'xs:string', '0', '1'],
      ['acctXMLMajorVers', 'xs:int', '1', '1'],
      ['acctXMLMinorVers', 'xs:int', '1', '1'],
    ]);
  });

  it('reads SOAPAction, binding style and the address', async () => {
    const client = await soap.createClientAsync(wsdlPath);
    const defs = client.wsdl.definitions as unknown as SoapDefinitions;
    const binding = defs.bindings.ConnectorSvcSoap;
    expect(binding.style).toBe('document');
    for (const op of OPERATION_NAMES) {
      expect(binding.methods[op].soapAction, op).toBe(NS + op);
      expect(binding.methods[op].style, op).toBe('document');
    }
    expect(defs.services.ConnectorSvc.ports.ConnectorSvcSoap.location).toMatch(/\/ConnectorSvc\.asmx$/);
  });
});

interface SoapSchemaElement {
  $name: string;
  $type?: string;
  $minOccurs?: string;
  $maxOccurs?: string;
  children: SoapSchemaElement[];
}
interface SoapSchema {
  elements: Record<string, SoapSchemaElement>;
}
interface SoapDefinitions {
  bindings: Record<string, { style: string; methods: Record<string, { soapAction: string; style: string }> }>;
  services: Record<string, { ports: Record<string, { location: string }> }>;
}

describe('strong-soap reads connector.wsdl', () => {
  interface StrongElement {
    qname: { nsURI: string; name: string };
    type?: { nsURI: string; name: string } | null;
    isMany: boolean;
    elements: StrongElement[];
  }
  interface StrongOperation {
    soapAction: string;
    style: string;
    input: { body: StrongElement };
    output: { body: StrongElement };
  }

  it('describes the 8 seed operations with their fields', async () => {
    const require = createRequire(import.meta.url);
    const strong = require('strong-soap').soap as {
      createClient: (url: string, options: object, cb: (err: unknown, client: { describe(): unknown }) => void) => void;
    };
    const client = await new Promise<{ describe(): unknown }>((resolve, reject) =>
      strong.createClient(wsdlPath, {}, (err, c) => (err ? reject(err) : resolve(c))),
    );
    const description = client.describe() as Record<string, Record<string, Record<string, StrongOperation>>>;
    expect(Object.keys(description)).toEqual(['ConnectorSvc']);
    expect(Object.keys(description.ConnectorSvc)).toEqual(['ConnectorSvcSoap']);
    const ops = description.ConnectorSvc.ConnectorSvcSoap;
    expect(seedOnly(Object.keys(ops))).toEqual(OPERATION_NAMES);
    for (const [op, { fields, result }] of Object.entries(OPERATIONS)) {
      const operation = ops[op];
      expect(operation.style, op).toBe('documentLiteralWrapped');
      expect(operation.soapAction, op).toBe(NS + op);
      expect(operation.input.body.qname, op).toEqual({ nsURI: NS, name: op });
      expect(
        operation.input.body.elements.map((e) => e.qname.name),
        op,
      ).toEqual(fields);
      expect(
        operation.input.body.elements.every((e) => e.qname.nsURI === NS),
        op,
      ).toBe(true);
      expect(operation.output.body.qname, op).toEqual({ nsURI: NS, name: `${op}Response` });
      expect(
        operation.output.body.elements.map((e) => e.qname.name),
        op,
      ).toEqual([result]);
    }
    const versions = ops.sendRequestXML.input.body.elements.slice(4).map((e) => e.type?.name);
    expect(versions).toEqual(['int', 'int']);
    const [authResult] = ops.authenticate.output.body.elements;
    expect(authResult.type?.name).toBe('ArrayOfString');
    expect(authResult.elements.map((e) => [e.qname.name, e.type?.name, e.isMany])).toEqual([
      ['string', 'string', true],
    ]);
  });
});

describe('node-soap round trip over connector.wsdl', () => {
  const tricky = ` a<b & c>d "quoted" 'single' — Grüße, 日本語 ✓ `;
  let server: http.Server;
  let client: soap.Client;
  const seen: Record<string, unknown> = {};

  // Trivial handlers: echo what arrived so the assertions see both directions.
  const handlers = {
    // node-soap hands an empty request element (<serverVersion/>, as real old clients send) over as null.
    serverVersion: (args: { strVersion?: string } | null) => ({
      serverVersionResult: `server (${args?.strVersion ?? 'none'})`,
    }),
    clientVersion: (args: { strVersion?: string }) => ({ clientVersionResult: `W:${args.strVersion}` }),
    authenticate: (args: { strUserName: string; strPassword: string }) => ({
      authenticateResult: { string: ['ticket-1', args.strPassword, '5', '60'] },
    }),
    sendRequestXML: (args: Record<string, unknown>) => {
      seen.sendRequestXML = args;
      return { sendRequestXMLResult: String(args.strHCPResponse) };
    },
    receiveResponseXML: (args: Record<string, unknown>) => {
      seen.receiveResponseXML = args;
      return { receiveResponseXMLResult: -7 };
    },
    connectionError: (args: { message: string }) => ({ connectionErrorResult: `done:${args.message}` }),
    getLastError: (args: { ticket: string }) => ({ getLastErrorResult: `NoOp ${args.ticket}` }),
    closeConnection: () => ({ closeConnectionResult: 'OK' }),
  };

  beforeAll(async () => {
    server = http.createServer((_req, res) => {
      res.statusCode = 404;
      res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const soapServer = soap.listen(server, {
      path: '/ConnectorSvc.asmx',
      services: { ConnectorSvc: { ConnectorSvcSoap: handlers } },
      xml: wsdlText,
    });
    // node-soap trims text by default, and its server ignores the preserveWhitespace option (only its client
    // copies it onto the WSDL); string fields must arrive as sent (passwords, documents), so set it here.
    (soapServer as unknown as { wsdl: { options: { preserveWhitespace?: boolean } } }).wsdl.options.preserveWhitespace =
      true;
    const { port } = server.address() as AddressInfo;
    client = await soap.createClientAsync(wsdlPath, {
      endpoint: `http://127.0.0.1:${port}/ConnectorSvc.asmx`,
      preserveWhitespace: true,
    });
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  /** Calls `<op>Async` and returns the parsed result object. */
  async function call(op: string, args: object): Promise<Record<string, unknown>> {
    const method = (client as unknown as Record<string, (a: object) => Promise<[Record<string, unknown>, string]>>)[
      `${op}Async`
    ];
    const [result] = await method.call(client, args);
    return result;
  }

  it('calls all 8 operations and gets their results back', async () => {
    expect(await call('serverVersion', {})).toEqual({ serverVersionResult: 'server (none)' });
    expect(await call('clientVersion', { strVersion: '2.0.0.116' })).toEqual({ clientVersionResult: 'W:2.0.0.116' });
    expect(await call('authenticate', { strUserName: 'api', strPassword: tricky })).toEqual({
      authenticateResult: { string: ['ticket-1', tricky, '5', '60'] },
    });
    expect(
      await call('sendRequestXML', {
        ticket: 'ticket-1',
        strHCPResponse: tricky,
        strCompanyFileName: 'C:\\Company.QBW',
        acctXMLCountry: 'US',
        acctXMLMajorVers: 13,
        acctXMLMinorVers: 0,
      }),
    ).toEqual({ sendRequestXMLResult: tricky });
    expect(seen.sendRequestXML).toMatchObject({ ticket: 'ticket-1', strHCPResponse: tricky, acctXMLCountry: 'US' });
    // node-soap's server hands ints over as given on the wire or converted; either way the value survives.
    expect(String((seen.sendRequestXML as Record<string, unknown>).acctXMLMajorVers)).toBe('13');
    expect(String((seen.sendRequestXML as Record<string, unknown>).acctXMLMinorVers)).toBe('0');
    expect(
      await call('receiveResponseXML', { ticket: 'ticket-1', response: tricky, hresult: '0x80040400', message: 'bad' }),
    ).toEqual({ receiveResponseXMLResult: -7 });
    expect(seen.receiveResponseXML).toMatchObject({ response: tricky, hresult: '0x80040400', message: 'bad' });
    expect(await call('connectionError', { ticket: 'ticket-1', hresult: '0x80040408', message: tricky })).toEqual({
      connectionErrorResult: `done:${tricky}`,
    });
    expect(await call('getLastError', { ticket: 'ticket-1' })).toEqual({ getLastErrorResult: 'NoOp ticket-1' });
    expect(await call('closeConnection', { ticket: 'ticket-1' })).toEqual({ closeConnectionResult: 'OK' });
  });

  it('carries a real multi-line request document (vector 04) unchanged, not trimmed', async () => {
    const xml = readFileSync(path.join(vectorsDir, 'connector-04-sendRequestXML-request.xml'), 'utf8');
    const escaped = /<strHCPResponse>([\s\S]*?)<\/strHCPResponse>/.exec(xml)![1];
    const document = escaped
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&');
    expect(document).toContain('\n');
    const padded = `  ${document}\n`;
    const result = await call('sendRequestXML', {
      ticket: 'ticket-1',
      strHCPResponse: padded,
      acctXMLMajorVers: 5,
      acctXMLMinorVers: 0,
    });
    expect(result).toEqual({ sendRequestXMLResult: padded });
  });

  it('sends SOAPAction = namespace + operation and namespace-qualified bodies', async () => {
    await call('getLastError', { ticket: 't' });
    const request = client.lastRequest ?? '';
    expect(request).toContain(NS);
    expect(client.lastRequestHeaders?.SOAPAction ?? '').toContain(`${NS}getLastError`);
  });
});
