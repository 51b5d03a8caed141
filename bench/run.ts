/**
 * `npm run bench`: every benchmark of the toolkit in one run, as figures and ratios against the peers the
 * issues name. Figures are printed, never asserted (tests assert behaviour, not speed), each section with the
 * load average at its start: measure with nothing else running. `BENCH_ONLY=generate,sandbox` runs some sections.
 */
import { cpus, loadavg } from 'node:os';
import { benchConnector } from './connector.ts';
import { benchConnectorSessions } from './connector-sessions.ts';
import { benchGenerate } from './generate.ts';
import { benchRateLimits } from './rate-limits.ts';
import { benchSandbox } from './sandbox.ts';
import { benchValidators } from './validators.ts';
import { benchWebhooks } from './webhooks.ts';

// Each section's steps are printed on stderr as they start (bench/progress.ts); the figures follow on stdout.

/** The machine's load average, printed beside the figures: they mean little on a busy machine (2 cores here). */
const load = (): string => `load average ${loadavg().map((n) => n.toFixed(2)).join(' ')} (${cpus().length} cores)`;

/** Sections to run (`BENCH_ONLY=generate,connector`); default all. */
const only = (process.env.BENCH_ONLY ?? '').split(',').map((s) => s.trim()).filter((s) => s !== '');
const sections: [name: string, title: string, run: () => string[] | Promise<string[]>][] = [
  ['generate', 'Generation (issues 2, 11, 25)', benchGenerate],
  ['validators', 'Validators (issue 3)', benchValidators],
  ['connector', 'Connector SOAP server (issue 5)', benchConnector],
  ['webhooks', 'Webhook receiver (issue 15)', benchWebhooks],
  ['sessions', 'Web Connector sessions (issue 13)', benchConnectorSessions],
  ['sandbox', 'Sandbox (issue 12)', benchSandbox],
  ['ratelimits', 'Rate limits counted in memory and in Redis (issue 25)', benchRateLimits],
];

console.log(`svc-codegen benchmarks (Node ${process.version}, ${process.platform}/${process.arch}); ${load()}`);
for (const [name, title, run] of sections) {
  if (only.length > 0 && !only.includes(name)) continue;
  console.log(`\n${title}; at start: ${load()}`);
  for (const line of await run()) console.log(`  ${line}`);
}
console.log(`\nat the end: ${load()}`);
