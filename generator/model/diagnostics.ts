/**
 * Coded diagnostics shared by every parser. Each code has one meaning and a default hint, so a user can look a
 * code up in the README and a test can assert on it. Parsers collect all problems and report them at once.
 */
import type { Diagnostic, SourceLocation } from './types.ts';

export const DIAGNOSTIC_CODES = {
  SVC001: { title: 'syntax error', hint: 'Fix the YAML/JSON/XML syntax at the position shown.' },
  SVC002: { title: 'unresolved reference', hint: 'Check the $ref / QName: the file, the pointer or the name must exist.' },
  SVC003: { title: 'unknown type', hint: 'Use a type the format defines (OpenAPI `type`, XSD built-in) or define it.' },
  SVC004: { title: 'duplicate operation name', hint: 'Operation names (operationId, x-svc-operations name, WSDL operation) must be unique.' },
  SVC005: { title: 'missing response', hint: 'Give the operation at least one response (OpenAPI responses, WSDL output).' },
  SVC006: { title: 'invalid binding', hint: 'The WSDL binding must name an existing portType and bind each of its operations with SOAP.' },
  SVC007: { title: 'unsupported construct', hint: 'This construct has no equivalent in the model; rewrite it with a supported one (README, "Supported constructs").' },
  SVC008: { title: 'missing operation name', hint: 'Give every operation an operationId (or a WSDL operation name).' },
  SVC009: { title: 'not a supported document', hint: 'Inputs are Swagger 2.0 or OpenAPI 3.0/3.1 (YAML or JSON) or WSDL 1.1 documents.' },
  SVC010: { title: 'duplicate type name', hint: 'Two types map to the same TypeScript name; rename one of them.' },
  SVC011: { title: 'invalid extension', hint: 'An x-svc-* extension does not have the documented shape (definitions/EXTENSIONS.md).' },
  SVC012: { title: 'file not found', hint: 'The input file or a file named by a $ref / import does not exist.' },
  SVC013: { title: 'path parameter mismatch', hint: 'Every {placeholder} in a path needs a path parameter, and every path parameter a placeholder.' },
  SVC014: { title: 'invalid discriminator', hint: 'A discriminator needs a property name, and each mapping must name a variant of the union.' },
  SVC015: { title: 'invalid value', hint: 'A keyword has a value of the wrong kind (e.g. minOccurs="x").' },
  SVC016: { title: 'unreferenced file', hint: 'Reference the file from the definition, or delete it.' },
  SVC017: { title: 'response wrapper without x-svc-result', hint: 'Name the wrapped member with x-svc-result.' },
  SVC018: { title: 'entity the query language cannot select', hint: 'Add the entity to the query result schema.' },
  SVC019: { title: 'parts that do not fit together', hint: 'A part requires another that does not apply, or two parts claim the same entry or name.' },
} as const;

export type DiagnosticCode = keyof typeof DIAGNOSTIC_CODES;

export function diagnostic(
  code: DiagnosticCode,
  message: string,
  location: SourceLocation,
  options: { hint?: string; severity?: 'error' | 'warning' } = {},
): Diagnostic {
  return {
    code,
    severity: options.severity ?? 'error',
    message,
    hint: options.hint ?? DIAGNOSTIC_CODES[code].hint,
    location,
  };
}

/**
 * `file:line:column code message`, then an indented hint line and one indented `file:line:column: note` line per
 * related place: the format editors and CI annotate.
 */
export function formatDiagnostic(d: Diagnostic): string {
  const { file, line, column } = d.location;
  const head = `${file}:${line}:${column} ${d.code} ${d.severity === 'warning' ? 'warning: ' : ''}${d.message}`;
  const related = (d.related ?? []).map((r) => `\n  ${r.location.file}:${r.location.line}:${r.location.column}: ${r.message}`).join('');
  return (d.hint ? `${head}\n  hint: ${d.hint}` : head) + related;
}

/** Stable order for reporting: by file, line, column, code. */
export function sortDiagnostics(list: readonly Diagnostic[]): Diagnostic[] {
  return [...list].sort(
    (a, b) =>
      a.location.file.localeCompare(b.location.file) ||
      a.location.line - b.location.line ||
      a.location.column - b.location.column ||
      a.code.localeCompare(b.code),
  );
}

/** What a parser returns: a model when there are no errors, and every diagnostic it found. */
export interface ParseResult {
  model?: import('./types.ts').ApiModel;
  diagnostics: Diagnostic[];
}
