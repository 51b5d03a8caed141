/** The SOAP client runtime (`callSoap`, its errors) with the message runtime it writes and reads with. */
export * from "../soap-messages/index.js";
export * from "./client.js";
