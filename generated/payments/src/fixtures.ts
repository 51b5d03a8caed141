/**
 * Fixtures of Payments API 4: a valid, realistic value of every type, the same on every run.
 *
 * Generated from the definition; do not edit. `fixtures.X(overrides)` deep-merges overrides (objects merge,
 * arrays replace), `fixtures.X.many(n)` gives n different values, `fixtures.X.seed(k)` the k-th one, and
 * `fixtures.invalid.X()` one negative case per constraint: `{ value, path, code }`, where the validator of X
 * reports `code` at `path`.
 */

import type {
  Address,
  Amount,
  BankAccount,
  BankAccountWrite,
  BankAccountList,
  BankAccountType,
  BooleanString,
  CaptureDetail,
  CaptureRequest,
  Card,
  CardWrite,
  CardList,
  Charge,
  ChargeRequest,
  ChargeRequestWrite,
  ChargeStatus,
  CurrencyCode,
  DateTime,
  DeviceInfo,
  Error,
  ErrorResponse,
  LenientBoolean,
  PaymentContext,
  PaymentContextRequest,
  Refund,
  RefundRequest,
  RefundStatus,
  RefundType,
  Token,
  TokenRequest,
  TokenRequestWrite,
} from './types.js';

import * as fx from './runtime/fixtures/fixtures-runtime.js';

/** Builds a {@link Address}. */
function buildAddress(g: fx.FixtureGen): unknown {
  return {
    ...g.optional('streetAddress', () => g.text('street')),
    ...g.optional('city', () => g.text('city')),
    ...g.optional('region', () => g.text('region')),
    ...g.optional('country', () => g.text('country')),
    ...g.optional('postalCode', () => g.text('postalCode')),
  };
}

/** Negative cases of {@link Address}. */
const invalidAddress: fx.InvalidList = fx.invalidList('Address', buildAddress, () => [
  ['', 'nullable', null],
  ['', 'type', 'not an object'],
  ['/streetAddress', 'type', 12345],
  ['/city', 'type', 12345],
  ['/region', 'type', 12345],
  ['/country', 'type', 12345],
  ['/postalCode', 'type', 12345],
]);

/** Builds a {@link Amount}. */
function buildAmount(g: fx.FixtureGen): unknown {
  return g.example(['10.55'], () => g.text('amount', { pattern: /^[0-9]+(\.[0-9]+)?$/ }));
}

/** Negative cases of {@link Amount}. */
const invalidAmount: fx.InvalidList = fx.invalidList('Amount', buildAmount, () => [
  ['', 'nullable', null],
  ['', 'type', 12345],
  ['', 'pattern', '~'],
]);

/** Builds a {@link BankAccount}. */
function buildBankAccount(g: fx.FixtureGen): unknown {
  return g.example(
    [
      {
        name: 'John Doe',
        routingNumber: '021000021',
        accountNumber: '123456789012',
        accountType: 'PERSONAL_CHECKING',
        phone: '9876543210',
      },
    ],
    () => ({
      ...g.optional('id', () => g.text('id')),
      ...g.optional('name', () => g.text('accountName')),
      ...g.optional('routingNumber', () => g.text('number', { pattern: /^[0-9]{9}$/ })),
      ...g.optional('accountNumber', () =>
        g.text('number', { pattern: /^([0-9]{4,17}|[x*]+[0-9]{4})$/ }),
      ),
      ...g.optional('accountType', () => g.ref(buildBankAccountType)),
      ...g.optional('phone', () => g.text('phone')),
      ...g.optional('country', () => g.text('country')),
      ...g.optional('bankCode', () => g.text('code')),
      ...g.optional('inputType', () => g.text('word')),
      ...g.optional('default', () => g.boolean()),
      ...g.optional('created', () => g.ref(buildDateTime)),
      ...g.optional('updated', () => g.ref(buildDateTime)),
    }),
  );
}

/** Negative cases of {@link BankAccount}. */
const invalidBankAccount: fx.InvalidList = fx.invalidList('BankAccount', buildBankAccount, () => [
  ['', 'nullable', null],
  ['', 'type', 'not an object'],
  ['/id', 'type', 12345],
  ['/name', 'type', 12345],
  ['/routingNumber', 'type', 12345],
  ['/routingNumber', 'pattern', '~'],
  ['/accountNumber', 'type', 12345],
  ['/accountNumber', 'pattern', '~'],
  ['/accountType', invalidBankAccountType, 'skipNull'],
  ['/phone', 'type', 12345],
  ['/country', 'type', 12345],
  ['/bankCode', 'type', 12345],
  ['/inputType', 'type', 12345],
  ['/default', 'type', 'true'],
  ['/created', invalidDateTime, 'skipNull'],
  ['/updated', invalidDateTime, 'skipNull'],
]);

/** Builds a {@link BankAccountWrite}. */
function buildBankAccountWrite(g: fx.FixtureGen): unknown {
  return g.example(
    [
      {
        name: 'John Doe',
        routingNumber: '021000021',
        accountNumber: '123456789012',
        accountType: 'PERSONAL_CHECKING',
        phone: '9876543210',
      },
    ],
    () => ({
      ...g.optional('name', () => g.text('accountName')),
      ...g.optional('routingNumber', () => g.text('number', { pattern: /^[0-9]{9}$/ })),
      ...g.optional('accountNumber', () =>
        g.text('number', { pattern: /^([0-9]{4,17}|[x*]+[0-9]{4})$/ }),
      ),
      ...g.optional('accountType', () => g.ref(buildBankAccountType)),
      ...g.optional('phone', () => g.text('phone')),
      ...g.optional('country', () => g.text('country')),
      ...g.optional('bankCode', () => g.text('code')),
      ...g.optional('inputType', () => g.text('word')),
      ...g.optional('default', () => g.boolean()),
    }),
  );
}

