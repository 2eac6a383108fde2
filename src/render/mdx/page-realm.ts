/**
 * The JavaScript realm page code runs in: a `node:vm` context, one per thread, whose global object
 * holds only the ECMAScript built-ins pages legitimately use (`Math`, `JSON`, `Intl`, `Date`,
 * `Array`, ...), and the browser's `btoa` and `atob`, written inside the realm. Node's own
 * globals (`process`, `require`, `Buffer`, `fetch`, timers, `WebAssembly`) are not there, so a name the page does not define can never reach the server: it
 * is simply not defined. The context also refuses to turn strings into code (`eval`, `Function`,
 * and the `constructor.constructor` of any object page code creates).
 *
 * Code is compiled with `vm.Script`, never `new Function`, so it also compiles in a process started
 * with `--disallow-code-generation-from-strings` (hosted builds run in such a child).
 *
 * What stays reachable: functions handed in from the server's realm (`h`, components, React,
 * props objects React creates) carry the server realm's `Function`. In a build on the author's own
 * folder that is the author's own code; hosted builds close it by disabling code generation for
 * the whole process.
 *
 * @module
 */
import vm from 'node:vm';
import { installBase64 } from './base64-globals.ts';

/**
 * The globals page code can use. Everything else the engine puts in a new realm is removed, so a
 * global added by a later engine stays out until it is listed here.
 */
export const PAGE_GLOBALS: readonly string[] = [
  'globalThis',
  'undefined',
  'NaN',
  'Infinity',
  'Object',
  'Function',
  'Array',
  'Number',
  'Boolean',
  'String',
  'Symbol',
  'BigInt',
  'Date',
  'RegExp',
  'Math',
  'JSON',
  'Intl',
  'Map',
  'Set',
  'WeakMap',
  'WeakSet',
  'Promise',
  'Proxy',
  'Reflect',
  'Iterator',
  'Error',
  'AggregateError',
  'EvalError',
  'RangeError',
  'ReferenceError',
  'SyntaxError',
  'TypeError',
  'URIError',
  'SuppressedError',
  'DisposableStack',
  'AsyncDisposableStack',
  'ArrayBuffer',
  'DataView',
  'Int8Array',
  'Uint8Array',
  'Uint8ClampedArray',
  'Int16Array',
  'Uint16Array',
  'Int32Array',
  'Uint32Array',
  'Float16Array',
  'Float32Array',
  'Float64Array',
  'BigInt64Array',
  'BigUint64Array',
  'parseInt',
  'parseFloat',
  'isNaN',
  'isFinite',
  'encodeURI',
  'encodeURIComponent',
  'decodeURI',
  'decodeURIComponent',
  'escape',
  'unescape',
  // Browser functions pages call while rendering, defined inside the realm (base64-globals.ts).
  'btoa',
  'atob',
  // Present so that calling them gives the code-generation error, not "not defined".
  'eval',
  // The engine's own console: it writes nothing, except to an attached inspector.
  'console',
];

/**
 * Globals of Node.js (and engine features left out above) that page code may expect but never gets: named in their own
 * message, so the author learns why rather than being told to define them.
 */
const serverGlobals = new Set([
  'process',
  'require',
  'module',
  'exports',
  '__dirname',
  '__filename',
  'global',
  'Buffer',
  'fetch',
  'setTimeout',
  'setInterval',
  'setImmediate',
  'queueMicrotask',
  'structuredClone',
  'WebAssembly',
  'SharedArrayBuffer',
  'Atomics',
  'WeakRef',
  'FinalizationRegistry',
]);

/** Whether `name` is a Node.js global that page code is refused. */
export function isServerGlobal(name: string): boolean {
  return serverGlobals.has(name);
}

/** A compiled piece of page code: call it with the object its free names resolve through. */
export type PageFunction = (scope: object) => unknown;

let realm: Record<string, unknown> | undefined;

/** The global object of this thread's page realm (created on first use). */
export function pageGlobal(): Record<string, unknown> {
  if (realm === undefined) {
    // DONT_CONTEXTIFY: the realm's own global object, without the interceptors that route a
    // contextified global's lookups through a sandbox object (slower, and not needed here).
    const global: Record<string, unknown> = vm.createContext(vm.constants.DONT_CONTEXTIFY, {
      name: 'folio page code',
      codeGeneration: { strings: false, wasm: false },
    });
    const allowed = new Set(PAGE_GLOBALS);
    for (const name of Reflect.ownKeys(global)) {
      if (typeof name === 'string' && !allowed.has(name)) Reflect.deleteProperty(global, name);
    }
    new vm.Script(`(${installBase64.toString()})(globalThis);`, {
      filename: 'folio page globals',
    }).runInContext(global);
    realm = global;
  }
  return realm;
}

/** Whether `name` is a global of the page realm. */
export function isPageGlobal(name: string): boolean {
  return name in pageGlobal();
}

/**
 * Compiles `body` (a sloppy-mode function body) in the page realm. Free names go through the
 * scope object with `with`, then to the page realm's globals. Throws the engine's SyntaxError.
 */
export function compileInPageRealm(body: string, filename: string): PageFunction {
  const script = new vm.Script(`(function (folio$scope) { with (folio$scope) {\n${body}\n} })`, {
    filename,
  });
  return script.runInContext(pageGlobal()) as PageFunction;
}
