/**
 * Removes, when the server starts, the staging folders that builds killed halfway left under
 * `<dataDir>/sites/` (a hosted build writes each deployment into a new folder, so no later build
 * into the same output would ever find them). A staging folder whose build still runs in
 * another live process is kept: which is which is decided by `removeIfAbandoned`.
 *
 * Only the folders that hold deployments are listed, never a built site's own tree: the walk
 * stops at a site (a folder with `_folio/`), at a staging folder, and a few levels down.
 *
 * @module
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { isStagingName, removeIfAbandoned } from '../../site/index.ts';

/** How deep under `sites/` staging folders are looked for (today they are two levels down). */
const MAX_DEPTH = 4;

/** Removes abandoned staging folders under `<dataDir>/sites`; returns those removed. */
export async function sweepStaging(dataDir: string): Promise<string[]> {
  const found: string[] = [];
  await collect(path.join(dataDir, 'sites'), 1, found);
  return removeIfAbandoned(found);
}

/** Adds the staging folders in `folder` and below (to {@link MAX_DEPTH}) to `found`. */
async function collect(folder: string, depth: number, found: string[]): Promise<void> {
  const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
  // A built site: its pages are no place for staging folders.
  if (entries.some((entry) => entry.name === '_folio' && entry.isDirectory())) return;
  for (const entry of entries) {
    // Links are not followed: a link could lead out of the data folder.
    if (!entry.isDirectory()) continue;
    const child = path.join(folder, entry.name);
    if (isStagingName(entry.name)) found.push(child);
    else if (depth < MAX_DEPTH) await collect(child, depth + 1, found);
  }
}
