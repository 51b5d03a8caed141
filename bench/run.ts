/** `npm run bench`: every benchmark of the toolkit in one run; figures are printed, never asserted. */
import { benchGenerate } from './generate.ts';

console.log('svc-codegen benchmarks (Node ' + process.version + ')');
for (const line of benchGenerate()) console.log('  ' + line);
