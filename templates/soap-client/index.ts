/** The SOAP client runtime (`callSoap`, its errors) with the message runtime it writes and reads with. */
export * from '../soap-messages/index.ts';
export * from './client.ts';
