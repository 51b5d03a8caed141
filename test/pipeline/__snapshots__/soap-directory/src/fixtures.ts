/**
 * Fixtures of Directory Service 1.0.0: a valid, realistic value of every type, the same on every run.
 *
 * Generated from the definition; do not edit. `fixtures.X(overrides)` deep-merges overrides (objects merge,
 * arrays replace), `fixtures.X.many(n)` gives n different values, `fixtures.X.seed(k)` the k-th one, and
 * `fixtures.invalid.X()` one negative case per constraint: `{ value, path, code }`, where the validator of X
 * reports `code` at `path`.
 */

import type {
  ArrayOfString,
  DirectoryFault,
  ListNames,
  ListNamesResponse,
  LookupPerson,
  LookupPersonResponse,
  Person,
} from './types.js';

import * as fx from './runtime/fixtures/fixtures-runtime.js';

/** Builds a {@link ArrayOfString}. */
function buildArrayOfString(g: fx.FixtureGen): unknown {
  return g.array({}, () => g.nullable(() => g.text('text')));
}

/** Negative cases of {@link ArrayOfString}. */
const invalidArrayOfString: fx.InvalidList = fx.invalidList(
  'ArrayOfString',
  buildArrayOfString,
  () => [
    ['', 'nullable', null],
    ['', 'type', { not: 'an array' }],
    ['/0', 'type', 12345],
  ],
);

/** Builds a {@link DirectoryFault}. */
function buildDirectoryFault(g: fx.FixtureGen): unknown {
  return {
    code: g.number('integer', { integer: true, minimum: -2147483648, maximum: 2147483647 }),
    ...g.optional('message', () => g.text('sentence')),
  };
}

/** Negative cases of {@link DirectoryFault}. */
const invalidDirectoryFault: fx.InvalidList = fx.invalidList(
  'DirectoryFault',
  buildDirectoryFault,
  () => [
    ['', 'nullable', null],
    ['', 'type', 'not an object'],
    ['/code', 'required'],
    ['/code', 'nullable', null],
    ['/code', 'type', 'not a number'],
    ['/code', 'type', 1.5],
    ['/message', 'type', 12345],
    ['/unexpectedProperty', 'additionalProperties', 'surprise'],
  ],
);

/** Builds a {@link ListNames}. */
function buildListNames(g: fx.FixtureGen): unknown {
  return {
    maxCount: g.number('count', { integer: true, minimum: -2147483648, maximum: 2147483647 }),
    ...g.optional('prefix', () => g.text('text')),
  };
}

/** Negative cases of {@link ListNames}. */
const invalidListNames: fx.InvalidList = fx.invalidList('ListNames', buildListNames, () => [
  ['', 'nullable', null],
  ['', 'type', 'not an object'],
  ['/maxCount', 'required'],
  ['/maxCount', 'nullable', null],
  ['/maxCount', 'type', 'not a number'],
  ['/maxCount', 'type', 1.5],
  ['/prefix', 'type', 12345],
  ['/unexpectedProperty', 'additionalProperties', 'surprise'],
]);

/** Builds a {@link ListNamesResponse}. */
function buildListNamesResponse(g: fx.FixtureGen): unknown {
  return {
    ...g.optional('listNamesResult', () => g.ref(buildArrayOfString)),
  };
}

/** Negative cases of {@link ListNamesResponse}. */
const invalidListNamesResponse: fx.InvalidList = fx.invalidList(
  'ListNamesResponse',
  buildListNamesResponse,
  () => [
    ['', 'nullable', null],
    ['', 'type', 'not an object'],
    ['/listNamesResult', invalidArrayOfString, 'skipNull'],
    ['/unexpectedProperty', 'additionalProperties', 'surprise'],
  ],
);

/** Builds a {@link LookupPerson}. */
function buildLookupPerson(g: fx.FixtureGen): unknown {
  return {
    personId: g.number('id', { integer: true, minimum: -2147483648, maximum: 2147483647 }),
    ...g.optional('region', () => g.text('region')),
    ...g.optional('includeHistory', () => g.boolean()),
  };
}

/** Negative cases of {@link LookupPerson}. */
const invalidLookupPerson: fx.InvalidList = fx.invalidList(
  'LookupPerson',
  buildLookupPerson,
  () => [
    ['', 'nullable', null],
    ['', 'type', 'not an object'],
    ['/personId', 'required'],
    ['/personId', 'nullable', null],
    ['/personId', 'type', 'not a number'],
    ['/personId', 'type', 1.5],
    ['/region', 'type', 12345],
    ['/includeHistory', 'type', 'true'],
    ['/unexpectedProperty', 'additionalProperties', 'surprise'],
  ],
);

