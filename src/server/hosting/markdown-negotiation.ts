/**
 * A page's Markdown on its own route (docs/site/markdown-pages.mdx): a client whose `Accept`
 * prefers `text/markdown` gets the Markdown file the build wrote for the page (`guide.md` for
 * `/guide`, `index.md` for `/`) instead of its HTML. The file is found as any other path of the
 * deployment (`DeploymentFiles.fileAt`: a key inside it, a regular file), from the route's
 * segments, which `sitePathOf` already refused when they would leave it. A page without a Markdown file
 * (hidden, `noindex`, a deployment built before Markdown files) answers with its HTML.
 *
 * @module
 */
import { acceptsMarkdown } from '../../shared/index.ts';
import type { SitePath } from '../../web/index.ts';
import { isHtmlFile } from '../../web/index.ts';
import type { DeploymentFiles } from './deployment-files.ts';
import type { SiteFile } from './resolve-file.ts';

/** Whether `file` is a page's HTML, the answer that a Markdown client would get instead. */
function isPage(file: SiteFile): boolean {
  return isHtmlFile(file.relative) && file.relative !== '404.html';
}

/**
 * The Markdown file that answers `request` in place of the page `file` at `sitePath`, or
 * undefined when the client does not ask for Markdown or the page has none.
 */
export async function negotiatedMarkdown(
  files: DeploymentFiles,
  file: SiteFile,
  sitePath: Extract<SitePath, { kind: 'inside' }>,
  request: Request,
): Promise<SiteFile | undefined> {
  if (!isPage(file) || !acceptsMarkdown(request.headers.get('accept') ?? undefined)) {
    return undefined;
  }
  const relative = sitePath.segments.join('/');
  return files.fileAt(relative === '' ? 'index.md' : `${relative}.md`);
}

/**
 * `response` with `Vary: Accept` added when it answers a page's route (HTML or the Markdown put
 * in its place), so that caches keep the two apart.
 */
export function varyOnAccept(response: Response, file: SiteFile): Response {
  if (!isPage(file)) return response;
  const vary = response.headers.get('vary');
  response.headers.set('vary', vary === null ? 'accept' : `${vary}, accept`);
  return response;
}
