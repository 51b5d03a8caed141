/**
 * `npm run bench`: every benchmark of the toolkit in one run, as figures and ratios against the peers the
 * issues name. Figures are printed, never asserted (tests assert behaviour, not speed).
 */
import { benchConnector } from './connector.ts';
import { benchConnectorSessions } from './connector-sessions.ts';
import { benchGenerate } from './generate.ts';
import { benchSandbox } from './sandbox.ts';
import { benchValidators } from './validators.ts';
import { benchWebhooks } from './webhooks.ts';

// Each section's steps are printed on stderr as they start (bench/progress.ts); the figures follow on stdout.

console.log(`svc-codegen benchmarks (Node ${process.version}, ${process.platform}/${process.arch})`);
console.log('\nGeneration (issue 2)');
for (const line of benchGenerate()) console.log(`  ${line}`);
console.log('\nValidators (issue 3)');
for (const line of await benchValidators()) console.log(`  ${line}`);
console.log('\nConnector SOAP server (issue 5)');
for (const line of await benchConnector()) console.log(`  ${line}`);
console.log('\nWebhook receiver (issue 15)');
for (const line of await benchWebhooks()) console.log(`  ${line}`);
console.log('\nWeb Connector sessions (issue 13)');
for (const line of await benchConnectorSessions()) console.log(`  ${line}`);
console.log('\nSandbox (issue 12)');
for (const line of await benchSandbox()) console.log(`  ${line}`);
