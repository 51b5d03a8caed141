/**
 * Links from emitters to the runtime modules they import. A part names a runtime module once, typed by the
 * template module itself:
 *
 * ```ts
 * import type * as Errors from '../../../templates/rest-client/errors.ts';
 * export const errors = runtimeModule<typeof Errors>('rest-client/errors.ts');
 * errors.import(['ApiError', 'brandThrottled'], ['ApiErrorInit']);   // the import line an emitted file writes
 * ```
 *
 * The module's path is checked by the compiler (`typeof import`), and so is every value name: renaming or
 * removing a runtime export breaks the generator's type-check, not a user's build. Type-only names cannot be
 * checked that way (TypeScript has no `keyof` for a module's types); the part-kit test holds every type name a
 * link is asked for against the template's exports, read by Oxc's parser (module-exports.ts).
 */

/** A runtime module: `templates/<path>`, shipped as `src/runtime/<path>`. */
export interface RuntimeModule {
  readonly kind: 'runtime';
  /** Relative to `templates/` (`rest-client/errors.ts`). */
  readonly path: string;
}

/** Every type name an emitter asked a link for, by module path (read by the part-kit test). */
export const requestedTypeNames = new Map<string, Set<string>>();

export interface RuntimeLink<M> extends RuntimeModule {
  /** The module specifier from a file at `src/` (`./runtime/rest-client/errors.js`). */
  readonly specifier: string;
  /** `import { values, type types } from '<specifier>';` */
  import(values: readonly (keyof M & string)[], types?: readonly string[]): string;
  /** `import type { types } from '<specifier>';` */
  importTypes(types: readonly string[]): string;
  /** `import * as <name> from '<specifier>';` (values and types reached as `<name>.X`). */
  importNamespace(name: string): string;
  /** Export names of the module for a part's `exports`: values are checked by the compiler. */
  names(values: readonly (keyof M & string)[], types?: readonly string[]): { from: RuntimeModule; values: readonly string[]; types: readonly string[] };
  /** A value name, checked (for emitted code that calls into the runtime). */
  value<K extends keyof M & string>(name: K): K;
}

/** The link to `templates/<path>`; `M` is `typeof import('<that module>')`. */
export function runtimeModule<M>(path: string): RuntimeLink<M> {
  if (!/^[a-z0-9-]+\/[a-z0-9./-]+\.ts$/.test(path)) throw new Error(`runtime module path "${path}" is not <part>/<file>.ts`);
  const specifier = `./runtime/${path.replace(/\.ts$/, '.js')}`;
  const note = (types: readonly string[]): void => {
    let known = requestedTypeNames.get(path);
    if (known === undefined) requestedTypeNames.set(path, (known = new Set()));
    for (const t of types) known.add(t);
  };
  return {
    kind: 'runtime',
    path,
    specifier,
    import(values, types = []) {
      note(types);
      const items = [...values, ...types.map((t) => `type ${t}`)];
      return values.length === 0 ? `import type { ${types.join(', ')} } from '${specifier}';` : `import { ${items.join(', ')} } from '${specifier}';`;
    },
    importTypes(types) {
      note(types);
      return `import type { ${types.join(', ')} } from '${specifier}';`;
    },
    importNamespace: (name) => `import * as ${name} from '${specifier}';`,
    names(values, types = []) {
      note(types);
      return { from: { kind: 'runtime', path }, values, types };
    },
    value: (name) => name,
  };
}

/** Whether an export group's `from` is a runtime module. */
export function isRuntimeModule(from: unknown): from is RuntimeModule {
  return typeof from === 'object' && from !== null && (from as RuntimeModule).kind === 'runtime';
}
