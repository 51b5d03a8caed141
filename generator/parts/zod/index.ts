/**
 * The `zod` part, off by default: `src/zod.ts` with a Zod schema per validated shape (`zodSchemas.<Type>`), and
 * `zod` as a dependency of the package. Turn it on with `--part zod` or `parts: ['zod']` in
 * `svc-codegen.config.ts`. Built only on the part contract (part-kit/contract.ts), as a user's part would be.
 */
import { definePart } from '../../part-kit/contract.ts';
import { emitZodSchemas, ZOD_EXPORT } from './zod-schemas.ts';

export default definePart({
  name: 'zod',
  entry: 'zod',
  platform: 'browser',
  packages: () => ({ zod: 'dependency' }),
  exports: () => [{ from: 'src/zod.ts', values: [ZOD_EXPORT] }],
  emit: (model, { symbols }) => [{ path: 'src/zod.ts', content: emitZodSchemas(model, symbols) }],
  readme: () => ['- `zod`: `zodSchemas.<Type>`, a Zod schema for each shape `validate` checks (the `zod` part).'],
});