/** Negative cases of {@link BankAccountWrite}. */
const invalidBankAccountWrite: fx.InvalidList = fx.invalidList(
  'BankAccountWrite',
  buildBankAccountWrite,
  () => [
    ['', 'nullable', null],
    ['', 'type', 'not an object'],
    ['/name', 'type', 12345],
    ['/routingNumber', 'type', 12345],
    ['/routingNumber', 'pattern', '~'],
    ['/accountNumber', 'type', 12345],
    ['/accountNumber', 'pattern', '~'],
    ['/accountType', invalidBankAccountType, 'skipNull'],
    ['/phone', 'type', 12345],
    ['/country', 'type', 12345],
    ['/bankCode', 'type', 12345],
    ['/inputType', 'type', 12345],
    ['/default', 'type', 'true'],
  ],
);

/** Builds a {@link BankAccountList}. */
function buildBankAccountList(g: fx.FixtureGen): unknown {
  return g.array({}, () => g.ref(buildBankAccount));
}

/** Negative cases of {@link BankAccountList}. */
const invalidBankAccountList: fx.InvalidList = fx.invalidList(
  'BankAccountList',
  buildBankAccountList,
  () => [
    ['', 'nullable', null],
    ['', 'type', { not: 'an array' }],
    ['/0', invalidBankAccount],
  ],
);

/** Builds a {@link BankAccountType}. */
function buildBankAccountType(g: fx.FixtureGen): unknown {
  return g.pick(['PERSONAL_CHECKING', 'PERSONAL_SAVINGS', 'BUSINESS_CHECKING', 'BUSINESS_SAVINGS']);
}

/** Negative cases of {@link BankAccountType}. */
const invalidBankAccountType: fx.InvalidList = fx.invalidList(
  'BankAccountType',
  buildBankAccountType,
  () => [
    ['', 'nullable', null],
    ['', 'type', 12345],
    ['', 'enum', 'NOT_A_KNOWN_VALUE'],
  ],
);

/** Builds a {@link BooleanString}. */
function buildBooleanString(g: fx.FixtureGen): unknown {
  return g.pick(['true', 'false']);
}

/** Negative cases of {@link BooleanString}. */
const invalidBooleanString: fx.InvalidList = fx.invalidList(
  'BooleanString',
  buildBooleanString,
  () => [
    ['', 'nullable', null],
    ['', 'type', 12345],
    ['', 'enum', 'NOT_A_KNOWN_VALUE'],
  ],
);

/** Builds a {@link CaptureDetail}. */
function buildCaptureDetail(g: fx.FixtureGen): unknown {
  return {
    ...g.optional('amount', () => g.ref(buildAmount)),
    ...g.optional('context', () => g.ref(buildPaymentContext)),
    ...g.optional('created', () => g.ref(buildDateTime)),
    ...g.optional('description', () => g.text('sentence')),
  };
}

/** Negative cases of {@link CaptureDetail}. */
const invalidCaptureDetail: fx.InvalidList = fx.invalidList(
  'CaptureDetail',
  buildCaptureDetail,
  () => [
    ['', 'nullable', null],
    ['', 'type', 'not an object'],
    ['/amount', invalidAmount, 'skipNull'],
    ['/context', invalidPaymentContext, 'skipNull'],
    ['/created', invalidDateTime, 'skipNull'],
    ['/description', 'type', 12345],
  ],
);

/** Builds a {@link CaptureRequest}. */
function buildCaptureRequest(g: fx.FixtureGen): unknown {
  return {
    amount: g.ref(buildAmount),
    ...g.optional('description', () => g.text('sentence')),
    ...g.optional('context', () => g.ref(buildPaymentContextRequest)),
  };
}

/** Negative cases of {@link CaptureRequest}. */
const invalidCaptureRequest: fx.InvalidList = fx.invalidList(
  'CaptureRequest',
  buildCaptureRequest,
  () => [
    ['', 'nullable', null],
    ['', 'type', 'not an object'],
    ['/amount', 'required'],
    ['/amount', invalidAmount],
    ['/description', 'type', 12345],
    ['/context', invalidPaymentContextRequest, 'skipNull'],
  ],
);

/** Builds a {@link Card}. */
function buildCard(g: fx.FixtureGen): unknown {
  return g.example(
    [
      {
        number: '4408041234567893',
        expMonth: '12',
        expYear: '2026',
        name: 'Captain Jack Sparrow',
        address: {
          streetAddress: '1245 Hana Rd',
          city: 'Richmond',
          region: 'VA',
          country: 'US',
          postalCode: '44112',
        },
      },
    ],
    () => ({
      ...g.optional('id', () => g.text('id')),
      ...g.optional('number', () => g.text('number', { pattern: /^([0-9]{12,19}|x+[0-9]{4})$/ })),
      ...g.optional('expMonth', () => g.text('text', { pattern: /^(0[1-9]|1[0-2])$/ })),
      ...g.optional('expYear', () => g.text('text', { pattern: /^[0-9]{4}$/ })),
      ...g.optional('cvc', () => g.text('text', { pattern: /^([0-9]{3,4}|x{3,4})$/ })),
      ...g.optional('name', () => g.text('personName')),
      ...g.optional('address', () => g.ref(buildAddress)),
      ...g.optional('cardType', () => g.text('word')),
      ...g.optional('default', () => g.boolean()),
      ...g.optional('isBusiness', () => g.boolean()),
      ...g.optional('isLevel3Eligible', () => g.boolean()),
      ...g.optional('status', () => g.text('status')),
      ...g.optional('created', () => g.ref(buildDateTime)),
      ...g.optional('updated', () => g.ref(buildDateTime)),
      ...g.optional('entityId', () => g.text('id')),
      ...g.optional('entityType', () => g.text('word')),
      ...g.optional('entityVersion', () => g.text('version')),
      ...g.optional('numberSHA512', () => g.text('number')),
      ...g.optional('cvcVerification', () => ({
        ...g.optional('date', () => g.ref(buildDateTime)),
        ...g.optional('result', () => g.text('text')),
      })),
      ...g.optional('zeroDollarVerification', () => ({
        ...g.optional('status', () => g.text('status')),
      })),
    }),
  );
}

