/**
 * The author's own stylesheets and scripts: every `.css` and every `.js` file of the docs folder,
 * included on every page, as the platform does ("any `.css` file inside your content directory",
 * "any `.js` file", no import or docs.json entry needed). The folder listing has already left out
 * what is never part of a site: dot-folders, `node_modules`, the ignore files' patterns
 * (`.folioignore`, `.mintignore`).
 *
 * Order is the files' paths, sorted by code point (`custom.css` before `styles/a.css`), so a
 * build is the same on every machine; the platform promises no order for scripts, so none may
 * rely on another. Pages link the stylesheets after Folio's stylesheet and the Tailwind one, so
 * an author rule beats Folio's rule of equal weight, and load the scripts with `defer` after
 * Folio's script: they run once the page is parsed, in that order.
 *
 * @module
 */

/** URLs of the author's stylesheets and scripts, in the order pages include them. */
export interface AuthorFiles {
  stylesheets: string[];
  scripts: string[];
}

/** The URL a file of the docs folder is served at: its path, each segment escaped. */
function fileUrl(file: string): string {
  return `/${file.split('/').map(encodeURIComponent).join('/')}`;
}

/** The author files among `files` (relative POSIX paths of the docs folder, after ignore rules). */
export function authorFiles(files: Iterable<string>): AuthorFiles {
  const sorted = [...files].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return {
    stylesheets: sorted.filter((file) => /\.css$/i.test(file)).map(fileUrl),
    scripts: sorted.filter((file) => /\.js$/i.test(file)).map(fileUrl),
  };
}
