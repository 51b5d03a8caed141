/** The runtime modules the operations part ships and its emitted code imports (see part-kit/runtime.ts). */
import type * as OperationTable from '../../../templates/operations/operation-table.ts';
import { runtimeModule } from '../../part-kit/runtime.ts';

/** The descriptor types and helpers of the runtime operation table. */
export const operationTable = runtimeModule<typeof OperationTable>('operations/operation-table.ts');
