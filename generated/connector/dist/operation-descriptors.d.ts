/**
* The runtime descriptor of each operation of ConnectorSvc 1.0.0, one export per operation (a bundler keeps the ones called).
*
* Generated from the definition; do not edit.
*/
import type { SoapOperationDescriptor } from "./runtime/operations/operation-table.js";
/** `serverVersion`: SOAPAction http://developer.svc.example/serverVersion. */
export declare const serverVersionOperation: SoapOperationDescriptor;
/** `clientVersion`: SOAPAction http://developer.svc.example/clientVersion. */
export declare const clientVersionOperation: SoapOperationDescriptor;
/** `authenticate`: SOAPAction http://developer.svc.example/authenticate. */
export declare const authenticateOperation: SoapOperationDescriptor;
/** `sendRequestXML`: SOAPAction http://developer.svc.example/sendRequestXML. */
export declare const sendRequestXMLOperation: SoapOperationDescriptor;
/** `receiveResponseXML`: SOAPAction http://developer.svc.example/receiveResponseXML. */
export declare const receiveResponseXMLOperation: SoapOperationDescriptor;
/** `connectionError`: SOAPAction http://developer.svc.example/connectionError. */
export declare const connectionErrorOperation: SoapOperationDescriptor;
/** `getLastError`: SOAPAction http://developer.svc.example/getLastError. */
export declare const getLastErrorOperation: SoapOperationDescriptor;
/** `closeConnection`: SOAPAction http://developer.svc.example/closeConnection. */
export declare const closeConnectionOperation: SoapOperationDescriptor;
