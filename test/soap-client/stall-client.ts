/**
 * Child process of large-replies.test.ts (issue 22): calls `<url>big` with the SOAP client, as an application
 * would, measured with `stall-meter.ts` (run under `--single-threaded`) from just before the call until it has
 * returned, so the test's own data (the reply it serves) is not in the heap whose collections are measured.
 * Prints one JSON line: the figures, the number of the Body element's children and a digest of their texts.
 */
import { createHash } from 'node:crypto';
import { callSoap } from '../../templates/soap-client/client.ts';
import { startStallMeter } from '../support/stall-meter.ts';

const url = process.argv[2];
const call = (path: string) => callSoap({ url: `${url}${path}`, soapAction: 'urn:test/op', envelope: '<x/>', timeoutMs: 300_000 });
// Warm up as a running application is: fetch's first use loads undici, and a first reply compiles the paths.
await call('small');
const meter = startStallMeter();
const body = await call('big');
const seen = await meter.stop();
// Digested after the measurement: what the application does with the tree is not the client's work.
const hash = createHash('sha256');
for (const child of body.children) hash.update(child.text).update('\u0000');
process.stdout.write(`${JSON.stringify({ ...seen, children: body.children.length, sha256: hash.digest('hex') })}\n`);
process.exit(0);
