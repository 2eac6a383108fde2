/**
 * The `folio` executable.
 *
 * @module
 */
import module from 'node:module';
import { processIo } from './io.ts';
import { runCli } from './run-cli.ts';

// React and friends pick their fast production code from this; set before any of them loads.
process.env['NODE_ENV'] ??= 'production';
// Reuse compiled code across runs (Node keeps the cache in the system temp folder).
module.enableCompileCache();

process.exitCode = await runCli(process.argv.slice(2), processIo());
