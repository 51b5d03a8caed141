/**
* The WSDL of Directory Service 1.0.0 (`test/samples/directory.wsdl`), served by the server stub at `?wsdl`.
* The definition could not be read when the package was generated.
*/
export const directoryWsdl = undefined;
