/**
 * `wc-sim <url> [options]` (a generated package's command; `npm run wc-sim` here): runs one Web Connector session
 * against a service and prints the transcript (one line per call, or `--json`). The simulated company answers
 * customer queries with iterators and acknowledges other requests. Exit code 0 when the session ended normally
 * (done, none, stopped), else 1. The package's command passes its service's wire vocabulary.
 */
import { parseArgs } from 'node:util';
import { simulatedCompany } from './demo-company.js';
import { simulateWebConnector, type Transcript, type WebConnectorWire } from './wc-sim.js';

const USAGE = `Usage: wc-sim <service url> [options]

  --user <name>          strUserName (default: demo)
  --password <text>      strPassword (default: demo)
  --version <v>          client version for clientVersion (default 2.0.0.116)
  --company-file <path>  the company file the simulated application has open
  --customers <n>        customers in the simulated company (default 25)
  --no-op-delay <ms>     wait after NoOp (default 5000, as the real client)
  --timeout <ms>         per call (default 30000)
  --json                 print the transcript as JSON
`;

function clip(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  const flat = (text ?? '').replace(/\s+/g, ' ');
  return flat.length > 100 ? `${flat.slice(0, 97)}...` : flat;
}

/** The transcript as lines for people. */
export function formatTranscript(transcript: Transcript): string {
  const lines = transcript.steps.map((step) => {
    const answer = step.fault ? `FAULT ${step.fault.code}: ${step.fault.string}` : step.error ? `ERROR ${step.error}` : clip(step.result);
    return `${step.operation.padEnd(19)} ${String(Math.round(step.ms)).padStart(5)} ms  ${answer}`;
  });
  lines.push(`outcome: ${transcript.outcome}; ${transcript.requests.length} request(s)${transcript.errors.length > 0 ? `; errors: ${transcript.errors.join(' | ')}` : ''}`);
  return `${lines.join('\n')}\n`;
}

export async function wcSimMain(
  argv: readonly string[],
  out: (text: string) => void,
  err: (text: string) => void,
  defaults: { readonly wire?: WebConnectorWire } = {},
): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        user: { type: 'string' },
        password: { type: 'string' },
        version: { type: 'string' },
        'company-file': { type: 'string' },
        customers: { type: 'string' },
        'no-op-delay': { type: 'string' },
        timeout: { type: 'string' },
        json: { type: 'boolean' },
        help: { type: 'boolean' },
      },
    });
  } catch (error) {
    err(`${(error as Error).message}\n\n${USAGE}`);
    return 1;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    out(USAGE);
    return 0;
  }
  const url = positionals[0];
  if (url === undefined || positionals.length > 1 || !/^https?:\/\//.test(url)) {
    err(`Give one http(s) service URL\n\n${USAGE}`);
    return 1;
  }
  const transcript = await simulateWebConnector({
    url,
    ...(defaults.wire !== undefined ? { wire: defaults.wire } : {}),
    user: values.user ?? 'demo',
    password: values.password ?? 'demo',
    ...(values.version !== undefined ? { clientVersion: values.version } : {}),
    ...(values['company-file'] !== undefined ? { companyFile: values['company-file'] } : {}),
    ...(values['no-op-delay'] !== undefined ? { noOpDelayMs: Number(values['no-op-delay']) } : {}),
    ...(values.timeout !== undefined ? { timeoutMs: Number(values.timeout) } : {}),
    respond: simulatedCompany({ customers: values.customers !== undefined ? Number(values.customers) : 25 }),
  });
  out(values.json ? `${JSON.stringify(transcript, null, 2)}\n` : formatTranscript(transcript));
  return ['done', 'none', 'stopped'].includes(transcript.outcome) ? 0 : 1;
}

