#!/usr/bin/env node
/** `qwc --name <AppName> --url <https://...> --user <UserName> [options]`: writes a QWC file (`--help` for the options). */
import { qwcMain } from '../runtime/web-connector/qwc-cli.js';

process.exitCode = qwcMain(
  process.argv.slice(2),
  (text) => process.stdout.write(text),
  (text) => process.stderr.write(text),
);