/** Negative cases of {@link Card}. */
const invalidCard: fx.InvalidList = fx.invalidList('Card', buildCard, () => [
  ['', 'nullable', null],
  ['', 'type', 'not an object'],
  ['/id', 'type', 12345],
  ['/number', 'type', 12345],
  ['/number', 'pattern', '~'],
  ['/expMonth', 'type', 12345],
  ['/expMonth', 'pattern', '~'],
  ['/expYear', 'type', 12345],
  ['/expYear', 'pattern', '~'],
  ['/cvc', 'type', 12345],
  ['/cvc', 'pattern', '~'],
  ['/name', 'type', 12345],
  ['/address', invalidAddress, 'skipNull'],
  ['/cardType', 'type', 12345],
  ['/default', 'type', 'true'],
  ['/isBusiness', 'type', 'true'],
  ['/isLevel3Eligible', 'type', 'true'],
  ['/status', 'type', 12345],
  ['/created', invalidDateTime, 'skipNull'],
  ['/updated', invalidDateTime, 'skipNull'],
  ['/entityId', 'type', 12345],
  ['/entityType', 'type', 12345],
  ['/entityVersion', 'type', 12345],
  ['/numberSHA512', 'type', 12345],
  ['/cvcVerification', 'type', 'not an object'],
  ['/cvcVerification/date', invalidDateTime, 'skipNull'],
  ['/cvcVerification/result', 'type', 12345],
  ['/zeroDollarVerification', 'type', 'not an object'],
  ['/zeroDollarVerification/status', 'type', 12345],
]);

/** Builds a {@link CardWrite}. */
function buildCardWrite(g: fx.FixtureGen): unknown {
  return g.example(
    [
      {
        number: '4408041234567893',
        expMonth: '12',
        expYear: '2026',
        name: 'Captain Jack Sparrow',
        address: {
          streetAddress: '1245 Hana Rd',
          city: 'Richmond',
          region: 'VA',
          country: 'US',
          postalCode: '44112',
        },
      },
    ],
    () => ({
      ...g.optional('number', () => g.text('number', { pattern: /^([0-9]{12,19}|x+[0-9]{4})$/ })),
      ...g.optional('expMonth', () => g.text('text', { pattern: /^(0[1-9]|1[0-2])$/ })),
      ...g.optional('expYear', () => g.text('text', { pattern: /^[0-9]{4}$/ })),
      ...g.optional('cvc', () => g.text('text', { pattern: /^([0-9]{3,4}|x{3,4})$/ })),
      ...g.optional('name', () => g.text('personName')),
      ...g.optional('address', () => g.ref(buildAddress)),
      ...g.optional('default', () => g.boolean()),
    }),
  );
}

/** Negative cases of {@link CardWrite}. */
const invalidCardWrite: fx.InvalidList = fx.invalidList('CardWrite', buildCardWrite, () => [
  ['', 'nullable', null],
  ['', 'type', 'not an object'],
  ['/number', 'type', 12345],
  ['/number', 'pattern', '~'],
  ['/expMonth', 'type', 12345],
  ['/expMonth', 'pattern', '~'],
  ['/expYear', 'type', 12345],
  ['/expYear', 'pattern', '~'],
  ['/cvc', 'type', 12345],
  ['/cvc', 'pattern', '~'],
  ['/name', 'type', 12345],
  ['/address', invalidAddress, 'skipNull'],
  ['/default', 'type', 'true'],
]);

/** Builds a {@link CardList}. */
function buildCardList(g: fx.FixtureGen): unknown {
  return g.array({}, () => g.ref(buildCard));
}

/** Negative cases of {@link CardList}. */
const invalidCardList: fx.InvalidList = fx.invalidList('CardList', buildCardList, () => [
  ['', 'nullable', null],
  ['', 'type', { not: 'an array' }],
  ['/0', invalidCard],
]);

/** Builds a {@link Charge}. */
function buildCharge(g: fx.FixtureGen): unknown {
  return g.example(
    [
      {
        created: '2018-01-31T18:48:25Z',
        status: 'CAPTURED',
        amount: '10.55',
        currency: 'USD',
        card: {
          number: 'xxxxxxxxxxxx1111',
          name: 'emulate=0',
          address: {
            city: 'Sunnyvale',
            region: 'CA',
            country: 'US',
            streetAddress: '1130 Kifer Rd',
            postalCode: '94086',
          },
          cardType: 'Visa',
          expMonth: '02',
          expYear: '2020',
          cvc: 'xxx',
        },
        avsStreet: 'Pass',
        avsZip: 'Pass',
        cardSecurityCodeMatch: 'NotAvailable',
        id: 'EAQX3720TN5J',
        context: { mobile: false, deviceInfo: {}, recurring: false, isEcommerce: true },
        authCode: '139111',
      },
    ],
    () => ({
      ...g.optional('id', () => g.text('id')),
      ...g.optional('created', () => g.ref(buildDateTime)),
      ...g.optional('status', () => g.ref(buildChargeStatus)),
      ...g.optional('amount', () => g.ref(buildAmount)),
      ...g.optional('currency', () => g.ref(buildCurrencyCode)),
      ...g.optional('card', () => g.ref(buildCard)),
      ...g.optional('token', () => g.text('token')),
      ...g.optional('cardOnFile', () => g.text('fileName')),
      ...g.optional('capture', () => g.ref(buildLenientBoolean)),
      ...g.optional('authCode', () => g.text('code')),
      ...g.optional('description', () => g.text('sentence')),
      ...g.optional('context', () => g.ref(buildPaymentContext)),
      ...g.optional('captureDetail', () => g.ref(buildCaptureDetail)),
      ...g.optional('refundDetail', () => g.array({}, () => g.ref(buildRefund))),
      ...g.optional('avsStreet', () => g.text('street')),
      ...g.optional('avsZip', () => g.text('postalCode')),
      ...g.optional('cardSecurityCodeMatch', () => g.text('code')),
      ...g.optional('appType', () => g.text('word')),
    }),
  );
}

