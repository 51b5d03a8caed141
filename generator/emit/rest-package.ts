/**
 * The REST part of a package (models with HTTP operations): typed client and server stub over the runtime in
 * `templates/rest/`. See package-part.ts for the contract.
 */
import type { ApiModel } from '../model/types.ts';
import { EMPTY_PART, type PackagePart } from './package-part.ts';

const hasHttp = (model: ApiModel): boolean =>
  model.services.some((s) => s.operations.some((op) => op.kind === 'http'));

export const restPart: PackagePart = {
  ...EMPTY_PART,
  templates: (model) => (hasHttp(model) ? [] : []),
};
