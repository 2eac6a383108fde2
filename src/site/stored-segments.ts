/**
 * Pages' search segments stored as files beside their HTML (`<hash>.search.json`, named by the
 * hash of the JSON, which is the hash in the segment's fingerprint): render threads write them as
 * pages finish, and whoever builds the search indexes reads an index's segments only when it
 * builds that index. No thread holds every page's segment.
 *
 * @module
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PageSegment } from '../search/index.ts';

/** The file name of the segment whose JSON hashes to `hash` (see `storeHtml`). */
export function segmentFileName(hash: string): string {
  return `${hash}.search.json`;
}

/** The segment stored in `folder` under `hash`; undefined when there is no such file. */
export function readStoredSegment(folder: string, hash: string): PageSegment | undefined {
  let json: string;
  try {
    json = readFileSync(path.join(folder, segmentFileName(hash)), 'utf8');
  } catch {
    return undefined;
  }
  return JSON.parse(json) as PageSegment;
}
