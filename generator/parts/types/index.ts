/**
 * The `types` part: `src/types.ts`, one type per schema of the model and a `<Name>Write` shape for each type with
 * read-only members (types.ts). Also in `--types-only` packages.
 */
import { definePart } from '../../part-kit/contract.ts';
import { chunkedFile } from '../../part-kit/source-file.ts';
import { emitTypes } from './types.ts';

export default definePart({
  name: 'types',
  entry: 'types',
  platform: 'browser',
  exports: () => [{ from: 'src/types.ts', star: 'types' }],
  emit: (model, { symbols }) => [emitTypes(model, symbols, chunkedFile('src/types.ts'))],
  readme: () => ['- `types`: one type per schema; `<Name>Write` is the request shape without read-only properties.'],
});
