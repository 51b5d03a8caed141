/**
 * The `rest-calls` part (models with HTTP operations): `src/calls.ts`, one function per operation taking a
 * connection (calls.ts), for programs that bundle for a browser and call a few operations: a bundler keeps only
 * those. Its names are the operations' own, so they are not re-exported from the package root, only from
 * `@scope/pkg/calls`.
 */
import { hasHttp, restNames } from '../../facts/http.ts';
import { definePart } from '../../part-kit/contract.ts';
import { chunkedFile } from '../../part-kit/source-file.ts';
import { emitCalls } from './calls.ts';

export default definePart({
  name: 'rest-calls',
  requires: ['types', 'operations', 'rest-client'],
  entry: 'calls',
  root: false,
  platform: 'browser',
  applies: hasHttp,
  exports: (model) => [{ from: 'src/calls.ts', star: 'values' }],
  emit: (model, context) => [emitCalls(model, context, chunkedFile('src/calls.ts'))],
  readme: (model) => {
    const names = restNames(model);
    return [
      `- \`calls\`: one function per operation (\`readX(connection, id)\` for \`${names.client}\`'s \`readX(id)\`) on a \`${names.connect}(options)\` connection; a bundle keeps only the operations it calls (not re-exported from the root: the names are the operations').`,
    ];
  },
});
