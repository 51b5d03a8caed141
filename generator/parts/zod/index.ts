/**
 * The `zod` part, off by default: `src/zod.ts` with a Zod schema per validated shape (`zodSchemas.<Type>`), and
 * `zod` as a dependency of the package. Turn it on with `--part zod` or `parts: ['zod']` in
 * `svc-codegen.config.ts`. Built only on the part contract (package-part.ts), as a user's part would be.
 */
import { definePart, pinnedVersions } from '../../emit/package-part.ts';
import { emitZodSchemas, ZOD_EXPORT } from './zod-schemas.ts';

export default definePart({
  name: 'zod',
  exportedNames: () => [ZOD_EXPORT],
  dependencies: () => pinnedVersions(['zod']),
  emit: (model, symbols) => [{ path: 'src/zod.ts', content: emitZodSchemas(model, symbols) }],
  indexLines: () => [`export { ${ZOD_EXPORT} } from './zod.js';`],
  readme: () => ['- `src/zod.ts`: `zodSchemas.<Type>`, a Zod schema for each shape `validate` checks (the `zod` part).'],
});
