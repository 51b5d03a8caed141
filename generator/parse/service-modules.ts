/**
 * Service modules: hand-written TypeScript beside a definition holding the rules no definition can state (a
 * sandbox's computed totals, a session protocol's workflow). A definition names its folder (OpenAPI root
 * `x-svc-service-modules`, WSDL `<svc:serviceModules dir="..."/>`); both parsers read it here, the same way, into
 * `ApiModel.serviceModules`. Every `.ts` file under the folder except tests (`*.test.ts`) is carried, sorted by
 * path, so the package that ships them is byte-identical across machines.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { diagnostic } from '../model/diagnostics.ts';
import type { Diagnostic, ServiceModulesNode, SourceLocation } from '../model/types.ts';
import { recordFile, recordFolder } from '../read-ledger.ts';

/** Reads the folder `declared` (relative to `definitionFile`'s folder); undefined (and a diagnostic) when it cannot. */
export function readServiceModules(
  definitionFile: string,
  declared: unknown,
  location: SourceLocation,
  diagnostics: Diagnostic[],
): ServiceModulesNode | undefined {
  if (typeof declared !== 'string' || declared.trim() === '' || path.isAbsolute(declared)) {
    diagnostics.push(
      diagnostic('SVC011', 'the service-modules folder must be a relative path (a non-empty string)', location, {
        hint: 'Write the folder relative to this file, e.g. `./service`.',
      }),
    );
    return undefined;
  }
  const base = path.dirname(path.resolve(definitionFile));
  const dir = path.resolve(base, declared);
  let isDir = false;
  recordFolder(dir);
  try {
    isDir = statSync(dir).isDirectory();
  } catch {
    isDir = false;
  }
  if (!isDir) {
    diagnostics.push(
      diagnostic('SVC012', `service-modules folder not found: ${declared}`, location, {
        hint: 'Create the folder beside the definition, or correct the path.',
      }),
    );
    return undefined;
  }
  const files = listTs(dir).map((abs) => {
    const text = readFileSync(abs, 'utf8');
    recordFile(abs, text);
    return { path: path.relative(dir, abs).split(path.sep).join('/'), content: text.replace(/\r\n?/g, '\n') };
  });
  return { dir: path.relative(process.cwd(), dir).split(path.sep).join('/') || '.', files };
}

function listTs(dir: string): string[] {
  const out: string[] = [];
  recordFolder(dir);
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    const abs = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && !entry.name.startsWith('.')) out.push(...listTs(abs));
    } else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.d.ts')) {
      out.push(abs);
    }
  }
  return out;
}
