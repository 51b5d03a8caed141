/**
 * XML codecs of the SOAP messages of ConnectorSvc 1.0.0. Generated from the definition; do not edit.
 *
 * `decode<Type>(element)` reads a message element into its typed value; `encode<Type>(value)` gives the
 * element's children, in sequence order, for `writeEnvelope`.
 */
import {
  readField,
  XmlEncodingError,
  type Field,
  type ReadSpec,
  type ReadValue,
  type XmlElement,
} from './runtime/soap-messages/index.js';
import type * as T from './types.js';

/** A required value: refuses `undefined` (and `null` where the element is not nillable). */
function present<V>(value: V, where: string, nillable: boolean): V {
  if (value === undefined || (value === null && !nillable))
    throw new XmlEncodingError(`${where} is required`);
  return value;
}

const specsOfserverVersion: readonly ReadSpec[] = [{ name: 'strVersion', kind: 'string' }];

/** Reads the `serverVersion` element: absent children are left out, nil ones are `null`, text is never trimmed. */
export function decodeserverVersion(element: XmlElement): T.serverVersion {
  const out: { [key: string]: unknown } = {};
  let v: ReadValue | undefined;
  if ((v = readField(element, specsOfserverVersion[0])) !== undefined) out['strVersion'] = v;
  return out as unknown as T.serverVersion;
}

/** Children of the `serverVersion` element, in sequence order. */
export function encodeserverVersion(value: T.serverVersion): Field[] {
  return [{ name: 'strVersion', kind: 'string', value: value.strVersion }];
}

const specsOfserverVersionResponse: readonly ReadSpec[] = [
  { name: 'serverVersionResult', kind: 'string' },
];

/** Reads the `serverVersionResponse` element: absent children are left out, nil ones are `null`, text is never trimmed. */
export function decodeserverVersionResponse(element: XmlElement): T.serverVersionResponse {
  const out: { [key: string]: unknown } = {};
  let v: ReadValue | undefined;
  if ((v = readField(element, specsOfserverVersionResponse[0])) !== undefined)
    out['serverVersionResult'] = v;
  return out as unknown as T.serverVersionResponse;
}

/** Children of the `serverVersionResponse` element, in sequence order. */
export function encodeserverVersionResponse(value: T.serverVersionResponse): Field[] {
  return [{ name: 'serverVersionResult', kind: 'string', value: value.serverVersionResult }];
}

const specsOfclientVersion: readonly ReadSpec[] = [{ name: 'strVersion', kind: 'string' }];

/** Reads the `clientVersion` element: absent children are left out, nil ones are `null`, text is never trimmed. */
export function decodeclientVersion(element: XmlElement): T.clientVersion {
  const out: { [key: string]: unknown } = {};
  let v: ReadValue | undefined;
  if ((v = readField(element, specsOfclientVersion[0])) !== undefined) out['strVersion'] = v;
  return out as unknown as T.clientVersion;
}

/** Children of the `clientVersion` element, in sequence order. */
export function encodeclientVersion(value: T.clientVersion): Field[] {
  return [{ name: 'strVersion', kind: 'string', value: value.strVersion }];
}

const specsOfclientVersionResponse: readonly ReadSpec[] = [
  { name: 'clientVersionResult', kind: 'string' },
];

/** Reads the `clientVersionResponse` element: absent children are left out, nil ones are `null`, text is never trimmed. */
export function decodeclientVersionResponse(element: XmlElement): T.clientVersionResponse {
  const out: { [key: string]: unknown } = {};
  let v: ReadValue | undefined;
  if ((v = readField(element, specsOfclientVersionResponse[0])) !== undefined)
    out['clientVersionResult'] = v;
  return out as unknown as T.clientVersionResponse;
}

/** Children of the `clientVersionResponse` element, in sequence order. */
export function encodeclientVersionResponse(value: T.clientVersionResponse): Field[] {
  return [{ name: 'clientVersionResult', kind: 'string', value: value.clientVersionResult }];
}

const specsOfauthenticate: readonly ReadSpec[] = [
  { name: 'strUserName', kind: 'string' },
  { name: 'strPassword', kind: 'string' },
];

