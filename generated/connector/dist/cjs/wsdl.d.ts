/**
* The WSDL of ConnectorSvc 1.0.0 (`definitions/connector.wsdl`), served by the server stub at `?wsdl`.
* Generated; do not edit.
*/
export declare const connectorWsdl: string | undefined;
