/** SOAP 1.1 and 1.2 messages, for clients and servers alike: XML reading and writing, envelopes, faults, typed fields. */
export * from "./xml-text.js";
export * from "./xml-charset.js";
export * from "./xml-tree.js";
export * from "./fault.js";
export * from "./envelope.js";
export * from "./fields.js";
export * from "./xml-slices.js";
