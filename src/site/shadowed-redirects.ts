/**
 * Redirects whose source is one of the folder's own files. Hosts serve a file before they look
 * at redirect rules (Folio's own host, Netlify and Cloudflare Pages alike, unless a rule is
 * forced), so the file wins: the redirect only takes effect once the file is gone. The build
 * says so as a warning and writes no stand-in page for it, since that page would need a folder
 * where the file is.
 *
 * @module
 */
import type { Diagnostic, SourcePosition } from '../shared/index.ts';

/**
 * The static file a redirect `source` collides with: the file itself (`/images/logo.png`), a
 * file among the folders of the stand-in page's path (`/logo.png/old`), or a static
 * `index.html` where the stand-in page would go (`/downloads` with `downloads/index.html`).
 */
export function shadowingFile(
  source: string,
  staticFiles: ReadonlySet<string>,
): string | undefined {
  const parts = source.replace(/^\/+|\/+$/g, '').split('/');
  if (parts.length === 1 && parts[0] === '')
    return staticFiles.has('index.html') ? 'index.html' : undefined;
  for (let end = 1; end <= parts.length; end++) {
    const prefix = parts.slice(0, end).join('/');
    if (staticFiles.has(prefix)) return prefix;
  }
  const index = `${parts.join('/')}/index.html`;
  return staticFiles.has(index) ? index : undefined;
}

/** The warning for a redirect at `index` of docs.json's `redirects` that a file shadows. */
export function shadowedRedirect(
  source: string,
  file: string,
  position: SourcePosition | undefined,
  index: number,
): Diagnostic {
  return {
    severity: 'warning',
    code: 'redirect-shadowed',
    message: `The redirect from "${source}" is shadowed by the file ${file}: hosts serve static files before redirects, so the file is served and the redirect is not`,
    hint: 'Remove the file to let the redirect take over, or remove the redirect.',
    ...(position ? { position } : {}),
    jsonPath: `redirects[${index}].source`,
  };
}
