/**
 * Which files of a docs folder a site serves as they are: everything but the pages (`.mdx`, `.md`,
 * which become HTML) and the project's own configuration (docs.json, mint.json and the ignore
 * files), which stay private. The build copies by this rule, the dev server serves by it and the
 * link checker counts a link to a file as working by it, so the three agree.
 *
 * @module
 */

const NOT_SERVED = /(^|\/)(docs\.json|mint\.json|\.folioignore|\.mintignore)$|\.(mdx|md)$/i;

/** Whether `file` (a path inside the docs folder, with `/`) is served as it is. */
export function isServedAsIs(file: string): boolean {
  return !NOT_SERVED.test(file);
}
