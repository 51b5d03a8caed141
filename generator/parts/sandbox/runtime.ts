/** The runtime modules the sandbox part ships and its emitted code imports (see part-kit/runtime.ts). */
import type * as Core from '../../../templates/sandbox/core.ts';
import type * as RequestLog from '../../../templates/sandbox/request-log.ts';
import type * as Store from '../../../templates/sandbox/store.ts';
import { runtimeModule } from '../../part-kit/runtime.ts';

export const core = runtimeModule<typeof Core>('sandbox/core.ts');
export const store = runtimeModule<typeof Store>('sandbox/store.ts');
export const requestLog = runtimeModule<typeof RequestLog>('sandbox/request-log.ts');
