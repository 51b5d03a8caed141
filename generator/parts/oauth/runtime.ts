/** The runtime modules the OAuth part ships and its emitted code imports (see part-kit/runtime.ts). */
import type * as Client from '../../../templates/oauth/client.ts';
import type * as Index from '../../../templates/oauth/index.ts';
import { runtimeModule } from '../../part-kit/runtime.ts';

export const client = runtimeModule<typeof Client>('oauth/client.ts');
/** The public surface of the OAuth runtime. */
export const index = runtimeModule<typeof Index>('oauth/index.ts');
