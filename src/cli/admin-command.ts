/**
 * What `folio projects` and `folio keys` share: the options that say where the data is
 * (`--data`, `DATABASE_URL`), `--json` and `--verbose`, the connection to the data (directly, or
 * through a running `folio serve`: the output is the same either way), and how refusals are
 * reported: exit code 1 with a message that says how to fix things, and with `--json` one JSON
 * document `{"error": {"code", "message"}}` on stdout as well.
 *
 * @module
 */
import path from 'node:path';
import { AdminError, connectAdmin } from '../server/index.ts';
import type { AdminApi } from '../server/index.ts';
import { defaultDataDir, StorageError } from '../storage/index.ts';
import { ExitCode } from './io.ts';
import type { CliIo } from './io.ts';

/** parseArgs options every admin subcommand takes. */
export const adminOptions = {
  data: { type: 'string' },
  json: { type: 'boolean' },
  verbose: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** The usage lines of {@link adminOptions}. */
export const adminOptionsUsage = `  --data DIR        the server's data folder (default .folio); DATABASE_URL, when set,
                    names a PostgreSQL database to use instead
  --json            print one JSON document instead of text
  --verbose         also say on stderr how the data is reached
  -h, --help`;

/** The values of {@link adminOptions} a command was given. */
export interface AdminOptionValues {
  data?: string | undefined;
  json?: boolean | undefined;
  verbose?: boolean | undefined;
}

/** What a subcommand produces: the JSON document, and the text printed without `--json`. */
export interface AdminOutput {
  json: unknown;
  text: string;
}

/**
 * Runs `work` on the admin operations of the data `values` point to and prints its output.
 * Refusals (an {@link AdminError}, or a {@link StorageError} such as a database in use) exit
 * with 1; anything else is an internal error, left to the CLI.
 */
export async function runAdmin(
  command: string,
  values: AdminOptionValues,
  io: CliIo,
  work: (admin: AdminApi) => Promise<AdminOutput>,
): Promise<number> {
  const dataDir =
    values.data === undefined ? defaultDataDir(io.cwd) : path.resolve(io.cwd, values.data);
  try {
    const connection = await connectAdmin({
      dataDir,
      databaseUrl: process.env['DATABASE_URL'] || undefined,
    });
    if (values.verbose) io.stderr(`folio ${command}: using ${connection.description}\n`);
    let output: AdminOutput;
    try {
      output = await work(connection);
    } finally {
      await connection.close();
    }
    io.stdout(values.json ? `${JSON.stringify(output.json, null, 2)}\n` : `${output.text}\n`);
    return ExitCode.ok;
  } catch (error) {
    if (!(error instanceof AdminError) && !(error instanceof StorageError)) throw error;
    if (values.json) {
      const body = { error: { code: error.code, message: error.message } };
      io.stdout(`${JSON.stringify(body, null, 2)}\n`);
    }
    io.stderr(`folio ${command}: ${error.message}\n`);
    return ExitCode.failed;
  }
}

/** `2026-11-02T09:30:12.345Z` as `2026-11-02 09:30` (UTC), or `-` for none. */
export function shortTime(iso: string | null): string {
  return iso === null ? '-' : `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
}
