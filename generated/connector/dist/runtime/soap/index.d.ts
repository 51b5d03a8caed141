/** SOAP 1.1 runtime of generated packages: envelopes, faults, typed field reading, HTTP client and server cores. */
export * from "./xml-text.js";
export * from "./xml-charset.js";
export * from "./xml-tree.js";
export * from "./fault.js";
export * from "./envelope.js";
export * from "./fields.js";
export * from "./client.js";
export * from "./server.js";
