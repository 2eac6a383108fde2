import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { peakRssKb, processTree, sampleTreeRss } from './process-tree-rss.ts';
import { runCommand } from './run-command.ts';

const onLinux = process.platform === 'linux';

/** A shell whose child Node process holds `megabytes` of touched memory for a while. */
const holdMemory = (megabytes: number, ms: number): string =>
  `${JSON.stringify(process.execPath)} -e "const b = Buffer.alloc(${String(megabytes)} * 1024 * 1024, 1); setTimeout(() => b.length, ${String(ms)})"`;

describe.runIf(onLinux)('process tree memory', () => {
  it('finds a grandchild and reads its own peak, not the sum of the tree', async () => {
    const child = spawn('sh', ['-c', `${holdMemory(120, 1500)}; true`], { stdio: 'ignore' });
    const pid = child.pid ?? 0;
    const sampler = sampleTreeRss(pid, 50);
    await new Promise((resolve) => setTimeout(resolve, 700));
    const tree = await processTree(pid);
    expect(tree[0]).toBe(pid);
    expect(tree.length).toBeGreaterThanOrEqual(2);
    expect(await peakRssKb(pid)).toBeLessThan(20 * 1024); // the shell itself is small
    await new Promise((resolve) => child.once('exit', resolve));
    const largest = await sampler.stop();
    expect(largest).toBeGreaterThan(120 * 1024);
    expect(largest).toBeLessThan(400 * 1024);
  });

  it('reads 0 for a process that has gone', async () => {
    expect(await peakRssKb(2 ** 22 + 1)).toBe(0);
  });

  it('measures a command tree and keeps the end of its output', async () => {
    const run = await runCommand('sh', ['-c', `${holdMemory(100, 300)}; echo done; exit 3`], {
      env: process.env,
    });
    expect(run.exitCode).toBe(3);
    expect(run.outputTail).toBe('done\n');
    expect(run.maxRssKb).toBeGreaterThan(100 * 1024);
  });
});
