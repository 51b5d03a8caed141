/**
 * The `operations` part: `src/operations.ts`, the operation table (read by clients and servers at run time),
 * endpoints, rate limits, security schemes and the type-level `Operations` map, over the descriptor types of
 * `templates/operations/`; the descriptors themselves are in `src/operation-descriptors.ts`, one export each
 * (descriptors.ts), so a bundle keeps only the ones a program calls. Also in `--types-only` packages.
 */
import { definePart } from '../../part-kit/contract.ts';
import { chunkedFile } from '../../part-kit/source-file.ts';
import { emitDescriptors } from './descriptors.ts';
import { emitOperations, OPERATIONS_EXPORTS } from './operations.ts';
import { operationTable } from './runtime.ts';

export default definePart({
  name: 'operations',
  requires: ['types'],
  entry: 'operations',
  platform: 'browser',
  exports: () => [
    { from: 'src/operations.ts', ...OPERATIONS_EXPORTS },
    operationTable.names(
      ['fillPath', 'matchHttpOperation', 'rateLimitsOf'],
      [
        'OperationDescriptor',
        'HttpOperationDescriptor',
        'SoapOperationDescriptor',
        'HttpMethod',
        'ParameterDescriptor',
        'RequestBodyDescriptor',
        'ResponseDescriptor',
        'ResponseHeaderDescriptor',
        'SecurityRequirement',
        'MessagePartDescriptor',
        'EndpointDescriptor',
        'RateLimit',
        'RateLimitKey',
        'SecuritySchemeDescriptor',
        'OperationTypes',
        'HttpOperationMatch',
      ],
    ),
  ],
  emit: (model, context) => [
    emitDescriptors(model, context.symbols, chunkedFile('src/operation-descriptors.ts')),
    emitOperations(model, context, chunkedFile('src/operations.ts')),
  ],
  readme: () => ['- `operations`: the operation table, endpoints, rate limits and the `Operations` type map.'],
});
