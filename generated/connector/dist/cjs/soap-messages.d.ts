/**
* XML codecs of the SOAP messages of ConnectorSvc 1.0.0. Generated from the definition; do not edit.
*
* `decode<Type>(element)` reads a message element into its typed value; `encode<Type>(value)` gives the
* element's children, in sequence order, for `writeEnvelope`.
*/
import { type Field, type XmlElement } from "./runtime/soap-messages/index.js";
import type * as T from "./types.js";
/** Reads the `serverVersion` element: absent children are left out, nil ones are `null`, text is never trimmed. */
export declare function decodeserverVersion(element: XmlElement): T.serverVersion;
/** Children of the `serverVersion` element, in sequence order. */
export declare function encodeserverVersion(value: T.serverVersion): Field[];
/** Reads the `serverVersionResponse` element: absent children are left out, nil ones are `null`, text is never trimmed. */
export declare function decodeserverVersionResponse(element: XmlElement): T.serverVersionResponse;
/** Children of the `serverVersionResponse` element, in sequence order. */
export declare function encodeserverVersionResponse(value: T.serverVersionResponse): Field[];
/** Reads the `clientVersion` element: absent children are left out, nil ones are `null`, text is never trimmed. */
export declare function decodeclientVersion(element: XmlElement): T.clientVersion;
/** Children of the `clientVersion` element, in sequence order. */
export declare function encodeclientVersion(value: T.clientVersion): Field[];
/** Reads the `clientVersionResponse` element: absent children are left out, nil ones are `null`, text is never trimmed. */
export declare function decodeclientVersionResponse(element: XmlElement): T.clientVersionResponse;
/** Children of the `clientVersionResponse` element, in sequence order. */
export declare function encodeclientVersionResponse(value: T.clientVersionResponse): Field[];
/** Reads the `authenticate` element: absent children are left out, nil ones are `null`, text is never trimmed. */
export declare function decodeauthenticate(element: XmlElement): T.authenticate;
/** Children of the `authenticate` element, in sequence order. */
export declare function encodeauthenticate(value: T.authenticate): Field[];
/** Reads the `authenticateResponse` element: absent children are left out, nil ones are `null`, text is never trimmed. */
export declare function decodeauthenticateResponse(element: XmlElement): T.authenticateResponse;
/** Children of the `authenticateResponse` element, in sequence order. */
export declare function encodeauthenticateResponse(value: T.authenticateResponse): Field[];
/** Reads the `sendRequestXML` element: absent children are left out, nil ones are `null`, text is never trimmed. */
export declare function decodesendRequestXML(element: XmlElement): T.sendRequestXML;
/** Children of the `sendRequestXML` element, in sequence order. */
export declare function encodesendRequestXML(value: T.sendRequestXML): Field[];
/** Reads the `sendRequestXMLResponse` element: absent children are left out, nil ones are `null`, text is never trimmed. */
export declare function decodesendRequestXMLResponse(element: XmlElement): T.sendRequestXMLResponse;
/** Children of the `sendRequestXMLResponse` element, in sequence order. */
export declare function encodesendRequestXMLResponse(value: T.sendRequestXMLResponse): Field[];
/** Reads the `receiveResponseXML` element: absent children are left out, nil ones are `null`, text is never trimmed. */
export declare function decodereceiveResponseXML(element: XmlElement): T.receiveResponseXML;
/** Children of the `receiveResponseXML` element, in sequence order. */
export declare function encodereceiveResponseXML(value: T.receiveResponseXML): Field[];
/** Reads the `receiveResponseXMLResponse` element: absent children are left out, nil ones are `null`, text is never trimmed. */
export declare function decodereceiveResponseXMLResponse(element: XmlElement): T.receiveResponseXMLResponse;
/** Children of the `receiveResponseXMLResponse` element, in sequence order. */
export declare function encodereceiveResponseXMLResponse(value: T.receiveResponseXMLResponse): Field[];
/** Reads the `connectionError` element: absent children are left out, nil ones are `null`, text is never trimmed. */
export declare function decodeconnectionError(element: XmlElement): T.connectionError;
/** Children of the `connectionError` element, in sequence order. */
export declare function encodeconnectionError(value: T.connectionError): Field[];
/** Reads the `connectionErrorResponse` element: absent children are left out, nil ones are `null`, text is never trimmed. */
export declare function decodeconnectionErrorResponse(element: XmlElement): T.connectionErrorResponse;
/** Children of the `connectionErrorResponse` element, in sequence order. */
export declare function encodeconnectionErrorResponse(value: T.connectionErrorResponse): Field[];
/** Reads the `getLastError` element: absent children are left out, nil ones are `null`, text is never trimmed. */
export declare function decodegetLastError(element: XmlElement): T.getLastError;
/** Children of the `getLastError` element, in sequence order. */
export declare function encodegetLastError(value: T.getLastError): Field[];
/** Reads the `getLastErrorResponse` element: absent children are left out, nil ones are `null`, text is never trimmed. */
export declare function decodegetLastErrorResponse(element: XmlElement): T.getLastErrorResponse;
/** Children of the `getLastErrorResponse` element, in sequence order. */
export declare function encodegetLastErrorResponse(value: T.getLastErrorResponse): Field[];
/** Reads the `closeConnection` element: absent children are left out, nil ones are `null`, text is never trimmed. */
export declare function decodecloseConnection(element: XmlElement): T.closeConnection;
/** Children of the `closeConnection` element, in sequence order. */
export declare function encodecloseConnection(value: T.closeConnection): Field[];
/** Reads the `closeConnectionResponse` element: absent children are left out, nil ones are `null`, text is never trimmed. */
export declare function decodecloseConnectionResponse(element: XmlElement): T.closeConnectionResponse;
/** Children of the `closeConnectionResponse` element, in sequence order. */
export declare function encodecloseConnectionResponse(value: T.closeConnectionResponse): Field[];
