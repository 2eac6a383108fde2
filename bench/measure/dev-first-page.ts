/**
 * `folio dev` time to first page: spawns the dev server on a free port, waits for the URL it
 * prints, then fetches `/` and a deep page. Times are from spawn to the end of each response body.
 * Then a one-page rebuild as a writer sees it: the deep page's file is edited, and the time runs
 * from the write to the end of the body of the page served again after the server's reload event
 * (the file is restored afterwards).
 *
 * @module
 */
import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EVENTS_PATH } from '../../src/dev/live-reload.ts';
import { runFolio, userEnvironment } from './run-process.ts';

export interface DevTiming {
  /** Spawn → the printed URL. */
  readyMs: number;
  /** Spawn → the whole body of `/`. */
  firstPageMs: number;
  /** Spawn → the whole body of the deep page (fetched after `/`). */
  deepPageMs: number;
  /** Write of the deep page's file → the reload event → the whole body of the edited page. */
  rebuildMs: number;
  /** HTTP status of `/` and of the deep page. */
  statuses: [number, number];
}

const cli = fileURLToPath(new URL('../../src/cli/folio.ts', import.meta.url));
const urlPattern = /https?:\/\/[^\s/]+:\d+/;

/** True when this checkout's CLI lists a `dev` command. */
export async function devCommandAvailable(): Promise<boolean> {
  const help = await runFolio(['--help']);
  return /^\s+dev\s/m.test(help.stdout);
}

/**
 * Starts `folio dev <root> --port 0`, fetches `/` then `deepRoute`, edits `deepFile` (relative
 * to `root`) and fetches the page again after the reload event, and stops the server.
 */
export async function devFirstPage(
  root: string,
  deepRoute: string,
  deepFile: string,
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
    const rebuildMs = await timeRebuild(base, deepRoute, path.join(root, deepFile));
    return { readyMs, firstPageMs, deepPageMs, rebuildMs, statuses: [first.status, deep.status] };
  } finally {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  }
}

/**
 * Edits `file` (the page at `route`), waits for the server to announce the reload, fetches the
 * page and checks the edit is in it. Returns write → end of body, in ms; restores the file.
 */
async function timeRebuild(base: string, route: string, file: string): Promise<number> {
  const original = await readFile(file, 'utf8');
  const marker = `Edited for the benchmark ${String(Date.now())}.`;
  const events = await fetch(new URL(EVENTS_PATH, base));
  const reader = events.body?.getReader();
  if (!reader) throw new Error('folio dev sent no event stream');
  try {
    const started = performance.now();
    await writeFile(file, `${original}\n\n${marker}\n`);
    const decoder = new TextDecoder();
    let received = '';
    while (!/event: reload\ndata: [^\n]*\n/.test(received)) {
      const { value, done } = await reader.read();
      if (done) throw new Error('folio dev closed its event stream before reloading');
      received += decoder.decode(value, { stream: true });
    }
    const page = await (await fetch(new URL(route, base))).text();
    const ms = performance.now() - started;
    if (!page.includes(marker)) throw new Error(`folio dev served ${route} without the edit`);
    return ms;
  } finally {
    await reader.cancel();
    await writeFile(file, original);
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
