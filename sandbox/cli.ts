/**
 * `npm run sandbox [-- --port <p> --host <h> --data <dir> --seed <n> --token <t> --reset --no-rate-limits --rate-limit-redis <url>
 * --fault <operation:every:fault> --cors <origin> --webhook <url> --webhook-token <t> --webhook-format <f>
 * --webhook-window <ms> --webhook-retry <ms,ms,...> --quiet --watch]`: the three sandboxes on one port (default 4010;
 * `--port 0` picks a free one). Prints one line per interface, `accounting <base url>`, `payments <base url>`,
 * `connector <service url>`, then the request log (a line per request and per webhook attempt, unless `--quiet`),
 * and serves until SIGINT / SIGTERM.
 */
import { parseArgs } from 'node:util';
import { formatLogEntry } from '@svc/accounting/sandbox';
import { startSandbox, type SandboxStartOptions } from './server.ts';

const USAGE =
  'usage: npm run sandbox -- [--port <p>] [--host <h>] [--data <dir>] [--seed <n>] [--token <t>] [--reset] [--no-rate-limits] [--rate-limit-redis <url>] [--fault <operation:every:429|500|503|slow=<ms>>] [--cors <origin>|*] [--webhook <url> --webhook-token <t> [--webhook-format legacy|cloudevents] [--webhook-window <ms>] [--webhook-retry <ms,...>]] [--quiet] [--watch]';

function fail(message: string): never {
  console.error(`sandbox: ${message}\n${USAGE}`);
  process.exit(2);
}

let values: ReturnType<typeof parse>['values'];
function parse() {
  return parseArgs({
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      data: { type: 'string' },
      seed: { type: 'string' },
      token: { type: 'string' },
      reset: { type: 'boolean' },
      'no-rate-limits': { type: 'boolean' },
      'rate-limit-redis': { type: 'string' },
      fault: { type: 'string', multiple: true },
      cors: { type: 'string', multiple: true },
      webhook: { type: 'string' },
      'webhook-token': { type: 'string' },
      'webhook-format': { type: 'string' },
      'webhook-window': { type: 'string' },
      'webhook-retry': { type: 'string' },
      quiet: { type: 'boolean' },
      watch: { type: 'boolean' },
      help: { type: 'boolean' },
    },
    strict: true,
  });
}
try {
  values = parse().values;
} catch (error) {
  fail((error as Error).message);
}
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
if (values.watch) {
  // The sandbox in a child process, restarted on each regeneration of the packages (sandbox/watch.ts).
  const { superviseSandbox } = await import('./watch.ts');
  await superviseSandbox(process.argv.slice(2));
}
const port = values.port === undefined ? 4010 : Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`--port must be 0..65535, got ${values.port}`);
const seed = values.seed === undefined ? undefined : Number(values.seed);
if (seed !== undefined && (!Number.isInteger(seed) || seed < 0)) fail(`--seed must be a whole number, got ${values.seed}`);
if (values.token !== undefined && !/^[A-Za-z0-9\-._~+/]+=*$/.test(values.token)) fail('--token must be a bearer token (RFC 6750 characters)');
const faults = (values.fault ?? []).map((text) => {
  const [operation, every, ...rest] = text.split(':');
  const rule = { ...(operation !== '*' && operation !== '' ? { operation } : {}), every: Number(every), fault: rest.join(':') };
  if (!Number.isInteger(rule.every) || rule.every < 1 || !/^(429|500|503|slow(=\d+)?)(,(429|500|503|slow(=\d+)?))*$/.test(rule.fault)) fail(`bad --fault ${text}`);
  return rule;
});

// Pages of these origins may call the REST sandboxes from a browser; `*` any page (the server checks each origin).
const corsValues = values.cors ?? [];
const cors = corsValues.length === 0 ? undefined : corsValues.includes('*') ? ('*' as const) : corsValues;
if (corsValues.includes('*') && corsValues.length > 1) fail('--cors * allows every origin; give it alone');

// Webhooks of the accounting sandbox: the endpoint, its verifier token, and (for tests) a shorter window and schedule.
const whole = (text: string, what: string): number => {
  if (!/^[0-9]{1,9}$/.test(text)) fail(`${what} must be a whole number of milliseconds, got ${text}`);
  return Number(text);
};
let webhook: SandboxStartOptions['webhook'];
if (values.webhook !== undefined) {
  if (values['webhook-token'] === undefined) fail('--webhook needs --webhook-token (the verifier token the notifications are signed with)');
  try {
    if (!/^https?:$/.test(new URL(values.webhook).protocol)) throw new Error();
  } catch {
    fail(`--webhook must be an http(s) URL, got ${values.webhook}`);
  }
  const format = values['webhook-format'];
  if (format !== undefined && format !== 'legacy' && format !== 'cloudevents') fail(`--webhook-format must be legacy or cloudevents, got ${format}`);
  webhook = {
    url: values.webhook,
    verifierToken: values['webhook-token'] as string,
    ...(format !== undefined ? { format } : {}),
    ...(values['webhook-window'] !== undefined ? { windowMs: whole(values['webhook-window'], '--webhook-window') } : {}),
    ...(values['webhook-retry'] !== undefined ? { retryDelaysMs: values['webhook-retry'].split(',').map((t) => whole(t.trim(), '--webhook-retry')) } : {}),
  };
} else if (values['webhook-token'] !== undefined || values['webhook-format'] !== undefined) fail('--webhook-token and --webhook-format go with --webhook <url>');

const running = await startSandbox({
  port,
  host: values.host,
  dataDir: values.data,
  seed,
  token: values.token,
  reset: values.reset,
  rateLimits: !values['no-rate-limits'],
  ...(values['rate-limit-redis'] !== undefined ? { rateLimitRedis: values['rate-limit-redis'] } : {}),
  faults,
  cors,
  ...(webhook !== undefined ? { webhook } : {}),
  ...(values.quiet ? {} : { log: (api: string, entry: Parameters<typeof formatLogEntry>[0]) => console.log(`[${api}] ${formatLogEntry(entry)}`) }),
}).catch((error: Error) => fail(error.message));
console.log(`accounting ${running.urls.accounting}`);
console.log(`payments ${running.urls.payments}`);
console.log(`connector ${running.urls.connector}`);
console.log(`console ${running.urls.console}`);

let closing = false;
const stop = (): void => {
  if (closing) return;
  closing = true;
  running.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
