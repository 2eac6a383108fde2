/**
 * A description of the machine a benchmark ran on: CPU model, cores, memory, Node version and
 * load, so figures from different machines (or a busy one) are not compared blindly.
 *
 * @module
 */
import { readFile } from 'node:fs/promises';
import os from 'node:os';

export interface Machine {
  cpu: string;
  cores: number;
  memoryBytes: number;
  node: string;
  platform: string;
  /** 1-minute load average when the benchmark started. */
  loadAverage: number;
}

/** Reads the CPU model from /proc/cpuinfo (falling back to what Node reports). */
export async function describeMachine(): Promise<Machine> {
  let cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  try {
    const info = await readFile('/proc/cpuinfo', 'utf8');
    const model = /^model name\s*:\s*(.+)$/m.exec(info)?.[1];
    if (model !== undefined) cpu = model.trim();
  } catch {
    // Not Linux: keep Node's answer.
  }
  return {
    cpu,
    cores: os.availableParallelism(),
    memoryBytes: os.totalmem(),
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
    loadAverage: os.loadavg()[0] ?? 0,
  };
}