/** Builds a {@link LookupPersonResponse}. */
function buildLookupPersonResponse(g: fx.FixtureGen): unknown {
  return {
    ...g.optional('lookupPersonResult', () => g.ref(buildPerson)),
  };
}

/** Negative cases of {@link LookupPersonResponse}. */
const invalidLookupPersonResponse: fx.InvalidList = fx.invalidList(
  'LookupPersonResponse',
  buildLookupPersonResponse,
  () => [
    ['', 'nullable', null],
    ['', 'type', 'not an object'],
    ['/lookupPersonResult', invalidPerson, 'skipNull'],
    ['/unexpectedProperty', 'additionalProperties', 'surprise'],
  ],
);

/** Builds a {@link Person}. */
function buildPerson(g: fx.FixtureGen): unknown {
  return {
    id: g.number('id', { integer: true, minimum: -2147483648, maximum: 2147483647 }),
    ...g.optional('firstName', () => g.text('firstName')),
    ...g.optional('lastName', () => g.text('lastName')),
    ...g.optional('nickname', () => g.nullable(() => g.text('text'))),
    ...g.optional('kind', () => g.pick(['staff', 'guest'])),
    ...g.optional('aliases', () => g.ref(buildArrayOfString)),
  };
}

/** Negative cases of {@link Person}. */
const invalidPerson: fx.InvalidList = fx.invalidList('Person', buildPerson, () => [
  ['', 'nullable', null],
  ['', 'type', 'not an object'],
  ['/id', 'required'],
  ['/id', 'nullable', null],
  ['/id', 'type', 'not a number'],
  ['/id', 'type', 1.5],
  ['/firstName', 'type', 12345],
  ['/lastName', 'type', 12345],
  ['/nickname', 'type', 12345],
  ['/kind', 'type', 12345],
  ['/kind', 'enum', 'NOT_A_KNOWN_VALUE'],
  ['/aliases', invalidArrayOfString, 'skipNull'],
  ['/unexpectedProperty', 'additionalProperties', 'surprise'],
]);

/** One builder per type (full shape `X`, request shape `XWrite`), and `invalid`: negative cases per type. */
interface FixtureSet {
  ArrayOfString: fx.FixtureBuilder<ArrayOfString>;
  DirectoryFault: fx.FixtureBuilder<DirectoryFault>;
  ListNames: fx.FixtureBuilder<ListNames>;
  ListNamesResponse: fx.FixtureBuilder<ListNamesResponse>;
  LookupPerson: fx.FixtureBuilder<LookupPerson>;
  LookupPersonResponse: fx.FixtureBuilder<LookupPersonResponse>;
  Person: fx.FixtureBuilder<Person>;
  /** Negative cases of each type: values its validator rejects, with the path and code it reports. */
  invalid: {
    ArrayOfString(): fx.InvalidCase[];
    DirectoryFault(): fx.InvalidCase[];
    ListNames(): fx.InvalidCase[];
    ListNamesResponse(): fx.InvalidCase[];
    LookupPerson(): fx.InvalidCase[];
    LookupPersonResponse(): fx.InvalidCase[];
    Person(): fx.InvalidCase[];
  };
}

/** Fixtures: `fixtures.X(overrides?)`, `fixtures.X.many(n)`, `fixtures.X.seed(k)`, `fixtures.invalid.X()`. */
export const fixtures: FixtureSet = {
  ArrayOfString: fx.fixtureBuilder('ArrayOfString', buildArrayOfString),
  DirectoryFault: fx.fixtureBuilder('DirectoryFault', buildDirectoryFault),
  ListNames: fx.fixtureBuilder('ListNames', buildListNames),
  ListNamesResponse: fx.fixtureBuilder('ListNamesResponse', buildListNamesResponse),
  LookupPerson: fx.fixtureBuilder('LookupPerson', buildLookupPerson),
  LookupPersonResponse: fx.fixtureBuilder('LookupPersonResponse', buildLookupPersonResponse),
  Person: fx.fixtureBuilder('Person', buildPerson),
  invalid: {
    ArrayOfString: invalidArrayOfString,
    DirectoryFault: invalidDirectoryFault,
    ListNames: invalidListNames,
    ListNamesResponse: invalidListNamesResponse,
    LookupPerson: invalidLookupPerson,
    LookupPersonResponse: invalidLookupPersonResponse,
    Person: invalidPerson,
  },
};

export type {
  DeepPartial,
  FixtureBuilder,
  InvalidCase,
} from './runtime/fixtures/fixtures-runtime.js';
