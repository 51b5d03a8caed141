/**
 * Child process of wc-sim-large-reply.test.ts (issue 22): the simulator's call (`callConnector`, what wc-sim does for
 * each operation) reading a sendRequestXML reply near its 64 MiB cap from `<url>`, measured with `stall-meter.ts`
 * (run under `--single-threaded`) from just before the call until it has returned. Prints one JSON line: the
 * figures, the result's length and its SHA-256 (taken after the measurement).
 */
import { createHash } from 'node:crypto';
import { callConnector } from '../../templates/web-connector/wc-sim-http.ts';
import { startStallMeter } from '../support/stall-meter.ts';

const url = process.argv[2];
const call = (path: string) =>
  callConnector({ url: `${url}${path}`, namespace: 'http://developer.intuit.com/', operation: 'sendRequestXML', fields: [['ticket', 't']], timeoutMs: 300_000, expectContinue: false });
await call('small'); // warm, as a running simulator is
const meter = startStallMeter();
const answer = await call('big');
const seen = await meter.stop();
const result = typeof answer.result === 'string' ? answer.result : '';
process.stdout.write(`${JSON.stringify({ ...seen, length: result.length, sha256: createHash('sha256').update(result).digest('hex') })}\n`);
process.exit(0);