/** Reads the `authenticate` element: absent children are left out, nil ones are `null`, text is never trimmed. */
export function decodeauthenticate(element: XmlElement): T.authenticate {
  const out: { [key: string]: unknown } = {};
  let v: ReadValue | undefined;
  if ((v = readField(element, specsOfauthenticate[0])) !== undefined) out['strUserName'] = v;
  if ((v = readField(element, specsOfauthenticate[1])) !== undefined) out['strPassword'] = v;
  return out as unknown as T.authenticate;
}

/** Children of the `authenticate` element, in sequence order. */
export function encodeauthenticate(value: T.authenticate): Field[] {
  return [
    { name: 'strUserName', kind: 'string', value: value.strUserName },
    { name: 'strPassword', kind: 'string', value: value.strPassword },
  ];
}

const specsOfauthenticateResponse: readonly ReadSpec[] = [
  { name: 'authenticateResult', kind: 'array', itemName: 'string', itemKind: 'string' },
];

/** Reads the `authenticateResponse` element: absent children are left out, nil ones are `null`, text is never trimmed. */
export function decodeauthenticateResponse(element: XmlElement): T.authenticateResponse {
  const out: { [key: string]: unknown } = {};
  let v: ReadValue | undefined;
  if ((v = readField(element, specsOfauthenticateResponse[0])) !== undefined)
    out['authenticateResult'] = v;
  return out as unknown as T.authenticateResponse;
}

/** Children of the `authenticateResponse` element, in sequence order. */
export function encodeauthenticateResponse(value: T.authenticateResponse): Field[] {
  return [
    {
      name: 'authenticateResult',
      kind: 'array',
      itemName: 'string',
      itemKind: 'string',
      value: value.authenticateResult,
    },
  ];
}

const specsOfsendRequestXML: readonly ReadSpec[] = [
  { name: 'ticket', kind: 'string' },
  { name: 'strHCPResponse', kind: 'string' },
  { name: 'strCompanyFileName', kind: 'string' },
  { name: 'acctXMLCountry', kind: 'string' },
  { name: 'acctXMLMajorVers', kind: 'int', required: true },
  { name: 'acctXMLMinorVers', kind: 'int', required: true },
];

/** Reads the `sendRequestXML` element: absent children are left out, nil ones are `null`, text is never trimmed. */
export function decodesendRequestXML(element: XmlElement): T.sendRequestXML {
  const out: { [key: string]: unknown } = {};
  let v: ReadValue | undefined;
  if ((v = readField(element, specsOfsendRequestXML[0])) !== undefined) out['ticket'] = v;
  if ((v = readField(element, specsOfsendRequestXML[1])) !== undefined) out['strHCPResponse'] = v;
  if ((v = readField(element, specsOfsendRequestXML[2])) !== undefined)
    out['strCompanyFileName'] = v;
  if ((v = readField(element, specsOfsendRequestXML[3])) !== undefined) out['acctXMLCountry'] = v;
  if ((v = readField(element, specsOfsendRequestXML[4])) !== undefined) out['acctXMLMajorVers'] = v;
  if ((v = readField(element, specsOfsendRequestXML[5])) !== undefined) out['acctXMLMinorVers'] = v;
  return out as unknown as T.sendRequestXML;
}

/** Children of the `sendRequestXML` element, in sequence order. */
export function encodesendRequestXML(value: T.sendRequestXML): Field[] {
  return [
    { name: 'ticket', kind: 'string', value: value.ticket },
    { name: 'strHCPResponse', kind: 'string', value: value.strHCPResponse },
    { name: 'strCompanyFileName', kind: 'string', value: value.strCompanyFileName },
    { name: 'acctXMLCountry', kind: 'string', value: value.acctXMLCountry },
    {
      name: 'acctXMLMajorVers',
      kind: 'int',
      value: present(value.acctXMLMajorVers, 'sendRequestXML.acctXMLMajorVers', false),
    },
    {
      name: 'acctXMLMinorVers',
      kind: 'int',
      value: present(value.acctXMLMinorVers, 'sendRequestXML.acctXMLMinorVers', false),
    },
  ];
}

const specsOfsendRequestXMLResponse: readonly ReadSpec[] = [
  { name: 'sendRequestXMLResult', kind: 'string' },
];

