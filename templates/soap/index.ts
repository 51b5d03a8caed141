/** SOAP 1.1 runtime of generated packages: envelopes, faults, typed field reading, HTTP client and server cores. */
export * from './xml-text.ts';
export * from './xml-charset.ts';
export * from './xml-tree.ts';
export * from './fault.ts';
export * from './envelope.ts';
export * from './fields.ts';
export * from './client.ts';
export * from './server.ts';
