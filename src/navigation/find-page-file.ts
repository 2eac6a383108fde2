/**
 * The file a page entry names, or a diagnostic saying why there is none: an empty path, a
 * missing file (with a near miss or case mismatch named), or a snippet listed as a page.
 *
 * @module
 */
import { didYouMean } from '../shared/index.ts';
import { normalizePageRef } from './page-ref.ts';
import type { PageFiles } from './page-ref.ts';
import type { Report } from './walk-scope.ts';

export function findPageFile(
  ref: string,
  pageFiles: PageFiles,
  path: readonly PropertyKey[],
  report: Report,
): string | undefined {
  if (ref.trim() === '') {
    report(
      'error',
      'empty-page',
      path,
      'Empty page path',
      'Write the path of a page file without extension, e.g. "guides/intro".',
    );
    return undefined;
  }
  const lookup = pageFiles.lookup(ref);
  // A page left out with an error of its own (a link out of the folder) is not reported twice.
  if (!lookup.found && lookup.leftOut === true) return undefined;
  if (!lookup.found) {
    const base = normalizePageRef(ref);
    const nearest = lookup.caseMismatch ?? didYouMean(base, pageFiles.references);
    // The platform deploys such sites and leaves the entry out (real sites list untranslated
    // pages that were never written), so this warns rather than failing the build; --strict
    // still fails CI on it.
    report(
      'warning',
      'missing-page',
      path,
      `Page "${ref}" does not exist: no ${base}.mdx, ${base}.md or ${base}/index.mdx; it is left out of the navigation`,
      lookup.caseMismatch
        ? `The file is named "${lookup.caseMismatch}": paths are case-sensitive.`
        : nearest
          ? `Did you mean "${nearest}"?`
          : `Create ${base}.mdx, or correct the path (relative to the docs folder, without extension).`,
    );
    return undefined;
  }
  if (lookup.file.startsWith('snippets/')) {
    report(
      'warning',
      'snippet-in-navigation',
      path,
      `"${ref}" is a snippet (everything under snippets/ is), not a page; it is left out`,
      'Move the file out of snippets/ to make it a page, or import it into a page: import X from "/snippets/...".',
    );
    return undefined;
  }
  return lookup.file;
}
