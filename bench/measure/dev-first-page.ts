/**
 * `folio dev` time to first page: spawns the dev server on a free port, waits for the URL it
 * prints, then fetches `/` and a deep page. Times are from spawn to the end of each response body.
 *
 * @module
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { runFolio, userEnvironment } from './run-process.ts';

export interface DevTiming {
  /** Spawn → the printed URL. */
  readyMs: number;
  /** Spawn → the whole body of `/`. */
  firstPageMs: number;
  /** Spawn → the whole body of the deep page (fetched after `/`). */
  deepPageMs: number;
  /** HTTP status of `/` and of the deep page. */
  statuses: [number, number];
}

const cli = fileURLToPath(new URL('../../src/cli/main.ts', import.meta.url));
const urlPattern = /https?:\/\/[^\s/]+:\d+/;

/** True when this checkout's CLI lists a `dev` command. */
export async function devCommandAvailable(): Promise<boolean> {
  const help = await runFolio(['--help']);
  return /^\s+dev\s/m.test(help.stdout);
}

/** Starts `folio dev <root> --port 0`, fetches `/` then `deepRoute`, and stops the server. */
export async function devFirstPage(
  root: string,
  deepRoute: string,
  timeoutMs = 600_000,
): Promise<DevTiming> {
  const started = performance.now();
  const child = spawn(process.execPath, [cli, 'dev', root, '--port', '0'], {
    env: userEnvironment(),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => {
      resolve();
    });
  });
  try {
    const base = await printedUrl(child.stdout, child.stderr, exited, timeoutMs);
    const readyMs = performance.now() - started;
    const first = await fetch(new URL('/', base));
    await first.text();
    const firstPageMs = performance.now() - started;
    const deep = await fetch(new URL(deepRoute, base));
    await deep.text();
    const deepPageMs = performance.now() - started;
    return { readyMs, firstPageMs, deepPageMs, statuses: [first.status, deep.status] };
  } finally {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  }
}

/** The first `http://host:port` the server prints on stdout or stderr. */
function printedUrl(
  stdout: NodeJS.ReadableStream,
  stderr: NodeJS.ReadableStream,
  exited: Promise<void>,
  timeoutMs: number,
): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      reject(new Error(`folio dev printed no URL within ${String(timeoutMs)} ms:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer): void => {
      output += chunk.toString('utf8');
      // eslint-disable-next-line no-control-regex -- ANSI color codes around the URL
      const match = urlPattern.exec(output.replaceAll(/\u001b\[[\d;]*m/g, ''));
      if (match) {
        clearTimeout(timer);
        resolve(match[0]);
      }
    };
    stdout.on('data', onData);
    stderr.on('data', onData);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`folio dev exited before printing a URL:\n${output}`));
    });
  });
}
