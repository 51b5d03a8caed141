/**
 * The built packages compile under `tsc --strict` (with isolatedDeclarations, as their tsconfig says), a consumer
 * type-checks against their `dist/*.d.ts` through the package `exports`, and plain Node imports `dist/index.js`.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildPackage } from '../../generator/pipeline/build.ts';
import { loadModelFixture, writeFiles } from '../support/emit-fixtures.ts';
import { importWithNode, typeCheck } from '../support/emit-typecheck.ts';

/** Per fixture: consumer code that must compile, including `@ts-expect-error` lines that must fail. */
const CONSUMERS: Record<string, string> = {
  'rest-petstore': `
import { fillPath, matchHttpOperation, operations, rateLimitsOf, rateLimits } from '@svc/petstore';
import type { Animal, Operations, Owner, PetBase, PetBaseWrite, StatusFilter } from '@svc/petstore';

// Request bodies use write shapes: no read-only properties, write-only ones required.
export const create: Operations['createPet']['request'] = { petType: 'cat', name: 'Tom' };
export const dog: Operations['createPet']['request'] = { petType: 'dog', name: 'Rex', owner: { name: 'A', address: null, password: 'p' } };
// @ts-expect-error read-only \`id\` is not part of the write shape
export const withId: PetBaseWrite = { name: 'x', id: 1 };
// @ts-expect-error a dog's tag is narrowed to 'dog'
export const wrongTag: Operations['createPet']['request'] = { petType: 'cat2', name: 'Rex' };

export function rename(pet: PetBase): void {
  // @ts-expect-error read-only in the full shape
  pet.id = 2;
}

// Discriminated union: exhaustive switch on the tag, each branch narrowed.
export function sound(animal: Animal): string {
  switch (animal.petType) {
    case 'cat': return animal.indoor ? 'purr' : 'meow';
    case 'dog': return String(animal.barkVolume);
    case 'bird': return String(animal.wingspan);
  }
}

// Nullable and optional stay distinct.
export const owner: Owner = { id: 1, name: 'A', address: null };
// @ts-expect-error address is required (nullable, not optional)
export const noAddress: Owner = { id: 1, name: 'A' };
export const filter: StatusFilter = null;

export const pdf: Operations['readPet']['response'] = new Uint8Array();
export const query: Operations['listPets']['query'] = { limit: 10, status: 'sold' };
// @ts-expect-error not an allowed status
export const badQuery: Operations['listPets']['query'] = { status: 'lost' };
export const path: string = fillPath(operations.readPet.path, { petId: 7 });
export const method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'HEAD' | 'OPTIONS' | 'TRACE' = operations.deletePet.method;
export const match = matchHttpOperation(operations, 'POST', '/pets', { operation: 'delete' });
export const limits = rateLimitsOf(rateLimits, 'createPet', 'sandbox');
`,
  'soap-directory': `
import { operations } from '@svc/directory';
import type { ArrayOfString, Operations, Person } from '@svc/directory';

export const lookup: Operations['lookupPerson']['request'] = { personId: 1 };
// @ts-expect-error the int is required
export const missing: Operations['lookupPerson']['request'] = { region: 'x' };
export const names: ArrayOfString = ['a', null];
export const person: Person = { id: 1, nickname: null, kind: 'guest' };
export const action: string = operations.lookupPerson.soapAction;
export const fault: Operations['lookupPerson']['error'] = { code: 1 };
`,
};

const CONSUMER_TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    module: 'NodeNext',
    moduleResolution: 'NodeNext',
    strict: true,
    noEmit: true,
    skipLibCheck: false,
    types: ['node'],
  },
  include: ['consumer.ts'],
};

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe.each(Object.keys(CONSUMERS))('built package of %s', (fixture) => {
  const model = loadModelFixture(fixture);
  // Inside the repository: the package's runtime resolves its dependencies and Node's types from the root.
  const root = mkdtempSync(join(import.meta.dirname, '..', `.tmp-emit-${fixture}-`));
  dirs.push(root);
  const pkg = join(root, 'node_modules', '@svc', model.name);

  it('is written out', async () => {
    writeFiles(pkg, await buildPackage(model));
    writeFileSync(join(root, 'package.json'), JSON.stringify({ name: 'consumer', type: 'module', private: true }));
    writeFileSync(join(root, 'tsconfig.json'), JSON.stringify(CONSUMER_TSCONFIG));
    writeFileSync(join(root, 'consumer.ts'), CONSUMERS[fixture]);
  });

  it('passes tsc --noEmit --strict on its sources', () => {
    expect(typeCheck(join(pkg, 'tsconfig.json'))).toBe('');
  }, 60_000);

  it('serves a consumer through its dist declarations', () => {
    expect(typeCheck(join(root, 'tsconfig.json'))).toBe('');
  }, 60_000);

  it('imports from plain Node', () => {
    const names = importWithNode(join(pkg, 'dist', 'index.js'));
    expect(names).toEqual(
      expect.arrayContaining(['operations', 'endpoints', 'rateLimits', 'rateLimitKeys', 'securitySchemes', 'fillPath']),
    );
  });
});
