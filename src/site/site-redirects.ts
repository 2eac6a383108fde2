/**
 * The redirects a build writes: `_redirects` with every rule (docs.json's, then folder paths no
 * page holds), and for each plain source a small page that sends the browser on, for hosts that
 * do not read `_redirects`. A source a static file holds is left to the file, with a warning
 * (see ./shadowed-redirects.ts).
 *
 * @module
 */
import type { DocsProject } from '../content/index.ts';
import { folderLandings } from '../navigation/index.ts';
import type { Diagnostic } from '../shared/index.ts';
import type { PageOutput } from './render-all-pages.ts';
import { redirectPage, redirectsFile } from './site-files.ts';
import type { Redirect } from './site-files.ts';
import type { SiteOutput } from './site-output.ts';
import { shadowedRedirect, shadowingFile } from './shadowed-redirects.ts';

/** `/` → `index.html`, `/guides/a` → `guides/a/index.html`. */
export function htmlFile(route: string): string {
  return route === '/' ? 'index.html' : `${route.slice(1)}/index.html`;
}

/**
 * `_redirects` with every rule, and a page that sends the browser on for each plain source that
 * no page and no static file holds (a file there wins: see ./shadowed-redirects.ts). Folder paths
 * no page holds lead to their first page (see `folderLandings`), after docs.json's own rules.
 */
export function addRedirects(
  redirects: readonly Redirect[],
  pages: readonly PageOutput[],
  output: SiteOutput,
  context: {
    folders: ReadonlyMap<string, string>;
    staticFiles: ReadonlySet<string>;
    locate: DocsProject['loaded']['locate'];
    diagnostics: Diagnostic[];
  },
): void {
  const taken = new Set(pages.map((page) => page.route));
  const folders: Redirect[] = [];
  for (const [source, destination] of context.folders) {
    if (redirects.some((redirect) => redirect.source === source)) continue;
    if (shadowingFile(source, context.staticFiles) !== undefined) continue;
    folders.push({ source, destination, permanent: false });
  }
  const rules = [...redirects, ...folders];
  if (rules.length === 0) return;
  output.text('_redirects', `${redirectsFile(rules)}\n`);
  redirects.forEach((redirect, index) => {
    if (/[*:]/.test(redirect.source) || taken.has(redirect.source)) return;
    const file = shadowingFile(redirect.source, context.staticFiles);
    if (file !== undefined) {
      const position = context.locate(['redirects', index, 'source']);
      context.diagnostics.push(shadowedRedirect(redirect.source, file, position, index));
      return;
    }
    output.text(htmlFile(redirect.source), redirectPage(redirect.destination));
  });
  for (const folder of folders) {
    output.text(htmlFile(folder.source), redirectPage(folder.destination));
  }
}

/** The folder landings of the navigation that lead to a page this build wrote. */
export function builtFolderLandings(
  project: DocsProject,
  pages: readonly PageOutput[],
): Map<string, string> {
  const built = new Set(pages.map((page) => page.route));
  const landings = folderLandings(
    (project.navigation?.pages ?? []).filter((page) => built.has(page.route)),
  );
  return landings;
}
