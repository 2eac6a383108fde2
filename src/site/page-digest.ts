/**
 * What a build keeps of each page's text between runs (in the heads cache, see
 * `src/content/page-head-cache.ts`) so that a rebuild reads only the pages whose files changed:
 * the hash the build cache looks the page up by, and the Tailwind classes it names.
 *
 * @module
 */
import type { PageDigest } from '../content/index.ts';
import { hashText } from './cached-html.ts';
import { classCandidates } from './tailwind/index.ts';

/** The digest of a page's `text`. */
export function pageDigest(text: string): PageDigest {
  return { hash: hashText(text), classes: classCandidates(text).join(' ') };
}
