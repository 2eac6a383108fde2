import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { currentProcess, isProcessGone } from './process-owner.ts';

const linux = existsSync('/proc/self/stat');

describe('isProcessGone', () => {
  it('knows this process is running', () => {
    expect(isProcessGone(currentProcess())).toBe(false);
    expect(isProcessGone({ pid: process.pid })).toBe(false);
  });

  it('knows a process that exited is gone', async () => {
    const child = spawn(process.execPath, ['-e', '']);
    await once(child, 'exit');
    expect(child.pid).toBeDefined();
    expect(isProcessGone({ pid: child.pid ?? 0 })).toBe(true);
  });

  it.runIf(linux)('takes a live pid that started at another time for a reused one', () => {
    const own = currentProcess();
    expect(own.started).toMatch(/^\d+$/);
    expect(isProcessGone({ pid: own.pid, started: `${own.started ?? ''}0` })).toBe(true);
  });

  it('never takes a process group (pid 0 or below) for a running owner', () => {
    expect(isProcessGone({ pid: 0 })).toBe(true);
    expect(isProcessGone({ pid: -1 })).toBe(true);
  });
});
