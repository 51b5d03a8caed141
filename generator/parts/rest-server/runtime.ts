/** The runtime modules the REST server part ships and its emitted code imports (see part-kit/runtime.ts). */
import type * as NodeRefusals from '../../../templates/rest-server/node-refusals.ts';
import type * as Server from '../../../templates/rest-server/server.ts';
import type * as ServerTables from '../../../templates/rest-server/server-tables.ts';
import { runtimeModule } from '../../part-kit/runtime.ts';

export const serverCore = runtimeModule<typeof Server>('rest-server/server.ts');
export const serverTables = runtimeModule<typeof ServerTables>('rest-server/server-tables.ts');
export const nodeRefusals = runtimeModule<typeof NodeRefusals>('rest-server/node-refusals.ts');
