/**
 * The parts the generator ships, in the order their files, exports and README lines appear in a package. Each
 * applies only to the models it has something for (`applies`); `--types-only` packages take the first two.
 * Parts shipped but off unless named (`--part zod`, or `parts: ['zod']` in svc-codegen.config.ts) are in
 * `OPTIONAL_PARTS`.
 */
import type { Part } from '../part-kit/contract.ts';
import fixtures from './fixtures/index.ts';
import oauth from './oauth/index.ts';
import operations from './operations/index.ts';
import restCalls from './rest-calls/index.ts';
import restClient from './rest-client/index.ts';
import restServer from './rest-server/index.ts';
import sandbox from './sandbox/index.ts';
import serviceModules from './service-modules/index.ts';
import soapClient from './soap-client/index.ts';
import soapMessages from './soap-messages/index.ts';
import soapServer from './soap-server/index.ts';
import types from './types/index.ts';
import validators from './validators/index.ts';
import webConnector from './web-connector/index.ts';
import webhooks from './webhooks/index.ts';

/** Every package's parts, in order. */
export const BUILT_IN_PARTS: readonly Part[] = [
  types,
  operations,
  validators,
  fixtures,
  serviceModules,
  restClient,
  restCalls,
  restServer,
  soapMessages,
  soapClient,
  soapServer,
  oauth,
  webhooks,
  sandbox,
  webConnector,
];

/** What `--types-only` packages are made of. */
export const TYPES_ONLY_PARTS: readonly Part[] = [types, operations];

/** Parts shipped but off unless named (defined where the CLI can read them without loading any part). */
export { OPTIONAL_PARTS, type OptionalPart } from '../part-sources.ts';
