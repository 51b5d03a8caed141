/**
 * The service-modules part: copies a definition's hand-written service modules (`ApiModel.serviceModules`) into
 * the package under `src/service/`, with relative `.ts` specifiers rewritten to `.js` as templates are. Other
 * parts (sandbox, session frameworks) import them from there; when the folder has an `index.ts`, the package
 * root re-exports it. npm packages the modules import are added to the manifest at the generator's pinned
 * versions (`node:` built-ins excepted), so an unpinned import is an error before anything is written. A package
 * the modules load only through dynamic `import()` (a backend a user may never choose, such as a Redis client)
 * becomes an optional peer dependency instead: installed by those who use it, never loaded by those who don't.
 */
import { diagnostic } from '../model/diagnostics.ts';
import type { ApiModel, Diagnostic } from '../model/types.ts';
import { EMPTY_PART, pinnedVersions, type PackagePart } from './package-part.ts';

/** Where a service module lands in the package, relative to the package directory. */
export const serviceModulePath = (relative: string): string => `src/service/${relative}`;

const hasIndex = (model: ApiModel): boolean => model.serviceModules?.files.some((f) => f.path === 'index.ts') ?? false;

/** The package name of a bare specifier (`@scope/name` or `name`, subpaths cut); undefined for relative, `node:`. */
function packageName(spec: string): string | undefined {
  if (spec.startsWith('.') || spec.startsWith('node:') || spec.startsWith('/')) return undefined;
  const parts = spec.split('/');
  return spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** Source without comments (an import shown in a doc comment is not an import); strings are left alone. */
function withoutComments(source: string): string {
  return source.replace(/("(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`)|\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, (match, literal: string | undefined) => literal ?? ' ');
}

/** npm packages the modules import, split into those imported statically and those only loaded by `import()`. */
function importsByKind(model: ApiModel): { static: string[]; dynamicOnly: string[] } {
  const statics = new Set<string>();
  const dynamics = new Set<string>();
  for (const file of model.serviceModules?.files ?? []) {
    const code = withoutComments(file.content);
    for (const match of code.matchAll(/\bfrom\s*['"]([^'"]+)['"]|\bimport\s*['"]([^'"]+)['"]/g)) {
      const name = packageName((match[1] ?? match[2]) as string);
      if (name) statics.add(name);
    }
    for (const match of code.matchAll(/\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g)) {
      const name = packageName(match[1] as string);
      if (name) dynamics.add(name);
    }
  }
  return { static: [...statics].sort(), dynamicOnly: [...dynamics].filter((name) => !statics.has(name)).sort() };
}

/** Bare specifiers (npm packages, `@scope/name` or `name`, subpaths cut) the modules import, either way. */
export function serviceModuleImports(model: ApiModel): string[] {
  const { static: statics, dynamicOnly } = importsByKind(model);
  return [...statics, ...dynamicOnly].sort();
}

/** Names the modules' `index.ts` exports (reserved so no schema type shadows them). */
function indexExports(model: ApiModel): string[] {
  const index = model.serviceModules?.files.find((f) => f.path === 'index.ts');
  if (!index) return [];
  const names = new Set<string>();
  for (const m of index.content.matchAll(/^export\s+(?:declare\s+)?(?:async\s+)?(?:function\*?|const|let|class|interface|type|enum|abstract\s+class)\s+([A-Za-z_$][\w$]*)/gm)) names.add(m[1]);
  for (const m of index.content.matchAll(/^export\s+(?:type\s+)?\{([^}]*)\}/gm)) {
    for (const item of m[1].split(',')) {
      const name = item.trim().split(/\s+as\s+/).pop()?.replace(/^type\s+/, '').trim();
      if (name) names.add(name);
    }
  }
  return [...names].sort();
}

export const servicePart: PackagePart = {
  ...EMPTY_PART,
  name: 'service-modules',
  readme: (model) => (model.serviceModules ? ['- `src/service/`: the service modules written beside the definition.'] : []),
  exportedNames: indexExports,
  dependencies: (model) => pinnedVersions(importsByKind(model).static),
  optionalPeerDependencies: (model) => pinnedVersions(importsByKind(model).dynamicOnly),
  emit: (model) =>
    (model.serviceModules?.files ?? []).map((file) => ({
      path: serviceModulePath(file.path),
      content: file.content.replace(/(\bfrom\s+['"])(\.{1,2}\/[^'"]+)\.ts(['"])/g, '$1$2.js$3'),
      verbatim: true,
    })),
  indexLines: (model) => (hasIndex(model) ? ["export * from './service/index.js';"] : []),
  check: (model): Diagnostic[] => {
    if (!model.serviceModules) return [];
    try {
      pinnedVersions(serviceModuleImports(model));
      return [];
    } catch (error) {
      return [
        diagnostic('SVC007', `service modules in ${model.serviceModules.dir}: ${(error as Error).message}`, model.source, {
          hint: "Pin the package in the generator's package.json (npm install --save-exact -D <name>), or drop the import.",
        }),
      ];
    }
  },
};
