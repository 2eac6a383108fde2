/**
 * Reads the text of a spec file: from disk for `file:` URLs, over HTTP for `http(s):` URLs (with
 * a time limit, through the `fetch` the caller gives, so tests and offline builds control it).
 *
 * @module
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/** How remote files are fetched. */
export interface FetchOptions {
  /** The fetch to use; `globalThis.fetch` when omitted. */
  fetch?: typeof fetch | undefined;
  /** Give up on a remote file after this long (default 10 s). */
  timeoutMs?: number | undefined;
}

export type ReadResult =
  { ok: true; text: string } | { ok: false; reason: string; remote: boolean; missing: boolean };

const DEFAULT_TIMEOUT_MS = 10_000;

/** Reads `url` (a `file:` or `http(s):` URL). Failures say why, in a few words. */
export async function readSource(url: URL, options: FetchOptions = {}): Promise<ReadResult> {
  if (url.protocol === 'file:') return readLocal(url);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return {
      ok: false,
      reason: `unsupported URL scheme "${url.protocol}"`,
      remote: true,
      missing: false,
    };
  }
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

async function readLocal(url: URL): Promise<ReadResult> {
  try {
    return { ok: true, text: await readFile(fileURLToPath(url), 'utf8') };
  } catch (error) {
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
