/**
 * The SOAP part of a package (models with SOAP operations): typed client and server stub over the runtime in
 * `templates/soap/`. See package-part.ts for the contract.
 */
import type { ApiModel } from '../model/types.ts';
import { EMPTY_PART, type PackagePart } from './package-part.ts';

const hasSoap = (model: ApiModel): boolean =>
  model.services.some((s) => s.operations.some((op) => op.kind === 'soap'));

export const soapPart: PackagePart = {
  ...EMPTY_PART,
  templates: (model) => (hasSoap(model) ? [] : []),
};
