/**
 * The server `npm run bench:api` measures: `startServer` exactly as `folio serve` runs it (log
 * lines included, written to this process's stdout, which the benchmark points at a file),
 * with the database given in the environment. Prints `listening <url>` on stderr when ready
 * and shuts down cleanly on SIGTERM.
 *
 *   BENCH_DATA_DIR=/tmp/x [BENCH_DATABASE_URL=postgres://... BENCH_SCHEMA=s] node bench/api/bench-server.ts
 *
 * @module
 */
import { startServer } from '../../src/server/index.ts';

const server = await startServer({
  port: 0,
  dataDir: process.env['BENCH_DATA_DIR'] ?? '.folio-bench',
  databaseUrl: process.env['BENCH_DATABASE_URL'] || undefined,
  databaseSchema: process.env['BENCH_SCHEMA'] || undefined,
});
process.stderr.write(`listening ${server.url}\n`);
process.once('SIGTERM', () => {
  void server.close().then(() => process.exit(0));
});
