/**
 * Generality: large real XSDs (../shared/specs/xsd) go through the XSD layer without errors, and the project's
 * own connector.wsdl gives the operations and fields its seed describes.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { NamedTypeNode, ObjectTypeNode, SoapOperationNode } from '../../../generator/model/types.ts';
import { formatDiagnostic } from '../../../generator/model/diagnostics.ts';
import { parseWsdl, parseXsd } from '../../../generator/parse/wsdl/index.ts';

const XSD_DIR = path.resolve('../shared/specs/xsd');
const vendorXsds = existsSync(XSD_DIR) ? readdirSync(XSD_DIR).filter((f) => f.endsWith('.xsd')).sort() : [];

describe.skipIf(vendorXsds.length === 0)('vendor XSDs', () => {
  it.each(vendorXsds)('%s parses with no errors', async (name) => {
    const started = performance.now();
    const { types, diagnostics } = await parseXsd(path.join(XSD_DIR, name));
    const ms = Math.round(performance.now() - started);
    const errors = diagnostics.filter((d) => d.severity === 'error');
    expect(errors.map(formatDiagnostic)).toEqual([]);
    expect(types?.length).toBeGreaterThan(10);
    const names = types!.map((t) => t.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    console.log(`${name}: ${types!.length} types, ${errors.length} errors, ${diagnostics.length - errors.length} warnings, ${ms} ms`);
  });
});

const CONNECTOR = 'definitions/connector.wsdl';
const TNS = 'http://developer.svc.example/';

describe.skipIf(!existsSync(CONNECTOR))('definitions/connector.wsdl', () => {
  const load = async () => {
    const result = await parseWsdl(CONNECTOR);
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
    return result.model!;
  };
  const objectOf = (types: NamedTypeNode[], name: string): ObjectTypeNode => {
    const type = types.find((t) => t.name === name)?.type;
    expect(type?.kind).toBe('object');
    return type as ObjectTypeNode;
  };

  it('has the 8 document/literal SOAP 1.1 operations with SOAPAction = namespace + name', async () => {
    const model = await load();
    expect(model.name).toBe('connector');
    expect(model.services).toHaveLength(1);
    const [service] = model.services;
    expect(service.name).toBe('ConnectorSvc');
    expect(service.endpoints).toHaveLength(1);
    expect(service.endpoints[0].name).toBe('ConnectorSvcSoap');
    expect(service.endpoints[0].url).toMatch(/ConnectorSvc\.asmx$/);
    // The seed's operations, in order; operations a user adds (npm run scaffold) may follow or sit between.
    const seed = [
      'serverVersion', 'clientVersion', 'authenticate', 'sendRequestXML',
      'receiveResponseXML', 'connectionError', 'getLastError', 'closeConnection',
    ];
    const ops = (service.operations as SoapOperationNode[]).filter((o) => seed.includes(o.name));
    expect(ops.map((o) => o.name)).toEqual(seed);
    for (const op of ops) {
      expect(op).toMatchObject({ kind: 'soap', soapVersion: '1.1', style: 'document', use: 'literal', soapAction: TNS + op.name });
      expect(op.input).toEqual({ element: op.name, namespace: TNS, type: op.name });
      expect(op.output).toEqual({ element: `${op.name}Response`, namespace: TNS, type: `${op.name}Response` });
      const response = objectOf(model.types, op.output.type);
      expect(response.properties.map((p) => p.name)).toEqual([`${op.name}Result`]);
    }
  });

  it('keeps the required ints and optional strings', async () => {
    const model = await load();
    const send = objectOf(model.types, 'sendRequestXML');
    const required = send.properties.filter((p) => p.required).map((p) => p.name);
    expect(required).toEqual(['acctXMLMajorVers', 'acctXMLMinorVers']);
    for (const name of required) {
      expect(send.properties.find((p) => p.name === name)?.type).toMatchObject({ kind: 'number', integer: true, format: 'int32' });
    }
    const result = objectOf(model.types, 'receiveResponseXMLResponse').properties[0];
    expect(result).toMatchObject({ name: 'receiveResponseXMLResult', required: true, type: { kind: 'number', integer: true } });
    for (const p of send.properties) expect(p.xml?.namespace).toBe(TNS);
  });

  it('maps ArrayOfString to an array of nillable strings named string', async () => {
    const model = await load();
    const array = model.types.find((t) => t.name === 'ArrayOfString');
    expect(array?.type).toMatchObject({ kind: 'array', xmlItemName: 'string', items: { kind: 'string', nullable: true } });
    const auth = objectOf(model.types, 'authenticateResponse').properties[0];
    expect(auth).toMatchObject({ name: 'authenticateResult', required: false, type: { kind: 'ref', name: 'ArrayOfString' } });
  });
});
