/**
 * Accounting's spelling of failures in the sandbox, as the real service spells them (definitions/SANDBOX.md gives
 * the public source of each): 2020 required parameter missing, 2010 unsupported property, 500 unsupported
 * operation (also change data capture too far back), 610 not found, 5010 stale SyncToken, 6240 duplicate name,
 * 6140 duplicate document number, 4000 query parser error, 2500 invalid reference, 6070 line amount, 6000
 * business rules; the XML body of a 429 and the lower-case body of a 401.
 */
import { sandboxFault, type GenericFaultInfo, type GenericFaultKind, type SandboxFault } from '#runtime/sandbox/contract.ts';

const validation = (code: string, message: string, detail: string, element = ''): SandboxFault =>
  sandboxFault(400, 'validation', { code, message, detail, type: 'ValidationFault', element });

export function objectNotFound(entity: string, id: string): SandboxFault {
  return validation('610', 'Object Not Found', `Object Not Found : Something you're trying to use has been made inactive or is not found (${entity} ${id}).`);
}

export function invalidReference(member: string, entity: string, id: string): SandboxFault {
  return validation('2500', 'Invalid Reference Id', `Invalid Reference Id : ${member} ${entity} assigned is not found (${id})`);
}

export function businessRule(message: string): SandboxFault {
  return validation('6000', 'A business validation error has occurred while processing your request', `Business Validation Error: ${message}`);
}

/** A line whose `Amount` is not `Qty` x `UnitPrice`. */
export function amountIncorrect(amount: number): SandboxFault {
  const supplied = amount.toLocaleString('en-US', { maximumFractionDigits: 6 });
  return validation('6070', 'Amount calculation incorrect in the request.', `Amount is not equal to UnitPrice * Qty. Supplied value:${supplied}`, 'Line.Amount');
}

/** A customer made inactive while it has an open balance (the code is not in the public report: 6000 chosen). */
export function hasBalance(entity: string): SandboxFault {
  return validation(
    '6000',
    'Delete List Has Balance Error',
    `Delete List Has Balance Error: The entity you are trying to delete has an open balance. : This ${entity.toLowerCase()} cannot be deleted because it has a non-zero balance`,
  );
}

const unsupported = (detail: string): SandboxFault => validation('500', 'Unsupported Operation', detail);

export function accountingFault(kind: GenericFaultKind, info: GenericFaultInfo): SandboxFault | undefined {
  switch (kind) {
    case 'required':
      return validation('2020', 'Required param missing, need to supply the required value for the API', `Required parameter ${info.member ?? ''} is missing in the request`, info.member ?? '');
    case 'unknown-member':
      return validation(
        '2010',
        'Request has invalid or unsupported property',
        `Property Name:Unrecognized field "${info.member ?? ''}" (${info.entity ?? 'the request'} at ${info.path ?? ''}), not marked as ignorable specified is unsupported or invalid`,
        info.path ?? '',
      );
    case 'unsupported-operation':
      return unsupported(`Operation ${capitalised(info.operation ?? '')} is not supported for ${info.entity ?? 'this entity'}.`);
    case 'too-old':
      return unsupported(`Operation ${info.operation ?? ''} with changedSince date ${info.value ?? ''} which is older than fixed days is not supported.`);
    case 'not-found':
      return objectNotFound(info.entity ?? 'Object', info.id ?? '');
    case 'stale':
      return validation('5010', 'Stale Object Error', 'Stale Object Error : You and root were working on this at the same time. root finished before you did, so your work was not saved.');
    case 'duplicate':
      return info.member === 'DocNumber'
        ? validation('6140', 'Duplicate Document Number Error', `Duplicate Document Number Error : You must specify a different number. This number has already been used. DocNumber=${info.value ?? ''}`)
        : validation('6240', 'Duplicate Name Exists Error', `The name supplied already exists. : ${info.value ?? ''}`);
    case 'query':
      return validation('4000', 'Error parsing query', `QueryParserError: ${info.message}`);
    case 'idempotency-conflict':
    case 'batch-too-large':
    case 'not-supported':
      return businessRule(info.message);
    default:
      return undefined;
  }
}

const capitalised = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

/** The XML body of a 429 (vector fault-throttle-429.xml), with the current time. */
export function throttleXml(time: string): string {
  return [
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>',
    `<IntuitResponse time="${time}" xmlns="http://schema.intuit.com/finance/v3">`,
    '    <Fault type="SERVICE">',
    '        <Error code="3001">',
    '            <Message>message=ThrottleExceeded; errorCode=003001; statusCode=429</Message>',
    '            <Detail>The request limit was reached.  Try again later</Detail>',
    '        </Error>',
    '    </Fault>',
    '</IntuitResponse>',
    '',
  ].join('\n');
}

const UNAUTHORIZED_DETAIL: { readonly [reason: string]: string } = {
  missing: 'Authorization header missing',
  malformed: 'Malformed bearer token: too short or too long',
  refused: 'Token expired: the access token is not valid for this company',
};

/**
 * The body of a 401 as the real service sends it: the response object serialised with lower-case members, the
 * time as epoch milliseconds (a real reply quoted in routablehq/python-quickbooks#250).
 */
export function unauthorizedJson(reason: string, now: Date): string {
  return JSON.stringify({
    warnings: null,
    intuitObject: null,
    fault: {
      error: [
        {
          message: 'message=AuthenticationFailed; errorCode=003200; statusCode=401',
          detail: UNAUTHORIZED_DETAIL[reason] ?? UNAUTHORIZED_DETAIL.refused,
          code: '3200',
          element: null,
        },
      ],
      type: 'AUTHENTICATION',
    },
    report: null,
    queryResponse: null,
    batchItemResponse: [],
    attachableResponse: [],
    syncErrorResponse: null,
    requestId: null,
    time: now.getTime(),
    status: null,
    cdcresponse: [],
  });
}