/** Negative cases of {@link Charge}. */
const invalidCharge: fx.InvalidList = fx.invalidList('Charge', buildCharge, () => [
  ['', 'nullable', null],
  ['', 'type', 'not an object'],
  ['/id', 'type', 12345],
  ['/created', invalidDateTime, 'skipNull'],
  ['/status', invalidChargeStatus, 'skipNull'],
  ['/amount', invalidAmount, 'skipNull'],
  ['/currency', invalidCurrencyCode, 'skipNull'],
  ['/card', invalidCard, 'skipNull'],
  ['/token', 'type', 12345],
  ['/cardOnFile', 'type', 12345],
  ['/capture', invalidLenientBoolean],
  ['/authCode', 'type', 12345],
  ['/description', 'type', 12345],
  ['/context', invalidPaymentContext, 'skipNull'],
  ['/captureDetail', invalidCaptureDetail, 'skipNull'],
  ['/refundDetail', 'type', { not: 'an array' }],
  ['/refundDetail/0', invalidRefund],
  ['/avsStreet', 'type', 12345],
  ['/avsZip', 'type', 12345],
  ['/cardSecurityCodeMatch', 'type', 12345],
  ['/appType', 'type', 12345],
]);

/** Builds a {@link ChargeRequest}. */
function buildChargeRequest(g: fx.FixtureGen): unknown {
  return g.example(
    [
      {
        amount: '10.55',
        currency: 'USD',
        card: {
          expYear: '2020',
          expMonth: '02',
          address: {
            region: 'CA',
            postalCode: '94086',
            streetAddress: '1130 Kifer Rd',
            country: 'US',
            city: 'Sunnyvale',
          },
          name: 'emulate=0',
          cvc: '123',
          number: '4111111111111111',
        },
        context: { mobile: 'false', isEcommerce: 'true' },
      },
    ],
    () => ({
      amount: g.ref(buildAmount),
      currency: g.ref(buildCurrencyCode),
      ...g.optional('card', () => g.ref(buildCard)),
      ...g.optional('token', () => g.text('token')),
      ...g.optional('cardOnFile', () => g.text('fileName')),
      ...g.optional('capture', () => g.ref(buildBooleanString)),
      ...g.optional('description', () => g.text('sentence')),
      ...g.optional('context', () => g.ref(buildPaymentContextRequest)),
    }),
  );
}

/** Negative cases of {@link ChargeRequest}. */
const invalidChargeRequest: fx.InvalidList = fx.invalidList(
  'ChargeRequest',
  buildChargeRequest,
  () => [
    ['', 'nullable', null],
    ['', 'type', 'not an object'],
    ['/amount', 'required'],
    ['/amount', invalidAmount],
    ['/currency', 'required'],
    ['/currency', invalidCurrencyCode],
    ['/card', invalidCard, 'skipNull'],
    ['/token', 'type', 12345],
    ['/cardOnFile', 'type', 12345],
    ['/capture', invalidBooleanString, 'skipNull'],
    ['/description', 'type', 12345],
    ['/context', invalidPaymentContextRequest, 'skipNull'],
  ],
);

/** Builds a {@link ChargeRequestWrite}. */
function buildChargeRequestWrite(g: fx.FixtureGen): unknown {
  return g.example(
    [
      {
        amount: '10.55',
        currency: 'USD',
        card: {
          expYear: '2020',
          expMonth: '02',
          address: {
            region: 'CA',
            postalCode: '94086',
            streetAddress: '1130 Kifer Rd',
            country: 'US',
            city: 'Sunnyvale',
          },
          name: 'emulate=0',
          cvc: '123',
          number: '4111111111111111',
        },
        context: { mobile: 'false', isEcommerce: 'true' },
      },
    ],
    () => ({
      amount: g.ref(buildAmount),
      currency: g.ref(buildCurrencyCode),
      ...g.optional('card', () => g.ref(buildCardWrite)),
      ...g.optional('token', () => g.text('token')),
      ...g.optional('cardOnFile', () => g.text('fileName')),
      ...g.optional('capture', () => g.ref(buildBooleanString)),
      ...g.optional('description', () => g.text('sentence')),
      ...g.optional('context', () => g.ref(buildPaymentContextRequest)),
    }),
  );
}