/** Reads the `sendRequestXMLResponse` element: absent children are left out, nil ones are `null`, text is never trimmed. */
export function decodesendRequestXMLResponse(element: XmlElement): T.sendRequestXMLResponse {
  const out: { [key: string]: unknown } = {};
  let v: ReadValue | undefined;
  if ((v = readField(element, specsOfsendRequestXMLResponse[0])) !== undefined)
    out['sendRequestXMLResult'] = v;
  return out as unknown as T.sendRequestXMLResponse;
}

/** Children of the `sendRequestXMLResponse` element, in sequence order. */
export function encodesendRequestXMLResponse(value: T.sendRequestXMLResponse): Field[] {
  return [{ name: 'sendRequestXMLResult', kind: 'string', value: value.sendRequestXMLResult }];
}

const specsOfreceiveResponseXML: readonly ReadSpec[] = [
  { name: 'ticket', kind: 'string' },
  { name: 'response', kind: 'string' },
  { name: 'hresult', kind: 'string' },
  { name: 'message', kind: 'string' },
];

/** Reads the `receiveResponseXML` element: absent children are left out, nil ones are `null`, text is never trimmed. */
export function decodereceiveResponseXML(element: XmlElement): T.receiveResponseXML {
  const out: { [key: string]: unknown } = {};
  let v: ReadValue | undefined;
  if ((v = readField(element, specsOfreceiveResponseXML[0])) !== undefined) out['ticket'] = v;
  if ((v = readField(element, specsOfreceiveResponseXML[1])) !== undefined) out['response'] = v;
  if ((v = readField(element, specsOfreceiveResponseXML[2])) !== undefined) out['hresult'] = v;
  if ((v = readField(element, specsOfreceiveResponseXML[3])) !== undefined) out['message'] = v;
  return out as unknown as T.receiveResponseXML;
}

/** Children of the `receiveResponseXML` element, in sequence order. */
export function encodereceiveResponseXML(value: T.receiveResponseXML): Field[] {
  return [
    { name: 'ticket', kind: 'string', value: value.ticket },
    { name: 'response', kind: 'string', value: value.response },
    { name: 'hresult', kind: 'string', value: value.hresult },
    { name: 'message', kind: 'string', value: value.message },
  ];
}

const specsOfreceiveResponseXMLResponse: readonly ReadSpec[] = [
  { name: 'receiveResponseXMLResult', kind: 'int', required: true },
];

/** Reads the `receiveResponseXMLResponse` element: absent children are left out, nil ones are `null`, text is never trimmed. */
export function decodereceiveResponseXMLResponse(
  element: XmlElement,
): T.receiveResponseXMLResponse {
  const out: { [key: string]: unknown } = {};
  let v: ReadValue | undefined;
  if ((v = readField(element, specsOfreceiveResponseXMLResponse[0])) !== undefined)
    out['receiveResponseXMLResult'] = v;
  return out as unknown as T.receiveResponseXMLResponse;
}

/** Children of the `receiveResponseXMLResponse` element, in sequence order. */
export function encodereceiveResponseXMLResponse(value: T.receiveResponseXMLResponse): Field[] {
  return [
    {
      name: 'receiveResponseXMLResult',
      kind: 'int',
      value: present(
        value.receiveResponseXMLResult,
        'receiveResponseXMLResponse.receiveResponseXMLResult',
        false,
      ),
    },
  ];
}

const specsOfconnectionError: readonly ReadSpec[] = [
  { name: 'ticket', kind: 'string' },
  { name: 'hresult', kind: 'string' },
  { name: 'message', kind: 'string' },
];

/** Reads the `connectionError` element: absent children are left out, nil ones are `null`, text is never trimmed. */
export function decodeconnectionError(element: XmlElement): T.connectionError {
  const out: { [key: string]: unknown } = {};
  let v: ReadValue | undefined;
  if ((v = readField(element, specsOfconnectionError[0])) !== undefined) out['ticket'] = v;
  if ((v = readField(element, specsOfconnectionError[1])) !== undefined) out['hresult'] = v;
  if ((v = readField(element, specsOfconnectionError[2])) !== undefined) out['message'] = v;
  return out as unknown as T.connectionError;
}

/** Children of the `connectionError` element, in sequence order. */
export function encodeconnectionError(value: T.connectionError): Field[] {
  return [
    { name: 'ticket', kind: 'string', value: value.ticket },
    { name: 'hresult', kind: 'string', value: value.hresult },
    { name: 'message', kind: 'string', value: value.message },
  ];
}

