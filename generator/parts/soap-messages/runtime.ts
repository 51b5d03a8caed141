/** The runtime modules of the SOAP parts (see part-kit/runtime.ts). */
import type * as SoapClient from '../../../templates/soap-client/index.ts';
import type * as SoapMessages from '../../../templates/soap-messages/index.ts';
import type * as SoapServer from '../../../templates/soap-server/index.ts';
import { runtimeModule } from '../../part-kit/runtime.ts';

/** XML, envelopes, faults and fields: what the codecs (and both sides) use. */
export const soapMessages = runtimeModule<typeof SoapMessages>('soap-messages/index.ts');
/** The client runtime with the message runtime (imported as a namespace by the client glue). */
export const soapClient = runtimeModule<typeof SoapClient>('soap-client/index.ts');
/** The server runtime with the message runtime (imported as a namespace by the server glue). */
export const soapServer = runtimeModule<typeof SoapServer>('soap-server/index.ts');