/** Negative cases of {@link ChargeRequestWrite}. */
const invalidChargeRequestWrite: fx.InvalidList = fx.invalidList(
  'ChargeRequestWrite',
  buildChargeRequestWrite,
  () => [
    ['', 'nullable', null],
    ['', 'type', 'not an object'],
    ['/amount', 'required'],
    ['/amount', invalidAmount],
    ['/currency', 'required'],
    ['/currency', invalidCurrencyCode],
    ['/card', invalidCardWrite, 'skipNull'],
    ['/token', 'type', 12345],
    ['/cardOnFile', 'type', 12345],
    ['/capture', invalidBooleanString, 'skipNull'],
    ['/description', 'type', 12345],
    ['/context', invalidPaymentContextRequest, 'skipNull'],
  ],
);

/** Builds a {@link ChargeStatus}. */
function buildChargeStatus(g: fx.FixtureGen): unknown {
  return g.pick([
    'AUTHORIZED',
    'DECLINED',
    'CAPTURED',
    'CANCELLED',
    'REFUNDED',
    'SETTLED',
    'PENDING',
    'DISPUTED',
    'RETURNED',
    'WITHHELD',
  ]);
}

/** Negative cases of {@link ChargeStatus}. */
const invalidChargeStatus: fx.InvalidList = fx.invalidList(
  'ChargeStatus',
  buildChargeStatus,
  () => [
    ['', 'nullable', null],
    ['', 'type', 12345],
    ['', 'enum', 'NOT_A_KNOWN_VALUE'],
  ],
);

/** Builds a {@link CurrencyCode}. */
function buildCurrencyCode(g: fx.FixtureGen): unknown {
  return g.example(['USD'], () => g.text('currency', { pattern: /^[A-Z]{3}$/ }));
}

/** Negative cases of {@link CurrencyCode}. */
const invalidCurrencyCode: fx.InvalidList = fx.invalidList(
  'CurrencyCode',
  buildCurrencyCode,
  () => [
    ['', 'nullable', null],
    ['', 'type', 12345],
    ['', 'pattern', '~'],
  ],
);

/** Builds a {@link DateTime}. */
function buildDateTime(g: fx.FixtureGen): unknown {
  return g.example(['2018-01-31T18:48:25Z', '2025-03-28T10:00:00-07:00'], () =>
    g.text('dateTime', {
      format: 'date-time',
      pattern:
        /^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\.[0-9]+)?(Z|[+-][0-9]{2}:[0-9]{2})$/,
    }),
  );
}

/** Negative cases of {@link DateTime}. */
const invalidDateTime: fx.InvalidList = fx.invalidList('DateTime', buildDateTime, () => [
  ['', 'nullable', null],
  ['', 'type', 12345],
  ['', 'format', '2015-07-24 10:33:39'],
]);

/** Builds a {@link DeviceInfo}. */
function buildDeviceInfo(g: fx.FixtureGen): unknown {
  return {
    ...g.optional('id', () => g.text('id')),
    ...g.optional('type', () => g.text('word')),
    ...g.optional('longitude', () => g.text('longitude')),
    ...g.optional('latitude', () => g.text('latitude')),
    ...g.optional('phoneNumber', () => g.text('phone')),
    ...g.optional('macAddress', () => g.text('street')),
    ...g.optional('ipAddress', () => g.text('street')),
  };
}

/** Negative cases of {@link DeviceInfo}. */
const invalidDeviceInfo: fx.InvalidList = fx.invalidList('DeviceInfo', buildDeviceInfo, () => [
  ['', 'nullable', null],
  ['', 'type', 'not an object'],
  ['/id', 'type', 12345],
  ['/type', 'type', 12345],
  ['/longitude', 'type', 12345],
  ['/latitude', 'type', 12345],
  ['/phoneNumber', 'type', 12345],
  ['/macAddress', 'type', 12345],
  ['/ipAddress', 'type', 12345],
]);

/** Builds a {@link Error}. */
function buildError(g: fx.FixtureGen): unknown {
  return {
    ...g.optional('code', () => g.text('code')),
    ...g.optional('type', () => g.text('word')),
    ...g.optional('message', () => g.text('sentence')),
    ...g.optional('detail', () => g.text('sentence')),
    ...g.optional('infoLink', () => g.text('url')),
    ...g.optional('moreInfo', () => g.text('text')),
  };
}

/** Negative cases of {@link Error}. */
const invalidError: fx.InvalidList = fx.invalidList('Error', buildError, () => [
  ['', 'nullable', null],
  ['', 'type', 'not an object'],
  ['/code', 'type', 12345],
  ['/type', 'type', 12345],
  ['/message', 'type', 12345],
  ['/detail', 'type', 12345],
  ['/infoLink', 'type', 12345],
  ['/moreInfo', 'type', 12345],
]);

/** Builds a {@link ErrorResponse}. */
function buildErrorResponse(g: fx.FixtureGen): unknown {
  return g.example(
    [
      {
        errors: [
          {
            code: 'PMT-5000',
            type: 'transaction_declined',
            message: 'The request to process this transaction has been declined.',
            infoLink: 'https://developer.svc.example/docs/error-codes',
          },
        ],
      },
    ],
    () => ({
      errors: g.array({ minItems: 1 }, () => g.ref(buildError)),
    }),
  );
}

/** Negative cases of {@link ErrorResponse}. */
const invalidErrorResponse: fx.InvalidList = fx.invalidList(
  'ErrorResponse',
  buildErrorResponse,
  () => [
    ['', 'nullable', null],
    ['', 'type', 'not an object'],
    ['/errors', 'required'],
    ['/errors', 'nullable', null],
    ['/errors', 'type', { not: 'an array' }],
    { at: '/errors', path: '/errors', code: 'minItems', resize: 0 },
    ['/errors/0', invalidError],
  ],
);

/** Builds a {@link LenientBoolean}. */
function buildLenientBoolean(g: fx.FixtureGen): unknown {
  return g.oneOf([() => g.boolean(), () => g.ref(buildBooleanString)]);
}

