/** The runtime modules the web-connector part ships and its emitted code imports (see part-kit/runtime.ts). */
import type * as Index from '../../../templates/web-connector/index.ts';
import type * as QwcCli from '../../../templates/web-connector/qwc-cli.ts';
import type * as SessionHandlers from '../../../templates/web-connector/session-handlers.ts';
import type * as WcSim from '../../../templates/web-connector/wc-sim.ts';
import type * as WcSimCli from '../../../templates/web-connector/wc-sim-cli.ts';
import { runtimeModule } from '../../part-kit/runtime.ts';

/** The kit's public surface. */
export const kitIndex = runtimeModule<typeof Index>('web-connector/index.ts');
export const sessionHandlers = runtimeModule<typeof SessionHandlers>('web-connector/session-handlers.ts');
export const wcSim = runtimeModule<typeof WcSim>('web-connector/wc-sim.ts');
export const qwcCli = runtimeModule<typeof QwcCli>('web-connector/qwc-cli.ts');
export const wcSimCli = runtimeModule<typeof WcSimCli>('web-connector/wc-sim-cli.ts');
