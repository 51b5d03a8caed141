/** The SOAP server runtime (`createSoapServer`, `soapOperation`) with the message runtime it reads and writes with. */
export * from '../soap-messages/index.ts';
export * from './server.ts';
