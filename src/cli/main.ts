/**
 * The `folio` executable.
 *
 * @module
 */
import { processIo } from './io.ts';
import { runCli } from './run-cli.ts';

process.exitCode = await runCli(process.argv.slice(2), processIo());
