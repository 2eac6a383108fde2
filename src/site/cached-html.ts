/**
 * The HTML files of the build cache (`build/html/` in the project's cache folder), one per
 * content, named by its hash. Render threads write them as pages finish; builds link them into
 * their sites.
 *
 * @module
 */
import { hash as oneShotHash } from 'node:crypto';
import { mkdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import { cacheFolder } from '../shared/index.ts';

/** The first 20 hex digits of the SHA-256 of `text` (as UTF-8: text or the bytes of a text). */
export function hashText(text: string | Buffer): string {
  return oneShotHash('sha256', text, 'hex').slice(0, 20);
}

/** The build cache's folder in the project cache folder `cacheDir`. */
export function buildCacheFolder(cacheDir: string): string {
  return cacheFolder(cacheDir, 'build');
}

/** The folder of cached HTML files in the project cache folder `cacheDir`. */
export function htmlFolder(cacheDir: string): string {
  return path.join(buildCacheFolder(cacheDir), 'html');
}

/**
 * What is stored: a page's HTML, its Markdown file (`<route>.md`), its search segment's head or
 * body (`stored-segments.ts`), its RSS feed (`update-feeds.ts`), or a browser search file
 * (`split-search-files.ts`).
 */
export type StoredKind = 'html' | 'md' | 'search.json' | 'search-body.json' | 'rss' | 'json';

/**
 * The hash part of a stored file's name (`storeHtml` writes 20 hex digits). Names read back from
 * the cache folder, which a repository may ship, are checked against it before any use.
 */
export const STORED_HASH = /^[0-9a-f]{16,64}$/;

/** A text in the store: its hash (the file's name) and its size in bytes as UTF-8. */
export interface StoredText {
  hash: string;
  bytes: number;
}

/** Writes texts to a store (see {@link storeText}): a build's, or none. */
export type TextStore = (text: string, kind: StoredKind) => StoredText | undefined;

/** The hash of {@link storeText}, for callers that need no size. */
export function storeHtml(
  folder: string,
  html: string,
  kind: StoredKind = 'html',
): string | undefined {
  return storeText(folder, html, kind)?.hash;
}

/** The largest scratch buffer a thread keeps (see {@link utf8Bytes}); longer texts get their own. */
const MOST_SCRATCH_BYTES = 16 * 1024 * 1024;
/** Where {@link utf8Bytes} encodes: one buffer a thread reuses, grown for the longest text. */
let scratch: Buffer | undefined;

/**
 * `text` as UTF-8, in this thread's scratch buffer: valid until the next call. A page's HTML is
 * a long string built from many pieces, and encoding it is most of the cost of storing it.
 * `Buffer.from` measures the UTF-8 length before it encodes, a pass that cost a quarter of the
 * encoding and hashing of crewAI's pages; three bytes a UTF-16 unit always hold the encoding,
 * so a buffer of that size is written into at once, and reused.
 */
function utf8Bytes(text: string): Buffer {
  const most = text.length * 3;
  if (most > MOST_SCRATCH_BYTES) return Buffer.from(text);
  if (scratch === undefined || scratch.length < most) {
    scratch = Buffer.allocUnsafeSlow(Math.max(most, 1024 * 1024));
  }
  return scratch.subarray(0, scratch.write(text, 0, 'utf8'));
}

/**
 * Writes a page's `html` (or, with `kind` 'md', its Markdown file's text) into `folder` (the
 * build cache's {@link htmlFolder}, or a build's own folder without a cache) once per content
 * and returns its hash and size, or undefined when it cannot be written. Render threads call it
 * as they go, so the HTML is written once, in parallel, and linked into the site afterwards: the
 * building thread never holds every page's HTML. The file is written under a temporary name and
 * renamed, so a file named after a hash is always whole: a build killed mid-write leaves only a
 * temporary file (removed by the next build that lists the folder, see `cache-sweep.ts`), never
 * a cut page that later builds would link into their sites.
 */
export function storeText(
  folder: string,
  html: string,
  kind: StoredKind = 'html',
): StoredText | undefined {
  const bytes = utf8Bytes(html);
  const hash = oneShotHash('sha256', bytes, 'hex').slice(0, 20);
  const stored = { hash, bytes: bytes.length };
  const file = path.join(folder, `${hash}.${kind}`);
  try {
    // The size tells a whole file from one an older version cut short when it was killed.
    if (statSync(file, { throwIfNoEntry: false })?.size === bytes.length) return stored;
    const temporary = `${file}.${String(process.pid)}-${String(threadId)}.tmp`;
    try {
      writeFileSync(temporary, bytes);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      mkdirSync(folder, { recursive: true });
      writeFileSync(temporary, bytes);
    }
    renameSync(temporary, file);
  } catch {
    return undefined;
  }
  return stored;
}
