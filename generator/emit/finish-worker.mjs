// Worker entry: a worker starts without the parent's TypeScript loader, so register tsx before loading the
// TypeScript worker module.
import { register } from 'tsx/esm/api';

register();
await import('./finish-worker.ts');
