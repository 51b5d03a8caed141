/** SOAP 1.1 and 1.2 messages, for clients and servers alike: XML reading and writing, envelopes, faults, typed fields. */
export * from './xml-text.ts';
export * from './xml-charset.ts';
export * from './xml-tree.ts';
export * from './fault.ts';
export * from './envelope.ts';
export * from './fields.ts';
export * from './xml-slices.ts';
