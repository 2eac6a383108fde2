/**
 * Preload (`node --import`) that writes the process's resource usage when it exits, to the file
 * named by `FOLIO_BENCH_USAGE_FILE`, as GNU `time -f '%M %U %S'` would: peak resident set size in
 * kilobytes, then user and system CPU seconds. Used by the benchmarks when GNU `time` is not
 * installed. The figures cover the whole process, worker threads included.
 *
 * @module
 */
import { writeFileSync } from 'node:fs';

const file = process.env['FOLIO_BENCH_USAGE_FILE'];
if (file !== undefined) {
  process.on('exit', () => {
    const usage = process.resourceUsage();
    const seconds = (microseconds: number): string => (microseconds / 1e6).toFixed(3);
    writeFileSync(
      file,
      `${String(usage.maxRSS)} ${seconds(usage.userCPUTime)} ${seconds(usage.systemCPUTime)}\n`,
    );
  });
}
