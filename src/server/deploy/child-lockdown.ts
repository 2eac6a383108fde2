/**
 * What a hosted build's page code could reach if it got out of its evaluation scope, taken away
 * before any of it runs. The build child loads this module first on every thread (`--import`,
 * which Node also runs in worker threads), so the render workers are locked down too.
 *
 * Node's permission model already refuses files outside the build's folders, child processes,
 * addons and WASI. It has no say over the network in Node 24, nor over signals and a few
 * internals, so they are removed here: the ways to load any built-in module
 * (`process.getBuiltinModule`, `process.binding`), signals to other processes (`process.kill`,
 * `process._debugProcess`, which opens another process's inspector), the network (`fetch`,
 * `WebSocket`, `EventSource`), and `Error.prepareStackTrace`, whose call sites would hand out
 * the functions on the stack. Code cannot import anything new either: the child runs with
 * `--disallow-code-generation-from-strings`, so no code is compiled but Folio's own files.
 *
 * The build itself may fetch the OpenAPI specs docs.json names by URL (while the project
 * loads, before any page code): the main thread keeps the original `fetch` for that, handed
 * out once by {@link takeSpecFetch}.
 *
 * @module
 */
import { isMainThread } from 'node:worker_threads';

/** Members of `process` removed from every thread of the child. */
const PROCESS_MEMBERS = [
  'getBuiltinModule',
  'binding',
  '_linkedBinding',
  'dlopen',
  'kill',
  '_kill',
  'execve',
  '_debugProcess',
  '_debugEnd',
  'report',
  'setuid',
  'setgid',
  'seteuid',
  'setegid',
  'setgroups',
  'initgroups',
  'loadEnvFile',
  'chdir',
] as const;

/** Network globals, replaced by a function that says why it is not there. */
const NETWORK_GLOBALS = ['fetch', 'WebSocket', 'EventSource'] as const;

const kept: { fetch: typeof fetch | undefined } = {
  fetch: isMainThread ? globalThis.fetch.bind(globalThis) : undefined,
};

function refused(): never {
  throw new Error(
    'A hosted build has no network access: page code cannot fetch, and remote OpenAPI specs are read only while the project loads.',
  );
}

function lockDown(): void {
  const target = process as unknown as Record<string, unknown>;
  for (const name of PROCESS_MEMBERS) {
    // eslint-disable-next-line @typescript-eslint/no-dynamic-delete
    delete target[name];
  }
  const globals = globalThis as unknown as Record<string, unknown>;
  for (const name of NETWORK_GLOBALS) {
    Object.defineProperty(globals, name, { value: refused, writable: false, configurable: false });
  }
  Object.defineProperty(Error, 'prepareStackTrace', {
    value: undefined,
    writable: false,
    configurable: false,
  });
}

lockDown();

/**
 * The `fetch` the main thread had before the lockdown, for the spec loader; undefined on a
 * worker thread and after the first call, so nothing that runs later can take it.
 */
export function takeSpecFetch(): typeof fetch | undefined {
  const taken = kept.fetch;
  kept.fetch = undefined;
  return taken;
}
