/**
 * The `validators` part: `src/validators.ts`, straight-line validators for every named type and shape
 * (`validate.<Type>(value)`, `is.<Type>(value)`; validators.ts), over the helpers of `templates/validators/`.
 */
import { definePart } from '../../part-kit/contract.ts';
import { chunkedFile } from '../../part-kit/source-file.ts';
import { validation } from './runtime.ts';
import { emitValidators } from './validators.ts';

export default definePart({
  name: 'validators',
  requires: ['types'],
  entry: 'validators',
  platform: 'browser',
  // Its functions and sets are written in Biome's layout (layout-function.ts): the other parts are emitted first.
  emitsLaidOut: true,
  exports: () => [
    { from: 'src/validators.ts', values: ['validate', 'is'] },
    validation.names([], ['ValidationCode', 'ValidationError', 'ValidationResult']),
  ],
  emit: (model, context) => [emitValidators(model, context, chunkedFile('src/validators.ts'))],
  readme: () => ['- `validators`: `validate.<Type>(value)` (every error, with JSON-pointer paths) and `is.<Type>(value)`.'],
});
