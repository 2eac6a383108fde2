/**
 * `folio validate` restarts in place with a bounded young generation
 * (src/cli/young-generation.ts): the process id stays, and every argument comes along.
 */
import { spawnSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { page, tempDocs } from '../helpers/temp-docs.ts';

const folio = fileURLToPath(new URL('../../src/cli/folio.ts', import.meta.url));

/** Runs `folio` with a preloaded module that prints each start's process id and Node options. */
async function starts(args: string[], execArgv: string[] = []) {
  const root = await tempDocs({
    'docs.json': { name: 'Restart', navigation: { pages: ['index'] } },
    'index.mdx': page('Home'),
  });
  const probe = path.join(root, 'probe.mjs');
  await writeFile(
    probe,
    "process.stderr.write(`START ${JSON.stringify([process.pid, process.execArgv.filter((a) => !a.startsWith('--import'))])}\\n`);\n",
  );
  const result = spawnSync(
    process.execPath,
    [...execArgv, `--import=${probe}`, folio, ...args, root],
    { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } },
  );
  const lines = result.stderr.split('\n').filter((line) => line.startsWith('START '));
  return {
    code: result.status,
    pid: result.pid,
    starts: lines.map((line) => JSON.parse(line.slice(6)) as [number, string[]]),
  };
}

describe.skipIf(typeof process.execve !== 'function' || process.platform === 'win32')(
  'folio validate',
  () => {
    it('restarts in place with the young generation bounded', async () => {
      const run = await starts(['validate']);
      expect(run.code).toBe(0);
      expect(run.starts).toEqual([
        [run.pid, []],
        [run.pid, ['--max-semi-space-size=8']],
      ]);
    });

    it('keeps a size given on the command line; other commands do not restart', async () => {
      const given = await starts(['validate'], ['--max-semi-space-size=16']);
      expect(given.code).toBe(0);
      expect(given.starts).toEqual([[given.pid, ['--max-semi-space-size=16']]]);
      const other = await starts(['openapi-check']);
      expect(other.starts).toEqual([[other.pid, []]]);
    });
  },
);
