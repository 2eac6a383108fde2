/**
 * Files such as `README.md` or `agents.md` at the root of a docs folder are usually about the
 * repository, not pages of the site, so the scan sets them aside. Some sites do list one as a
 * page (`"pages": ["agents"]` for an `agents.md` about their product's agents): those come back.
 *
 * @module
 */
import { normalizePageRef } from '../navigation/index.ts';

/** The files of `setAside` that `navigation` (docs.json's, as parsed) names in `pages` or `root`. */
export function repositoryFilesNamed(navigation: unknown, setAside: readonly string[]): string[] {
  if (setAside.length === 0) return [];
  const refs = new Set<string>();
  collectPageRefs(navigation, refs, undefined);
  return setAside.filter((file) => refs.has(normalizePageRef(file)));
}

function collectPageRefs(value: unknown, refs: Set<string>, key: string | undefined): void {
  if (typeof value === 'string') {
    if (key === 'pages' || key === 'root') refs.add(normalizePageRef(value));
  } else if (Array.isArray(value)) {
    for (const item of value) collectPageRefs(item, refs, key);
  } else if (typeof value === 'object' && value !== null) {
    for (const [name, child] of Object.entries(value)) collectPageRefs(child, refs, name);
  }
}