/** Negative cases of {@link LenientBoolean}. */
const invalidLenientBoolean: fx.InvalidList = fx.invalidList(
  'LenientBoolean',
  buildLenientBoolean,
  () => [['', 'oneOf', 12345]],
);

/** Builds a {@link PaymentContext}. */
function buildPaymentContext(g: fx.FixtureGen): unknown {
  return g.example(
    [{ mobile: false, isEcommerce: true, recurring: false, deviceInfo: {} }],
    () => ({
      ...g.optional('mobile', () => g.ref(buildLenientBoolean)),
      ...g.optional('isEcommerce', () => g.ref(buildLenientBoolean)),
      ...g.optional('recurring', () => g.ref(buildLenientBoolean)),
      ...g.optional('tax', () => g.ref(buildAmount)),
      ...g.optional('deviceInfo', () => g.ref(buildDeviceInfo)),
      ...g.optional('clientTransID', () => g.text('id')),
      ...g.optional('merchantAccountNumber', () => g.text('text')),
      ...g.optional('paymentGroupingCode', () => g.text('code')),
      ...g.optional('paymentStatus', () => g.text('status')),
      ...g.optional('reconBatchID', () => g.text('id')),
      ...g.optional('txnAuthorizationStamp', () => g.text('text')),
    }),
  );
}

/** Negative cases of {@link PaymentContext}. */
const invalidPaymentContext: fx.InvalidList = fx.invalidList(
  'PaymentContext',
  buildPaymentContext,
  () => [
    ['', 'nullable', null],
    ['', 'type', 'not an object'],
    ['/mobile', invalidLenientBoolean],
    ['/isEcommerce', invalidLenientBoolean],
    ['/recurring', invalidLenientBoolean],
    ['/tax', invalidAmount, 'skipNull'],
    ['/deviceInfo', invalidDeviceInfo, 'skipNull'],
    ['/clientTransID', 'type', 12345],
    ['/merchantAccountNumber', 'type', 12345],
    ['/paymentGroupingCode', 'type', 12345],
    ['/paymentStatus', 'type', 12345],
    ['/reconBatchID', 'type', 12345],
    ['/txnAuthorizationStamp', 'type', 12345],
  ],
);

/** Builds a {@link PaymentContextRequest}. */
function buildPaymentContextRequest(g: fx.FixtureGen): unknown {
  return g.example([{ mobile: 'false', isEcommerce: 'true' }], () => ({
    ...g.optional('mobile', () => g.ref(buildBooleanString)),
    ...g.optional('isEcommerce', () => g.ref(buildBooleanString)),
    ...g.optional('recurring', () => g.ref(buildBooleanString)),
    ...g.optional('tax', () => g.ref(buildAmount)),
    ...g.optional('deviceInfo', () => g.ref(buildDeviceInfo)),
  }));
}

/** Negative cases of {@link PaymentContextRequest}. */
const invalidPaymentContextRequest: fx.InvalidList = fx.invalidList(
  'PaymentContextRequest',
  buildPaymentContextRequest,
  () => [
    ['', 'nullable', null],
    ['', 'type', 'not an object'],
    ['/mobile', invalidBooleanString, 'skipNull'],
    ['/isEcommerce', invalidBooleanString, 'skipNull'],
    ['/recurring', invalidBooleanString, 'skipNull'],
    ['/tax', invalidAmount, 'skipNull'],
    ['/deviceInfo', invalidDeviceInfo, 'skipNull'],
  ],
);

/** Builds a {@link Refund}. */
function buildRefund(g: fx.FixtureGen): unknown {
  return g.example(
    [
      {
        id: 'EFL8WUV0W36R',
        amount: '10.00',
        status: 'ISSUED',
        type: 'REFUND',
        created: '2025-03-30T08:44:04Z',
        description: 'Refund for order #12345',
      },
    ],
    () => ({
      ...g.optional('id', () => g.text('id')),
      ...g.optional('amount', () => g.ref(buildAmount)),
      ...g.optional('status', () => g.ref(buildRefundStatus)),
      ...g.optional('type', () => g.ref(buildRefundType)),
      ...g.optional('created', () => g.ref(buildDateTime)),
      ...g.optional('context', () => g.ref(buildPaymentContext)),
      ...g.optional('description', () => g.text('sentence')),
    }),
  );
}

/** Negative cases of {@link Refund}. */
const invalidRefund: fx.InvalidList = fx.invalidList('Refund', buildRefund, () => [
  ['', 'nullable', null],
  ['', 'type', 'not an object'],
  ['/id', 'type', 12345],
  ['/amount', invalidAmount, 'skipNull'],
  ['/status', invalidRefundStatus, 'skipNull'],
  ['/type', invalidRefundType, 'skipNull'],
  ['/created', invalidDateTime, 'skipNull'],
  ['/context', invalidPaymentContext, 'skipNull'],
  ['/description', 'type', 12345],
]);

/** Builds a {@link RefundRequest}. */
function buildRefundRequest(g: fx.FixtureGen): unknown {
  return {
    amount: g.ref(buildAmount),
    ...g.optional('description', () => g.text('sentence')),
    ...g.optional('context', () => g.ref(buildPaymentContextRequest)),
  };
}

/** Negative cases of {@link RefundRequest}. */
const invalidRefundRequest: fx.InvalidList = fx.invalidList(
  'RefundRequest',
  buildRefundRequest,
  () => [
    ['', 'nullable', null],
    ['', 'type', 'not an object'],
    ['/amount', 'required'],
    ['/amount', invalidAmount],
    ['/description', 'type', 12345],
    ['/context', invalidPaymentContextRequest, 'skipNull'],
  ],
);

