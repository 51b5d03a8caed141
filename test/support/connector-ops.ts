/**
 * Test support: a hand-written operation list for ConnectorSvc over the generic SOAP runtime, standing in
 * for the glue the generator will emit. Also raw-HTTP and vector helpers shared by the SOAP runtime tests.
 */
import { readFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { Field } from '../../templates/soap-messages/envelope.ts';
import { readFields, type ReadSpec } from '../../templates/soap-messages/fields.ts';
import { soapOperation, type AnySoapOperation, type SoapRequestContext } from '../../templates/soap-server/server.ts';

export const NS = 'http://developer.svc.example/';
export const VECTORS = '/work/shared/vectors/connector/';
export const WSDL_PATH = new URL('../../definitions/connector.wsdl', import.meta.url).pathname;
export const SERVICE_PATH = '/ConnectorSvc.asmx';

type OutputSpec = Omit<Field, 'value'> & { kind: Field['kind']; itemName?: string; itemKind?: 'string' | 'int' };

const str = (name: string): ReadSpec => ({ name, kind: 'string' });

export const CONNECTOR_SPECS: { readonly [op: string]: { input: ReadSpec[]; output: OutputSpec } } = {
  serverVersion: { input: [str('strVersion')], output: { name: 'serverVersionResult', kind: 'string' } },
  clientVersion: { input: [str('strVersion')], output: { name: 'clientVersionResult', kind: 'string' } },
  authenticate: {
    input: [str('strUserName'), str('strPassword')],
    output: { name: 'authenticateResult', kind: 'array', itemName: 'string', itemKind: 'string' },
  },
  sendRequestXML: {
    input: [
      str('ticket'),
      str('strHCPResponse'),
      str('strCompanyFileName'),
      str('acctXMLCountry'),
      { name: 'acctXMLMajorVers', kind: 'int', required: true },
      { name: 'acctXMLMinorVers', kind: 'int', required: true },
    ],
    output: { name: 'sendRequestXMLResult', kind: 'string' },
  },
  receiveResponseXML: {
    input: [str('ticket'), str('response'), str('hresult'), str('message')],
    output: { name: 'receiveResponseXMLResult', kind: 'int' },
  },
  connectionError: {
    input: [str('ticket'), str('hresult'), str('message')],
    output: { name: 'connectionErrorResult', kind: 'string' },
  },
  getLastError: { input: [str('ticket')], output: { name: 'getLastErrorResult', kind: 'string' } },
  closeConnection: { input: [str('ticket')], output: { name: 'closeConnectionResult', kind: 'string' } },
};

export const OPERATION_NAMES = Object.keys(CONNECTOR_SPECS);

export type Request = { [field: string]: unknown };
export type Handler = (request: Request, context: SoapRequestContext) => unknown;
export interface Call {
  readonly operation: string;
  readonly request: Request;
}

/** The eight operations; every call is recorded in `calls`. */
export function connectorOperations(handlers: { [op: string]: Handler }, calls: Call[]): AnySoapOperation[] {
  return OPERATION_NAMES.map((name) => {
    const spec = CONNECTOR_SPECS[name];
    return soapOperation<Request, unknown>({
      name,
      soapAction: NS + name,
      namespace: NS,
      inputElement: name,
      outputElement: `${name}Response`,
      decode: (body) => readFields(body, spec.input),
      handle: async (request, context) => {
        calls.push({ operation: name, request });
        const handler = handlers[name];
        if (!handler) throw new Error(`no handler for ${name}`);
        return handler(request, context);
      },
      encode: (result) => [{ ...spec.output, value: result } as Field],
    });
  });
}

export interface RawResponse {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
  readonly sawContinue: boolean;
}

/** Sends exactly these headers and body; waits for `100 Continue` first when `Expect` says so. */
export function rawRequest(
  url: string,
  options: { method?: string; headers?: { [name: string]: string }; body?: string | Buffer; bodyDelayMs?: number },
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const headers = options.headers ?? {};
    const expectContinue = Object.entries(headers).some(
      ([k, v]) => k.toLowerCase() === 'expect' && v.toLowerCase() === '100-continue',
    );
    let sawContinue = false;
    const req = httpRequest(url, { method: options.method ?? 'POST', headers, agent: false });
    req.on('error', reject);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8'), sawContinue }),
      );
      res.on('error', reject);
    });
    const sendBody = (): void => {
      if (options.bodyDelayMs) {
        req.flushHeaders();
        setTimeout(() => req.end(options.body), options.bodyDelayMs);
      } else req.end(options.body);
    };
    if (expectContinue) {
      req.on('continue', () => {
        sawContinue = true;
        sendBody();
      });
      req.flushHeaders();
    } else sendBody();
  });
}

/** Headers as captured: one `Name: value` per line. */
export function readVectorHeaders(file: string): { [name: string]: string } {
  const headers: { [name: string]: string } = {};
  for (const line of readFileSync(VECTORS + file, 'utf8').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return headers;
}

export function readVector(file: string): string {
  return readFileSync(VECTORS + file, 'utf8');
}

/** Decodes the five predefined entities and `&#13;` independently of the runtime under test. */
export function naiveUnescape(text: string): string {
  return text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&#13;', '\r')
    .replaceAll('&amp;', '&');
}

/** The raw (still escaped) text between `<name>` and `</name>` in a vector. */
export function rawElementText(xml: string, name: string): string {
  const match = new RegExp(`<(?:\\w+:)?${name}>([\\s\\S]*?)</(?:\\w+:)?${name}>`).exec(xml);
  if (!match) throw new Error(`no ${name} in vector`);
  return match[1];
}
