#!/usr/bin/env node
/** `wc-sim <service url> [options]`: one simulated Web Connector session against a service (`--help` for the options). */
import { wcSimMain } from '../runtime/web-connector/wc-sim-cli.js';
import { connectorWebConnectorWire } from '../web-connector.js';

process.exitCode = await wcSimMain(
  process.argv.slice(2),
  (text) => process.stdout.write(text),
  (text) => process.stderr.write(text),
  { wire: connectorWebConnectorWire },
);
