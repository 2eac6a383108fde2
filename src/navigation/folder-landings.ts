/**
 * Where a folder path that no page holds leads: `/guides` with no `guides/index.mdx` goes to the
 * first page of the navigation under `/guides/`, as the platform this format comes from answers
 * such paths (hidden pages are skipped, and a page at the exact path always wins). The build
 * writes a redirect for each, the dev server answers with one, and `folio broken-links` accepts
 * links to them.
 *
 * @module
 */
import type { ResolvedPage } from './types.ts';

/** Folder path (`/guides`, `/guides/setup`) → the route of the first navigation page under it. */
export function folderLandings(pages: readonly ResolvedPage[]): Map<string, string> {
  const routes = new Set(pages.map((page) => page.route));
  const landings = new Map<string, string>();
  for (const page of pages) {
    if (!page.inNavigation || page.hidden) continue;
    const parts = page.route.split('/').slice(1, -1);
    let folder = '';
    for (const part of parts) {
      folder += `/${part}`;
      if (!routes.has(folder) && !landings.has(folder)) landings.set(folder, page.route);
    }
  }
  return landings;
}
