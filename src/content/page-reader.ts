/**
 * How `loadDocsProject` reads each page file: whole, or its head only (`page-head.ts`); from
 * the heads cache when the caller keeps one (`page-head-cache.ts`); or, when the caller read
 * the heads ahead on another thread (`read-heads-ahead.ts`), from what that thread read.
 *
 * @module
 */
import { engineHash, OutsideFolderError, readTextInsideSync } from '../shared/index.ts';
import type { CacheStore } from '../shared/index.ts';
import { readPageHeadSync } from './page-head.ts';
import { PageHeadCache, readWholePage } from './page-head-cache.ts';
import type { PageDigest } from './page-head-cache.ts';
import type { PageHeads } from './read-heads-ahead.ts';

export interface PageReaderOptions {
  /** Keep no page text: read the head of each page only. */
  frontmatterOnly?: boolean | undefined;
  /** Make each page's digest, kept in `pageDigests`, and read the head from its text. */
  digest?: ((text: string) => PageDigest) | undefined;
  pageDigests?: Map<string, PageDigest> | undefined;
  /** The project's cache store, when the caller keeps the heads between runs. */
  store?: CacheStore | undefined;
  /** The heads read ahead (see `read-heads-ahead.ts`), resolving undefined when there are none. */
  heads?: (() => Promise<PageHeads | undefined>) | undefined;
}

export interface PageReader {
  /** What is kept of the page `file` of `root`: its text, or its head. */
  read: (root: string, file: string) => string;
  /** Keeps the heads read for the next run, when they are kept. */
  save: () => void;
}

export async function pageReader(options: PageReaderOptions): Promise<PageReader> {
  const { digest, pageDigests, store } = options;
  const headsOnly = options.frontmatterOnly === true || digest !== undefined;
  // A build reads whole pages for their digests: heads read ahead do not do.
  const ahead = digest === undefined ? await options.heads?.() : undefined;
  // The heads read ahead are kept by the thread that read them.
  if (ahead) return { read: headReadAhead(ahead), save: () => undefined };
  const cache = headsOnly && store ? PageHeadCache.open(store, await engineHash()) : undefined;
  const save = (): void => cache?.save();
  if (digest && pageDigests) {
    return {
      read: (root, file) => {
        const read = cache
          ? cache.readWhole(root, file, digest)
          : readWholePage(root, file, digest);
        pageDigests.set(file, read.digest);
        return read.head;
      },
      save,
    };
  }
  if (cache) return { read: (root, file) => cache.read(root, file), save };
  return { read: headsOnly ? readPageHeadSync : readTextInsideSync, save };
}

/**
 * A page's head as read ahead, or, for a page the thread did not read (one only the navigation
 * names), from its file.
 */
function headReadAhead(ahead: PageHeads): (root: string, file: string) => string {
  const refused = new Map(ahead.refused.map((page) => [page.file, page]));
  return (root, file) => {
    const head = ahead.heads.get(file);
    if (head !== undefined) return head;
    const page = refused.get(file);
    if (page) throw new OutsideFolderError(file, page.link, page.target, page.hidden);
    return readPageHeadSync(root, file);
  };
}
