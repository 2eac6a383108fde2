/**
 * Peak memory of a process tree, read from /proc while it runs: the largest resident set size any
 * single process of the tree reached (the figure GNU `time` reports for its child and the children
 * it waited for). Used when GNU `time` is not installed, for commands that start other programs
 * (a shell script, `next build` and its workers), where a preload module in one Node process
 * cannot see the rest.
 *
 * Sampling misses peaks shorter than the interval, so it reads a little low; `VmHWM` (each
 * process's own high-water mark) narrows that gap for processes still alive at a sample.
 *
 * @module
 */
import { readFile, readdir } from 'node:fs/promises';

/** Every descendant of `pid` (and `pid` itself) alive now, from /proc/<pid>/task/<tid>/children. */
export async function processTree(pid: number): Promise<number[]> {
  const found: number[] = [];
  const pending = [pid];
  while (pending.length > 0) {
    const current = pending.pop();
    if (current === undefined) break;
    found.push(current);
    let tasks: string[];
    try {
      tasks = await readdir(`/proc/${String(current)}/task`);
    } catch {
      continue; // Exited between two reads.
    }
    for (const task of tasks) {
      try {
        const children = await readFile(`/proc/${String(current)}/task/${task}/children`, 'utf8');
        for (const child of children.split(/\s+/)) if (child !== '') pending.push(Number(child));
      } catch {
        // The thread ended meanwhile.
      }
    }
  }
  return found;
}

/** The high-water resident set size of one process in kilobytes (`VmHWM`), or 0 once it has gone. */
export async function peakRssKb(pid: number): Promise<number> {
  try {
    const status = await readFile(`/proc/${String(pid)}/status`, 'utf8');
    return Number(/^VmHWM:\s+(\d+)\s+kB$/m.exec(status)?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/**
 * Samples the tree under `pid` every `intervalMs` until `stop()`; `stop()` resolves to the largest
 * single-process peak seen, in kilobytes.
 */
export function sampleTreeRss(pid: number, intervalMs = 100): { stop: () => Promise<number> } {
  let largest = 0;
  const state = { running: true };
  const loop = (async () => {
    while (state.running) {
      for (const member of await processTree(pid)) {
        largest = Math.max(largest, await peakRssKb(member));
      }
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  })();
  return {
    stop: async () => {
      state.running = false;
      await loop;
      return largest;
    },
  };
}
