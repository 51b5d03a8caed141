/**
 * The Web Connector protocol as the `web-connector` part knows it: the eight operations a desktop Web Connector
 * calls on a service (QBWebConnectorSvc, `../shared/vectors/connector/real-wsdl/` is the vendor's WSDL), each with
 * the kinds of its request fields in order and the kind of its result. The part applies to any WSDL whose
 * operations have these shapes, whatever its element names (the vendor's `qbXMLCountry` or another vocabulary):
 * the binding it emits maps the WSDL's fields onto the kit's by position.
 */
import type { ScalarKind } from '../../facts/soap.ts';

export interface ProtocolOperation {
  /** The operation's name in the protocol (and the kit's handler name). */
  readonly name: string;
  /**
   * The kit's name for each request field, in the order the protocol sends them, with its kind; `pieces`: the
   * field may be many MiB, so the kit is also given it as the pieces it was decoded in (`<key>Pieces`).
   */
  readonly fields: readonly { readonly key: string; readonly kind: ScalarKind; readonly pieces?: true }[];
  /** What the result is: a scalar, or an array of strings (authenticate's ticket and status). */
  readonly result: ScalarKind | 'string-array';
}

export const WEB_CONNECTOR_OPERATIONS: readonly ProtocolOperation[] = [
  { name: 'serverVersion', fields: [{ key: 'strVersion', kind: 'string' }], result: 'string' },
  { name: 'clientVersion', fields: [{ key: 'strVersion', kind: 'string' }], result: 'string' },
  { name: 'authenticate', fields: [{ key: 'strUserName', kind: 'string' }, { key: 'strPassword', kind: 'string' }], result: 'string-array' },
  {
    name: 'sendRequestXML',
    fields: [
      { key: 'ticket', kind: 'string' },
      { key: 'strHCPResponse', kind: 'string' },
      { key: 'strCompanyFileName', kind: 'string' },
      { key: 'country', kind: 'string' },
      { key: 'majorVersion', kind: 'int' },
      { key: 'minorVersion', kind: 'int' },
    ],
    result: 'string',
  },
  {
    name: 'receiveResponseXML',
    fields: [
      { key: 'ticket', kind: 'string' },
      { key: 'response', kind: 'string', pieces: true },
      { key: 'hresult', kind: 'string' },
      { key: 'message', kind: 'string' },
    ],
    result: 'int',
  },
  {
    name: 'connectionError',
    fields: [
      { key: 'ticket', kind: 'string' },
      { key: 'hresult', kind: 'string' },
      { key: 'message', kind: 'string' },
    ],
    result: 'string',
  },
  { name: 'getLastError', fields: [{ key: 'ticket', kind: 'string' }], result: 'string' },
  { name: 'closeConnection', fields: [{ key: 'ticket', kind: 'string' }], result: 'string' },
];
