/**
 * `folio dev [dir] [--port 3000] [--host 127.0.0.1] [--verbose]`: serves the docs folder with
 * live reload until Ctrl+C. Exit 0 when stopped, 1 when the server cannot start.
 *
 * @module
 */
import { parseArgs } from 'node:util';
import { startDevServer } from '../../dev/index.ts';
import { ExitCode, oneFolder, UsageError } from '../io.ts';
import type { CliIo } from '../io.ts';

export const devUsage = `Usage: folio dev [dir] [--port 3000] [--host 127.0.0.1] [--analytics] [--verbose]

Serves the docs folder dir (default: the current folder) for preview while you write: pages
render on request, the browser reloads when a file changes, and pages with errors show them in
place. Stop with Ctrl+C.

Options:
  --port N        port to listen on (default 3000; 0 picks a free one)
  --host HOST     address to listen on (default 127.0.0.1; 0.0.0.0 for every network)
  --analytics     load docs.json's integrations (analytics, chat) as a build does; off by
                  default so previews are not counted (also FOLIO_DEV_ANALYTICS=1)
  --verbose       print one line per request
  -h, --help`;

export async function devCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      port: { type: 'string', short: 'p' },
      host: { type: 'string' },
      verbose: { type: 'boolean' },
      analytics: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    io.stdout(`${devUsage}\n`);
    return ExitCode.ok;
  }
  const root = oneFolder('dev', positionals, io, '.');
  const port = values.port === undefined ? 3000 : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new UsageError(`--port takes a number from 0 to 65535, got "${values.port ?? ''}"`);
  }
  // Listened for from the start: the server answers its first page before it has finished
  // starting (it watches the folder after that page), and Ctrl+C then still stops it cleanly.
  const stopped = interrupted();
  const server = await startDevServer({
    root,
    port,
    host: values.host,
    verbose: values.verbose,
    analytics: values.analytics === true || process.env['FOLIO_DEV_ANALYTICS'] === '1',
    color: io.color,
    cwd: io.cwd,
    onLog: (text) => {
      io.stdout(`${text}\n`);
    },
  });
  await stopped;
  await server.close();
  io.stdout('Folio dev server stopped.\n');
  return ExitCode.ok;
}

/** Resolves on the first Ctrl+C (SIGINT) or SIGTERM; a second one ends the process as usual. */
function interrupted(): Promise<void> {
  return new Promise((resolve) => {
    const stop = (): void => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolve();
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}
