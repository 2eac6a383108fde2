/**
 * Whether a `folio build` is a cold build of a small site, read from its arguments before Folio
 * loads (see `young-generation.ts`): its docs folder holds no build cache (or `--no-cache` is
 * given), so every page renders, and it has at most {@link SMALL_SITE_PAGES} page files, counted
 * until there are more. Arguments it cannot read make it say no: the build then runs as started.
 *
 * @module
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
// Before Folio loads: the navigation module's index loads much more than this one small file.
// eslint-disable-next-line no-restricted-imports -- see above
import { isPageFile } from '../navigation/page-ref.ts';
import { buildArgs } from './commands/build-args.ts';

/**
 * Up to this many pages, bounding the building thread's young generation costs no time that can
 * be seen (1,000 pages: less CPU; 2,000: about 2% more) and takes 110 to 130 MB off the peak; at
 * 3,784 pages it cost 11% more CPU.
 */
export const SMALL_SITE_PAGES = 2000;

/** Folders never searched for pages (as the docs folder's listing leaves them out). */
const SKIPPED = new Set(['node_modules']);

export function smallColdBuild(args: readonly string[], cwd: string): boolean {
  let values: Record<string, string | boolean | undefined>;
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args: [...args],
      options: buildArgs,
      allowPositionals: true,
      allowNegative: true,
      strict: false,
    }));
  } catch {
    return false;
  }
  if (values['help'] !== undefined || positionals.length > 1) return false;
  const root = path.resolve(cwd, positionals[0] ?? '.');
  const cache = values['cache'] !== false;
  if (cache && existsSync(path.join(root, '.folio', 'cache', 'build'))) return false;
  return pagesAtMost(root, SMALL_SITE_PAGES);
}

/** Whether the folder `root` holds at most `limit` `.mdx` and `.md` files (links not followed). */
export function pagesAtMost(root: string, limit: number): boolean {
  let count = 0;
  const folders = [root];
  for (let folder = folders.pop(); folder !== undefined; folder = folders.pop()) {
    let entries;
    try {
      entries = readdirSync(folder, { withFileTypes: true });
    } catch {
      if (folder === root) return false;
      continue;
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.') || SKIPPED.has(entry.name)) continue;
      if (entry.isDirectory()) folders.push(path.join(folder, entry.name));
      else if (entry.isFile() && isPageFile(entry.name) && ++count > limit) return false;
    }
  }
  return true;
}