const specsOfconnectionErrorResponse: readonly ReadSpec[] = [
  { name: 'connectionErrorResult', kind: 'string' },
];

/** Reads the `connectionErrorResponse` element: absent children are left out, nil ones are `null`, text is never trimmed. */
export function decodeconnectionErrorResponse(element: XmlElement): T.connectionErrorResponse {
  const out: { [key: string]: unknown } = {};
  let v: ReadValue | undefined;
  if ((v = readField(element, specsOfconnectionErrorResponse[0])) !== undefined)
    out['connectionErrorResult'] = v;
  return out as unknown as T.connectionErrorResponse;
}

/** Children of the `connectionErrorResponse` element, in sequence order. */
export function encodeconnectionErrorResponse(value: T.connectionErrorResponse): Field[] {
  return [{ name: 'connectionErrorResult', kind: 'string', value: value.connectionErrorResult }];
}

const specsOfgetLastError: readonly ReadSpec[] = [{ name: 'ticket', kind: 'string' }];

/** Reads the `getLastError` element: absent children are left out, nil ones are `null`, text is never trimmed. */
export function decodegetLastError(element: XmlElement): T.getLastError {
  const out: { [key: string]: unknown } = {};
  let v: ReadValue | undefined;
  if ((v = readField(element, specsOfgetLastError[0])) !== undefined) out['ticket'] = v;
  return out as unknown as T.getLastError;
}

/** Children of the `getLastError` element, in sequence order. */
export function encodegetLastError(value: T.getLastError): Field[] {
  return [{ name: 'ticket', kind: 'string', value: value.ticket }];
}

const specsOfgetLastErrorResponse: readonly ReadSpec[] = [
  { name: 'getLastErrorResult', kind: 'string' },
];

/** Reads the `getLastErrorResponse` element: absent children are left out, nil ones are `null`, text is never trimmed. */
export function decodegetLastErrorResponse(element: XmlElement): T.getLastErrorResponse {
  const out: { [key: string]: unknown } = {};
  let v: ReadValue | undefined;
  if ((v = readField(element, specsOfgetLastErrorResponse[0])) !== undefined)
    out['getLastErrorResult'] = v;
  return out as unknown as T.getLastErrorResponse;
}

/** Children of the `getLastErrorResponse` element, in sequence order. */
export function encodegetLastErrorResponse(value: T.getLastErrorResponse): Field[] {
  return [{ name: 'getLastErrorResult', kind: 'string', value: value.getLastErrorResult }];
}

const specsOfcloseConnection: readonly ReadSpec[] = [{ name: 'ticket', kind: 'string' }];

/** Reads the `closeConnection` element: absent children are left out, nil ones are `null`, text is never trimmed. */
export function decodecloseConnection(element: XmlElement): T.closeConnection {
  const out: { [key: string]: unknown } = {};
  let v: ReadValue | undefined;
  if ((v = readField(element, specsOfcloseConnection[0])) !== undefined) out['ticket'] = v;
  return out as unknown as T.closeConnection;
}

/** Children of the `closeConnection` element, in sequence order. */
export function encodecloseConnection(value: T.closeConnection): Field[] {
  return [{ name: 'ticket', kind: 'string', value: value.ticket }];
}

const specsOfcloseConnectionResponse: readonly ReadSpec[] = [
  { name: 'closeConnectionResult', kind: 'string' },
];

/** Reads the `closeConnectionResponse` element: absent children are left out, nil ones are `null`, text is never trimmed. */
export function decodecloseConnectionResponse(element: XmlElement): T.closeConnectionResponse {
  const out: { [key: string]: unknown } = {};
  let v: ReadValue | undefined;
  if ((v = readField(element, specsOfcloseConnectionResponse[0])) !== undefined)
    out['closeConnectionResult'] = v;
  return out as unknown as T.closeConnectionResponse;
}

/** Children of the `closeConnectionResponse` element, in sequence order. */
export function encodecloseConnectionResponse(value: T.closeConnectionResponse): Field[] {
  return [{ name: 'closeConnectionResult', kind: 'string', value: value.closeConnectionResult }];
}
