/**
 * The symbol registry: decides every exported identifier of a generated package once, before any emitter runs,
 * so emitters never fight over names (hey-api's lesson). Emitters ask it for a named type's full shape
 * (`typeName`) and write shape (`writeName`) and never build identifiers themselves.
 *
 * Order of claims, so collisions resolve the same way every time:
 * 1. names the package's parts export (`operations`, the runtime descriptor types, the client class ...): fixed,
 *    never renamed (each part declares them once, see part-kit/contract.ts);
 * 2. each named type, in model order, keeps its name unless it is taken or not a usable type name, in which
 *    case it gets the first free `<name>2`, `<name>3` ...;
 * 3. each write shape, in model order: `<full name>Write`, numbered the same way when taken.
 */
import { identifier, PREDEFINED_TYPES, RESERVED_WORDS } from '../model/naming.ts';
import type { ApiModel } from '../model/types.ts';

/**
 * Names a generated type may not take: TypeScript's reserved words and predefined types (a compile error as a
 * type name) and the globals emitted code itself uses (declaring them would shadow the global).
 */
const UNUSABLE: ReadonlySet<string> = new Set([
  ...RESERVED_WORDS,
  ...PREDEFINED_TYPES,
  'Uint8Array',
  'Record',
  'Readonly',
  'Array',
  'ReadonlyArray',
  'Promise',
  'Date',
]);

export interface SymbolTable {
  /** Identifier of a named type's full (read) shape. */
  typeName(modelName: string): string;
  /** Identifier of its write shape, or undefined when the type has one shape only. */
  writeName(modelName: string): string | undefined;
  /** The shape request bodies use: the write shape when there is one, else the full shape. */
  inputName(modelName: string): string;
}

/** Turns any string into a usable identifier: invalid characters become `_`, a leading digit gets `_`. */
export function toIdentifier(raw: string): string {
  return identifier(raw, { reserved: UNUSABLE });
}

/**
 * Needs the analysed model (`hasAccessScoped` decides which types get write shapes). `reserved`: identifiers the
 * package's parts export (the operation table, client classes ...), claimed before any type.
 */
export function createSymbolTable(model: ApiModel, reserved: readonly string[] = []): SymbolTable {
  const taken = new Set<string>(reserved);
  const claim = (wanted: string): string => {
    let name = wanted;
    for (let n = 2; taken.has(name); n++) name = `${wanted}${n}`;
    taken.add(name);
    return name;
  };

  const full = new Map<string, string>();
  for (const t of model.types) full.set(t.name, claim(toIdentifier(t.name)));
  const write = new Map<string, string>();
  for (const t of model.types) {
    // A write shape only where a request can carry the type: responses never need one.
    if (t.hasAccessScoped && t.inRequest) write.set(t.name, claim(`${full.get(t.name)}Write`));
  }

  const typeName = (modelName: string): string => {
    const name = full.get(modelName);
    if (name === undefined) throw new Error(`Unknown named type "${modelName}" (run validateModel first).`);
    return name;
  };
  return {
    typeName,
    writeName: (modelName) => write.get(modelName),
    inputName: (modelName) => write.get(modelName) ?? typeName(modelName),
  };
}