/** Builds a {@link RefundStatus}. */
function buildRefundStatus(g: fx.FixtureGen): unknown {
  return g.pick(['ISSUED', 'DECLINED', 'SETTLED', 'VOIDED', 'SUCCEEDED']);
}

/** Negative cases of {@link RefundStatus}. */
const invalidRefundStatus: fx.InvalidList = fx.invalidList(
  'RefundStatus',
  buildRefundStatus,
  () => [
    ['', 'nullable', null],
    ['', 'type', 12345],
    ['', 'enum', 'NOT_A_KNOWN_VALUE'],
  ],
);

/** Builds a {@link RefundType}. */
function buildRefundType(g: fx.FixtureGen): unknown {
  return g.pick(['REFUND', 'VOID']);
}

/** Negative cases of {@link RefundType}. */
const invalidRefundType: fx.InvalidList = fx.invalidList('RefundType', buildRefundType, () => [
  ['', 'nullable', null],
  ['', 'type', 12345],
  ['', 'enum', 'NOT_A_KNOWN_VALUE'],
]);

/** Builds a {@link Token}. */
function buildToken(g: fx.FixtureGen): unknown {
  return {
    value: g.text('id', { minLength: 1 }),
  };
}

/** Negative cases of {@link Token}. */
const invalidToken: fx.InvalidList = fx.invalidList('Token', buildToken, () => [
  ['', 'nullable', null],
  ['', 'type', 'not an object'],
  ['/value', 'required'],
  ['/value', 'nullable', null],
  ['/value', 'type', 12345],
  ['/value', 'minLength', ''],
]);

/** Builds a {@link TokenRequest}. */
function buildTokenRequest(g: fx.FixtureGen): unknown {
  return g.oneOf([
    () => ({
      card: g.ref(buildCard),
    }),
    () => ({
      bankAccount: g.ref(buildBankAccount),
    }),
  ]);
}

/** Negative cases of {@link TokenRequest}. */
const invalidTokenRequest: fx.InvalidList = fx.invalidList(
  'TokenRequest',
  buildTokenRequest,
  () => [['', 'oneOf', 12345]],
);

/** Builds a {@link TokenRequestWrite}. */
function buildTokenRequestWrite(g: fx.FixtureGen): unknown {
  return g.oneOf([
    () => ({
      card: g.ref(buildCardWrite),
    }),
    () => ({
      bankAccount: g.ref(buildBankAccountWrite),
    }),
  ]);
}

/** Negative cases of {@link TokenRequestWrite}. */
const invalidTokenRequestWrite: fx.InvalidList = fx.invalidList(
  'TokenRequestWrite',
  buildTokenRequestWrite,
  () => [['', 'oneOf', 12345]],
);

/** One builder per type (full shape `X`, request shape `XWrite`), and `invalid`: negative cases per type. */
interface FixtureSet {
  Address: fx.FixtureBuilder<Address>;
  Amount: fx.FixtureBuilder<Amount>;
  BankAccount: fx.FixtureBuilder<BankAccount>;
  BankAccountWrite: fx.FixtureBuilder<BankAccountWrite>;
  BankAccountList: fx.FixtureBuilder<BankAccountList>;
  BankAccountType: fx.FixtureBuilder<BankAccountType>;
  BooleanString: fx.FixtureBuilder<BooleanString>;
  CaptureDetail: fx.FixtureBuilder<CaptureDetail>;
  CaptureRequest: fx.FixtureBuilder<CaptureRequest>;
  Card: fx.FixtureBuilder<Card>;
  CardWrite: fx.FixtureBuilder<CardWrite>;
  CardList: fx.FixtureBuilder<CardList>;
  Charge: fx.FixtureBuilder<Charge>;
  ChargeRequest: fx.FixtureBuilder<ChargeRequest>;
  ChargeRequestWrite: fx.FixtureBuilder<ChargeRequestWrite>;
  ChargeStatus: fx.FixtureBuilder<ChargeStatus>;
  CurrencyCode: fx.FixtureBuilder<CurrencyCode>;
  DateTime: fx.FixtureBuilder<DateTime>;
  DeviceInfo: fx.FixtureBuilder<DeviceInfo>;
  Error: fx.FixtureBuilder<Error>;
  ErrorResponse: fx.FixtureBuilder<ErrorResponse>;
  LenientBoolean: fx.FixtureBuilder<LenientBoolean>;
  PaymentContext: fx.FixtureBuilder<PaymentContext>;
  PaymentContextRequest: fx.FixtureBuilder<PaymentContextRequest>;
  Refund: fx.FixtureBuilder<Refund>;
  RefundRequest: fx.FixtureBuilder<RefundRequest>;
  RefundStatus: fx.FixtureBuilder<RefundStatus>;
  RefundType: fx.FixtureBuilder<RefundType>;
  Token: fx.FixtureBuilder<Token>;
  TokenRequest: fx.FixtureBuilder<TokenRequest>;
  TokenRequestWrite: fx.FixtureBuilder<TokenRequestWrite>;
  /** Negative cases of each type: values its validator rejects, with the path and code it reports. */
  invalid: {
    Address(): fx.InvalidCase[];
    Amount(): fx.InvalidCase[];
    BankAccount(): fx.InvalidCase[];
    BankAccountWrite(): fx.InvalidCase[];
    BankAccountList(): fx.InvalidCase[];
    BankAccountType(): fx.InvalidCase[];
    BooleanString(): fx.InvalidCase[];
    CaptureDetail(): fx.InvalidCase[];
    CaptureRequest(): fx.InvalidCase[];
    Card(): fx.InvalidCase[];
    CardWrite(): fx.InvalidCase[];
    CardList(): fx.InvalidCase[];
    Charge(): fx.InvalidCase[];
    ChargeRequest(): fx.InvalidCase[];
    ChargeRequestWrite(): fx.InvalidCase[];
    ChargeStatus(): fx.InvalidCase[];
    CurrencyCode(): fx.InvalidCase[];
    DateTime(): fx.InvalidCase[];
    DeviceInfo(): fx.InvalidCase[];
    Error(): fx.InvalidCase[];
    ErrorResponse(): fx.InvalidCase[];
    LenientBoolean(): fx.InvalidCase[];
    PaymentContext(): fx.InvalidCase[];
    PaymentContextRequest(): fx.InvalidCase[];
    Refund(): fx.InvalidCase[];
    RefundRequest(): fx.InvalidCase[];
    RefundStatus(): fx.InvalidCase[];
    RefundType(): fx.InvalidCase[];
    Token(): fx.InvalidCase[];
    TokenRequest(): fx.InvalidCase[];
    TokenRequestWrite(): fx.InvalidCase[];
  };
}

