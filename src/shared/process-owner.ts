/**
 * Whether the process that left something on disk (a build's staging folder, a half-written
 * cache file) is still running, so that what it left can be removed once it is not. A pid alone
 * is not enough, since pids are reused: in a container a restarted server often gets the same
 * small pid as the one that died. So an owner is also named by when it started, as the system
 * records it (field 22 of Linux's `/proc/<pid>/stat`, in clock ticks since boot). Where that
 * cannot be read (another system, or a build whose file access is restricted), a live pid is
 * taken to be the owner: a dead build's leftovers may then stay until that pid is free again,
 * but a running build's files are never taken for leftovers.
 *
 * @module
 */
import { readFileSync } from 'node:fs';

/** A process as recorded next to what it writes. */
export interface ProcessOwner {
  pid: number;
  /** When the process started, where the system tells (see the module comment). */
  started?: string | undefined;
}

let current: ProcessOwner | undefined;

/** This process, to record as the owner of what it is writing. */
export function currentProcess(): ProcessOwner {
  current ??= { pid: process.pid, started: startTimeOf(process.pid) };
  return current;
}

/**
 * True when `owner` no longer runs: no process has its pid, or the one that has it started at
 * another time (a reused pid).
 */
export function isProcessGone(owner: ProcessOwner): boolean {
  // 0 and negative pids name process groups, not a process: no build could have written them.
  if (!Number.isSafeInteger(owner.pid) || owner.pid <= 0) return true;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return true;
  }
  if (owner.started === undefined) return false;
  const started = startTimeOf(owner.pid);
  return started !== undefined && started !== owner.started;
}

/** The start time of process `pid` from `/proc`, or undefined where it cannot be read. */
function startTimeOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${String(pid)}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count from after it.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const started = fields[19];
    return started !== undefined && /^\d+$/.test(started) ? started : undefined;
  } catch {
    return undefined;
  }
}
