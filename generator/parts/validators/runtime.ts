/** The runtime modules the validators part ships and its emitted code imports (see part-kit/runtime.ts). */
import type * as Validation from '../../../templates/validators/validation.ts';
import { runtimeModule } from '../../part-kit/runtime.ts';

/** The helpers every generated validator calls, and the result types. */
export const validation = runtimeModule<typeof Validation>('validators/validation.ts');
