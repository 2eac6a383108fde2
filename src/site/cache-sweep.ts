/**
 * Deleting the files of the build cache's HTML folder that no entry uses any more: pages' HTML,
 * Markdown, search segments (heads and bodies) and feeds, and shared sidebars, each stored once
 * under its content's hash (see `cached-html.ts`).
 *
 * A build that rendered many pages lists the folder and deletes every file not used. A build
 * that rendered a few deletes only the files of the entries it replaced or dropped, once no
 * other entry uses them: listing a large site's folder (49,000 files for crewAI) and naming
 * every used file took longer than the rest of a one-page rebuild's saving. A file left behind
 * by a build that was stopped before it saved is deleted by the next build that lists the
 * folder.
 *
 * @module
 */
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { PageResult } from './render-batch.ts';
import { STORED_HASH } from './cached-html.ts';
import { segmentBodyFileName, segmentFileName } from './stored-segments.ts';

/** Builds that rendered at most this many pages delete only what their entries released. */
export const FEW_PAGES = 50;

/** The kinds of the files the sweep deletes (see `storeHtml`). */
const SWEPT_KINDS = new Set(['html', 'md', 'rss', 'search.json', 'search-body.json']);

/**
 * Whether `name` is one the build gives a page's stored file. Released names come from entries
 * read from the cache folder, which a repository may ship: only such a name is deleted, never a
 * path elsewhere.
 */
function isStoredFile(name: string): boolean {
  const dot = name.indexOf('.');
  return dot > 0 && STORED_HASH.test(name.slice(0, dot)) && SWEPT_KINDS.has(name.slice(dot + 1));
}

/** What of a page's result names stored files. */
export type StoredParts = Pick<
  PageResult,
  'searchFingerprint' | 'searchBody' | 'feedFile' | 'summary'
>;

/** The names of the stored files of a page whose HTML is `htmlHash` and result is `result`. */
export function storedNames(htmlHash: string | undefined, result: StoredParts): string[] {
  const names = [segmentFileName(result.searchFingerprint.hash)];
  if (result.searchBody !== undefined) names.push(segmentBodyFileName(result.searchBody));
  if (htmlHash !== undefined) names.push(`${htmlHash}.html`);
  const feed = result.feedFile?.hash;
  if (feed !== undefined) names.push(`${feed}.rss`);
  const markdown = result.summary.markdownHash;
  if (markdown !== undefined) names.push(`${markdown}.md`);
  return names;
}

/** The entries of the cache, as far as the sweep needs them. */
export interface SweptEntry {
  htmlHash: string;
  result: StoredParts;
}

/**
 * Deletes from `folder` the files `entries` and `kept` (other used names) do not name: only those
 * among `released` when given, else every such file in the folder.
 */
export async function sweepStored(
  folder: string,
  entries: Iterable<SweptEntry>,
  kept: Iterable<string>,
  released?: ReadonlySet<string>,
): Promise<void> {
  let unused: string[];
  if (released) {
    // Each entry is checked by its hashes, with no name made unless one matches.
    const hashes = new Set([...released].map((name) => name.slice(0, name.indexOf('.'))));
    const used = new Set(kept);
    for (const entry of entries) {
      const { htmlHash, result } = entry;
      const feed = result.feedFile?.hash;
      const markdown = result.summary.markdownHash;
      if (
        hashes.has(htmlHash) ||
        hashes.has(result.searchFingerprint.hash) ||
        (result.searchBody !== undefined && hashes.has(result.searchBody)) ||
        (feed !== undefined && hashes.has(feed)) ||
        (markdown !== undefined && hashes.has(markdown))
      ) {
        for (const name of storedNames(htmlHash, result)) used.add(name);
      }
    }
    unused = [...released].filter((name) => isStoredFile(name) && !used.has(name));
  } else {
    const used = new Set(kept);
    for (const entry of entries) {
      for (const name of storedNames(entry.htmlHash, entry.result)) used.add(name);
    }
    const present = await readdir(folder).catch(() => []);
    unused = present.filter((name) => !used.has(name));
  }
  await Promise.all(unused.map((name) => rm(path.join(folder, name), { force: true })));
}
