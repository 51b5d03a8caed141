/** Facts of a model's OAuth 2.0 grant: the authorization-code flow the OAuth part binds, if the definition has one. */
import type { ApiModel, OAuthFlowNode, SecuritySchemeNode } from '../model/types.ts';
import { fact, read } from './index.ts';

const bound = fact('oauthFlow', (model): { scheme: SecuritySchemeNode; flow: OAuthFlowNode } | undefined => {
  for (const scheme of [...model.securitySchemes].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    const flow = scheme.kind === 'oauth2' ? scheme.flows?.find((f) => f.kind === 'authorizationCode') : undefined;
    if (flow?.authorizationUrl && flow.tokenUrl) return { scheme, flow };
  }
  return undefined;
});

/** The scheme and flow the package binds (the first oauth2 scheme by name with an authorization-code flow), if any. */
export function oauthFlow(model: ApiModel): { scheme: SecuritySchemeNode; flow: OAuthFlowNode } | undefined {
  return read(model, bound);
}
