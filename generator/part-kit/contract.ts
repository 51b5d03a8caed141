/**
 * The part contract. Every output of a package is a part: types, operations, validators, fixtures, the REST and
 * SOAP clients and servers, sandbox, webhooks, OAuth, the Web Connector kit, service modules, and parts users add
 * from `svc-codegen.config.ts` or `--part` without touching the generator. A part is a name, and the name is a
 * folder in each root that holds it: `generator/parts/<name>/` (this contract, implemented), `templates/<name>/`
 * (the runtime it ships, copied to `src/runtime/<name>/`) and `test/<name>/`.
 *
 * A part says once:
 * - which parts it `requires` (its files import theirs; the pipeline refuses a package where one is missing);
 * - whether it `applies` to a model (it adds nothing otherwise), and, if it has something to say about why not,
 *   `notApplied`;
 * - its `entry`, the file `src/<entry>.ts` that is also the package subpath `@scope/pkg/<entry>`;
 * - its `exports`, one list: the pipeline reserves these names before any type is named (a schema can never
 *   shadow a client class), writes them into the entry file (for names the part's files do not declare
 *   themselves) and into `src/index.ts`; and what it `reserves` besides (runtime types its files import beside
 *   the model's types);
 * - the `runtime` files it ships (default: every module of `templates/<name>/`) and the npm `packages` they import;
 * - `check` (located diagnostics before anything is emitted), `emit` and its `readme` lines.
 * Parts read facts about the model from generator/facts (each derived once per model), never derive them.
 */
import { readFileSync } from 'node:fs';
import type { ApiModel, Diagnostic } from '../model/types.ts';
import type { EmittedFile } from '../pipeline/file.ts';
import type { RuntimeModule } from './runtime.ts';
import type { SymbolTable } from './symbols.ts';

export type { EmittedFile } from '../pipeline/file.ts';

/** How a package uses an npm package: installed with it, or brought by the user (optionally). */
export type PackageUse = 'dependency' | 'peer' | 'optional-peer';

/**
 * Names a part exports from one module. `from` is a file the part emits (`src/client.ts`) or a runtime module
 * (a link, see runtime.ts); `star` re-exports everything the module exports (`export *` / `export type *`),
 * for modules whose names are the model's (the types) or are read by the compiler (service modules).
 */
export interface ExportGroup {
  readonly from: string | RuntimeModule;
  readonly values?: readonly string[];
  readonly types?: readonly string[];
  readonly star?: 'values' | 'types';
}

/** What an emitted file imports from a module: named values and types, or the whole module as a type namespace. */
export interface ImportNames {
  readonly values?: readonly string[];
  readonly types?: readonly string[];
  /** `import * as <namespace> from ...` */
  readonly namespace?: string;
  /** `import type * as <typeNamespace> from ...` */
  readonly typeNamespace?: string;
  /** Another module of the part than its entry: a path beside the entry, without extension (`sandbox/index`). */
  readonly module?: string;
}

/** The import statement of `names` from `specifier`. */
export function importStatement(specifier: string, names: ImportNames): string {
  if (names.namespace !== undefined) return `import * as ${names.namespace} from '${specifier}';`;
  if (names.typeNamespace !== undefined) return `import type * as ${names.typeNamespace} from '${specifier}';`;
  const values = names.values ?? [];
  const types = names.types ?? [];
  if (values.length === 0) return `import type { ${types.join(', ')} } from '${specifier}';`;
  return `import { ${[...values, ...types.map((t) => `type ${t}`)].join(', ')} } from '${specifier}';`;
}

/** What `emit` gets besides the model. */
export interface EmitContext {
  /** The package's names: every exported identifier, decided before any part emits. */
  readonly symbols: SymbolTable;
  /** The package name (`@svc/accounting`). */
  readonly packageName: string;
  /**
   * `import { ... } from '<entry of a required part>'` as written in a file at `src/`; throws when the part is not
   * among this part's `requires` (so an emitted import can never dangle).
   */
  importFrom(part: string, names: ImportNames): string;
  /** The module specifier of a required part's entry, from a file at `src/` (`./server.js`). */
  moduleOf(part: string): string;
}

export interface Part {
  /** Lower-case letters, digits and `-`: how users, messages and the folders name it. */
  readonly name: string;
  /** Parts whose files this part's files import (emitted or runtime); a function when it depends on the model. */
  readonly requires?: readonly string[] | ((model: ApiModel) => readonly string[]);
  /** The entry file `src/<entry>.ts` and subpath `./<entry>`; `service/index` style paths are allowed. */
  readonly entry?: string;
  /** The entry is for other parts only: no subpath export (its names still reach the root through other parts). */
  readonly internal?: boolean;
  /**
   * `false`: the entry's names are not re-exported from the package root, only from its subpath (they are the
   * operations' own names, which may be any other part's). Default true.
   */
  readonly root?: boolean;
  /**
   * `browser`: the entry and everything it imports run anywhere (no `node:` module, no Node globals), so a browser
   * bundle can take it and its declarations need no Node types. Default `node`.
   */
  readonly platform?: 'browser' | 'node';
  /** Whether the part has anything to add for this model; default always. */
  applies?(model: ApiModel): boolean;
  /** When it does not apply: why, if a user would want to know (warnings, located). */
  notApplied?(model: ApiModel): Diagnostic[];
  exports?(model: ApiModel): readonly ExportGroup[];
  /**
   * Names its files import from its runtime beside the model's types (runtime types such as `AccessToken`): the
   * pipeline reserves them before any type is named, as it does exports, so a schema of the same name is renamed
   * instead of colliding with the import. Not exported.
   */
  reserves?(model: ApiModel): readonly string[];
  /** Files of `templates/<name>/` to ship (default: all its modules). */
  runtime?(model: ApiModel): readonly string[];
  /** npm packages the emitted or runtime files import, and how (versions: the generator's own pins). */
  packages?(model: ApiModel): Readonly<Record<string, PackageUse>>;
  /** Commands the package installs (`bin`): name -> a source file the part emits (`src/bin/qwc.ts`, with a `#!` line). */
  bins?(model: ApiModel): Readonly<Record<string, string>>;
  /** What the part cannot carry: errors stop generation (nothing is written), warnings are printed. */
  check?(model: ApiModel): Diagnostic[];
  emit?(model: ApiModel, context: EmitContext): EmittedFile[];
  /**
   * Its files are mostly written in the formatter's layout already (part-kit/layout.ts), so they leave the finishing
   * threads little to do: the pipeline emits such parts after the others, whose files then are formatted while
   * these are emitted (instead of the threads waiting idle, then all formatting at the end). Order only: the files
   * are the same.
   */
  readonly emitsLaidOut?: boolean;
  /** Markdown bullet lines for the package README's list of what is inside. */
  readme?(model: ApiModel): string[];
}

/** A part, checked for the shape users can get wrong (for parts users write; built-in parts are typed). */
export function definePart<P extends Part>(part: P): P {
  return part;
}

let rootPins: Record<string, string> | undefined;

/**
 * The generator's own pin of an npm package (its package.json): a generated package's dependencies are exactly
 * the versions its runtime was tested with. Throws for a package the generator does not pin.
 */
export function pinnedVersion(name: string): string {
  if (rootPins === undefined) {
    const root = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      dependencies?: Record<string, string>;
      devDependencies?: Record<string, string>;
    };
    rootPins = { ...root.devDependencies, ...root.dependencies };
  }
  const version = rootPins[name];
  if (version === undefined) throw new Error(`${name} is not pinned in the generator's package.json`);
  return version;
}
