/**
 * Test support for the generated @svc/connector package: recording handlers, and the vector helpers shared with
 * the SOAP runtime tests.
 */
import type { ConnectorHandlers } from '@svc/connector';

export {
  naiveUnescape,
  rawElementText,
  rawRequest,
  readVector,
  readVectorHeaders,
  VECTORS,
  WSDL_PATH,
  NS,
  SERVICE_PATH,
} from './connector-ops.ts';

export interface Call {
  readonly operation: string;
  readonly request: unknown;
}

type AllHandlers = Required<ConnectorHandlers>;
export type Results = { [K in keyof AllHandlers]: Awaited<ReturnType<AllHandlers[K]>> };

export const OPERATIONS = [
  'serverVersion',
  'clientVersion',
  'authenticate',
  'sendRequestXML',
  'receiveResponseXML',
  'connectionError',
  'getLastError',
  'closeConnection',
] as const satisfies readonly (keyof ConnectorHandlers)[];

/** Handlers that record every call in `calls` and answer with `results` (or the result of `override`). */
export function recordingHandlers(calls: Call[], results: Results): ConnectorHandlers {
  const handlers = {} as { [K in keyof ConnectorHandlers]: ConnectorHandlers[K] };
  for (const operation of OPERATIONS) {
    (handlers as unknown as { [name: string]: (request: unknown) => unknown })[operation] = async (request: unknown) => {
      calls.push({ operation, request });
      return results[operation];
    };
  }
  return handlers;
}

export const DEFAULT_RESULTS: Results = {
  serverVersion: 'Server 1.0',
  clientVersion: '',
  authenticate: ['ea0bf596246b623664adb465cc8662a2', ''],
  sendRequestXML: '',
  receiveResponseXML: 100,
  connectionError: 'done',
  getLastError: 'NoOp',
  closeConnection: 'OK',
};
