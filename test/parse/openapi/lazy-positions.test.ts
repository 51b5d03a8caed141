/**
 * Positions are computed only when something reads them (issue 25): parsing the definitions leaves every location
 * of the model lazy, operations copied for `x-svc-operations` entries included, and what a location reads when asked
 * is what the reference reader (`yaml`, positions computed as it reads) gives.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { parseOpenApi } from '../../../generator/parse/openapi/index.ts';
import { LineLocator } from '../../../generator/parse/openapi/line-locator.ts';
import { repoRoot } from '../../support/run-cli.ts';

const definitions = join(repoRoot, 'definitions');
const inputs = readdirSync(definitions, { withFileTypes: true })
  .filter((e) => e.isDirectory() && existsSync(join(definitions, e.name, 'openapi.yaml')))
  .map((e) => join(definitions, e.name, 'openapi.yaml'))
  .sort();

/** Whether a location is still lazy: its line is a getter. */
const lazy = (location: object) => Object.getOwnPropertyDescriptor(location, 'line')?.get !== undefined;

describe.each(inputs)('%s', (input) => {
  it('is parsed without computing a position, and each reads as the reference reader places it', async () => {
    // Every position the fast reader computes is looked up in a LineLocator.
    const lookups = vi.spyOn(LineLocator.prototype, 'locate');
    const fast = await parseOpenApi(input);
    expect(fast.model, JSON.stringify(fast.diagnostics)).toBeDefined();
    // Only the diagnostics' (warnings) are placed: sorting them reads their lines.
    expect(lookups.mock.calls.length).toBeLessThanOrEqual(fast.diagnostics.length);
    lookups.mockRestore();
    const operations = fast.model!.services.flatMap((s) => s.operations);
    expect(operations.length).toBeGreaterThan(0);
    for (const op of operations) expect(lazy(op.source), op.name).toBe(true);
    for (const t of fast.model!.types) expect(lazy(t.source), t.name).toBe(true);
    const reference = await parseOpenApi(input, { fast: false });
    expect(fast.model).toStrictEqual(reference.model);
  });
});
