/**
 * Reads the text of a spec file: from disk for `file:` URLs (only inside the docs folder, links
 * resolved, unless told otherwise), over HTTP for `http(s):` URLs (with
 * a time limit, through the `fetch` the caller gives, so tests and offline builds control it).
 * A remote cache shared by everything that reads specs in one build fetches each URL once.
 *
 * @module
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { OutsideFolderError, readTextInside } from '../../shared/index.ts';

/** How remote files are fetched. */
export interface FetchOptions {
  /** The fetch to use; `globalThis.fetch` when omitted. */
  fetch?: typeof fetch | undefined;
  /** Give up on a remote file after this long (default 10 s). */
  timeoutMs?: number | undefined;
  /**
   * Remote files already fetched (or being fetched), by URL: pass the same map to everything
   * that reads specs during one build, and each URL is fetched once.
   */
  remoteCache?: RemoteCache | undefined;
  /**
   * The folder local files must really lie in (a `..` or a symbolic link leading out of it is
   * refused). The loaders use their docs folder when this is undefined; `false` reads any file
   * (`folio openapi-check` on a spec the user names).
   */
  folder?: string | false | undefined;
}

/** Results of fetching remote files, by URL. */
export type RemoteCache = Map<string, Promise<ReadResult>>;

/** An empty cache of remote files, for one build. */
export function createRemoteCache(): RemoteCache {
  return new Map();
}

/** A cache holding remote files already fetched (`texts`, by URL), e.g. on another thread. */
export function remoteCacheFrom(texts: ReadonlyMap<string, string>): RemoteCache {
  const cache = createRemoteCache();
  for (const [url, text] of texts) cache.set(url, Promise.resolve({ ok: true, text }));
  return cache;
}

export type ReadResult =
  { ok: true; text: string } | { ok: false; reason: string; remote: boolean; missing: boolean };

const DEFAULT_TIMEOUT_MS = 10_000;

/** Reads `url` (a `file:` or `http(s):` URL). Failures say why, in a few words. */
export async function readSource(url: URL, options: FetchOptions = {}): Promise<ReadResult> {
  if (url.protocol === 'file:') return readLocal(url, options.folder);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return {
      ok: false,
      reason: `unsupported URL scheme "${url.protocol}"`,
      remote: true,
      missing: false,
    };
  }
  const cache = options.remoteCache;
  if (!cache) return readRemote(url, options);
  let result = cache.get(url.href);
  if (!result) {
    result = readRemote(url, options);
    cache.set(url.href, result);
  }
  return result;
}

async function readRemote(url: URL, options: FetchOptions): Promise<ReadResult> {
  const fetchFunction = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  try {
    const response = await fetchFunction(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) {
      return {
        ok: false,
        reason: `the server answered ${response.status} ${response.statusText}`.trimEnd(),
        remote: true,
        missing: response.status === 404,
      };
    }
    return { ok: true, text: await response.text() };
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    const reason = timedOut
      ? `no answer within ${timeoutMs} ms`
      : `cannot be fetched (${describeFetchError(error)})`;
    return { ok: false, reason, remote: true, missing: false };
  }
}

async function readLocal(url: URL, folder: string | false | undefined): Promise<ReadResult> {
  const file = fileURLToPath(url);
  try {
    const text =
      typeof folder === 'string'
        ? await readTextInside(folder, file)
        : await readFile(file, 'utf8');
    return { ok: true, text };
  } catch (error) {
    if (error instanceof OutsideFolderError) {
      return { ok: false, reason: error.message, remote: false, missing: false };
    }
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT')
      return { ok: false, reason: 'file not found', remote: false, missing: true };
    if (code === 'EISDIR') {
      return { ok: false, reason: 'is a folder, not a file', remote: false, missing: false };
    }
    return {
      ok: false,
      reason: `cannot be read (${code ?? 'unknown error'})`,
      remote: false,
      missing: false,
    };
  }
}

function describeFetchError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause;
  if (cause instanceof Error) {
    const code = (cause as NodeJS.ErrnoException).code;
    return code ?? cause.message;
  }
  return error.message;
}
