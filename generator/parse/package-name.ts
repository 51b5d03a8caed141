/**
 * The npm name of a generated package, for both parsers and the CLI's `--name`.
 *
 * A scoped name (`@acme/pets`) is an npm name the user chose: kept exactly, and checked against npm's rules for a
 * new package, so a name npm would refuse is reported, never written into a manifest. Any other name (`pets`,
 * `Variants Demo`, a file's name) is a short name: lowercase letters, digits and dashes (`variants-demo`), and the
 * package is `@svc/<short>`. Either way the short name, the part after the scope made short (`@acme/pet.store`
 * -> `pet-store`), is the output folder and the stem of exported identifiers (`PetStoreClient`).
 */

/** What a model records: its short name, and the npm name when it is not `@svc/<name>`. */
export interface PackageNaming {
  name: string;
  packageName?: string;
}

/** npm's limit on a package name's length. */
const MAX_LENGTH = 214;
/** The scope every unscoped name is put under. */
const DEFAULT_SCOPE = '@svc/';

/** A short name: lowercase, `[a-z0-9-]`, no dash at either end; `api` when nothing is left. */
export function shortName(text: string): string {
  const name = text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return name === '' ? 'api' : name;
}

/** A name meant as scoped: it starts with `@` or has a slash (`acme/pets` is a scope without its `@`). */
const isScoped = (text: string): boolean => text.startsWith('@') || text.includes('/');

/** Why `name` is not an npm name a new scoped package may have, or undefined when it is one. */
function scopedNameProblem(name: string): string | undefined {
  const match = /^@([^/]*)\/([^/]*)$/.exec(name);
  if (match === null) return 'a scoped package name is @scope/name: one "@", then one "/"';
  for (const [what, part] of [
    ['scope', match[1]],
    ['name', match[2]],
  ] as const) {
    if (part === '') return `its ${what} is empty`;
    if (part !== part.toLowerCase()) return `its ${what} has capital letters (npm allows none in a new package)`;
    if (/^[._]/.test(part)) return `its ${what} starts with "${part[0]}"`;
    const bad = /[^a-z0-9._-]/.exec(part);
    if (bad) return `its ${what} has ${JSON.stringify(bad[0])} (npm allows a-z, 0-9, "-", "." and "_")`;
  }
  if (name.length > MAX_LENGTH) return `it is ${name.length} characters long (npm allows ${MAX_LENGTH})`;
  return undefined;
}

/** A scoped name made valid, for a hint (`@Acme/Pets` -> `@acme/pets`). */
function suggestion(text: string): string {
  const [scope, ...rest] = text.replace(/^@/, '').split('/');
  return `@${shortName(scope)}/${shortName(rest.join('-'))}`;
}

/**
 * The naming of a package whose name the user chose (`--name`, `info.x-svc-package`), or why the name cannot be
 * an npm package's (with the name it could be).
 */
export function chosenPackageName(text: string): { naming: PackageNaming } | { problem: string; hint: string } {
  if (isScoped(text)) {
    const problem = scopedNameProblem(text);
    if (problem !== undefined)
      return {
        problem: `"${text}" is not a valid npm package name: ${problem}`,
        hint: `Write it as npm spells names, e.g. "${suggestion(text)}".`,
      };
    return { naming: { name: shortName(text.slice(text.indexOf('/') + 1)), packageName: text } };
  }
  return derivedPackageName(text);
}

/** The naming of a package named after something (a file, a folder, a short name): always `@svc/<short>`. */
export function derivedPackageName(text: string): { naming: PackageNaming } | { problem: string; hint: string } {
  const name = shortName(text);
  if (DEFAULT_SCOPE.length + name.length > MAX_LENGTH) {
    return {
      problem: `the package name "${DEFAULT_SCOPE}${name}" is ${DEFAULT_SCOPE.length + name.length} characters long (npm allows ${MAX_LENGTH})`,
      hint: 'Choose a shorter name (--name or info.x-svc-package).',
    };
  }
  return { naming: { name } };
}