/** Fixtures: `fixtures.X(overrides?)`, `fixtures.X.many(n)`, `fixtures.X.seed(k)`, `fixtures.invalid.X()`. */
export const fixtures: FixtureSet = {
  Address: fx.fixtureBuilder('Address', buildAddress),
  Amount: fx.fixtureBuilder('Amount', buildAmount),
  BankAccount: fx.fixtureBuilder('BankAccount', buildBankAccount),
  BankAccountWrite: fx.fixtureBuilder('BankAccountWrite', buildBankAccountWrite),
  BankAccountList: fx.fixtureBuilder('BankAccountList', buildBankAccountList),
  BankAccountType: fx.fixtureBuilder('BankAccountType', buildBankAccountType),
  BooleanString: fx.fixtureBuilder('BooleanString', buildBooleanString),
  CaptureDetail: fx.fixtureBuilder('CaptureDetail', buildCaptureDetail),
  CaptureRequest: fx.fixtureBuilder('CaptureRequest', buildCaptureRequest),
  Card: fx.fixtureBuilder('Card', buildCard),
  CardWrite: fx.fixtureBuilder('CardWrite', buildCardWrite),
  CardList: fx.fixtureBuilder('CardList', buildCardList),
  Charge: fx.fixtureBuilder('Charge', buildCharge),
  ChargeRequest: fx.fixtureBuilder('ChargeRequest', buildChargeRequest),
  ChargeRequestWrite: fx.fixtureBuilder('ChargeRequestWrite', buildChargeRequestWrite),
  ChargeStatus: fx.fixtureBuilder('ChargeStatus', buildChargeStatus),
  CurrencyCode: fx.fixtureBuilder('CurrencyCode', buildCurrencyCode),
  DateTime: fx.fixtureBuilder('DateTime', buildDateTime),
  DeviceInfo: fx.fixtureBuilder('DeviceInfo', buildDeviceInfo),
  Error: fx.fixtureBuilder('Error', buildError),
  ErrorResponse: fx.fixtureBuilder('ErrorResponse', buildErrorResponse),
  LenientBoolean: fx.fixtureBuilder('LenientBoolean', buildLenientBoolean),
  PaymentContext: fx.fixtureBuilder('PaymentContext', buildPaymentContext),
  PaymentContextRequest: fx.fixtureBuilder('PaymentContextRequest', buildPaymentContextRequest),
  Refund: fx.fixtureBuilder('Refund', buildRefund),
  RefundRequest: fx.fixtureBuilder('RefundRequest', buildRefundRequest),
  RefundStatus: fx.fixtureBuilder('RefundStatus', buildRefundStatus),
  RefundType: fx.fixtureBuilder('RefundType', buildRefundType),
  Token: fx.fixtureBuilder('Token', buildToken),
  TokenRequest: fx.fixtureBuilder('TokenRequest', buildTokenRequest),
  TokenRequestWrite: fx.fixtureBuilder('TokenRequestWrite', buildTokenRequestWrite),
  invalid: {
    Address: invalidAddress,
    Amount: invalidAmount,
    BankAccount: invalidBankAccount,
    BankAccountWrite: invalidBankAccountWrite,
    BankAccountList: invalidBankAccountList,
    BankAccountType: invalidBankAccountType,
    BooleanString: invalidBooleanString,
    CaptureDetail: invalidCaptureDetail,
    CaptureRequest: invalidCaptureRequest,
    Card: invalidCard,
    CardWrite: invalidCardWrite,
    CardList: invalidCardList,
    Charge: invalidCharge,
    ChargeRequest: invalidChargeRequest,
    ChargeRequestWrite: invalidChargeRequestWrite,
    ChargeStatus: invalidChargeStatus,
    CurrencyCode: invalidCurrencyCode,
    DateTime: invalidDateTime,
    DeviceInfo: invalidDeviceInfo,
    Error: invalidError,
    ErrorResponse: invalidErrorResponse,
    LenientBoolean: invalidLenientBoolean,
    PaymentContext: invalidPaymentContext,
    PaymentContextRequest: invalidPaymentContextRequest,
    Refund: invalidRefund,
    RefundRequest: invalidRefundRequest,
    RefundStatus: invalidRefundStatus,
    RefundType: invalidRefundType,
    Token: invalidToken,
    TokenRequest: invalidTokenRequest,
    TokenRequestWrite: invalidTokenRequestWrite,
  },
};

export type {
  DeepPartial,
  FixtureBuilder,
  InvalidCase,
} from './runtime/fixtures/fixtures-runtime.js';
