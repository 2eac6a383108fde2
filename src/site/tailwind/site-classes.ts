/**
 * Every class a site's pages and snippets name, read from their sources on each build. The
 * pages' text is already in memory (the project read it for frontmatter); snippets are read
 * here. Scanning the text again each build costs a few milliseconds per thousand pages, so a
 * page taken from the build cache still adds its classes without the cache storing them.
 *
 * @module
 */
import type { DocsProject, PageDigest } from '../../content/index.ts';
import { readTextInside } from '../../shared/index.ts';
import { addClassCandidates } from './class-candidates.ts';

/** Markup any page may import (snippets, components), wherever it lives in the folder. */
const MARKUP = /\.(mdx|md|jsx|tsx)$/i;
/** Script snippets; scripts elsewhere in the folder are the site's own, run as they are. */
const SNIPPET_SCRIPT = /(^|\/)_?snippets\/.*\.(js|ts)$/i;

/** The parts of a project the scan reads. */
export type ClassSources = Pick<DocsProject, 'root' | 'files' | 'pageSources' | 'pageDigests'>;

/**
 * The classes named in `project`'s files. `read` reads a file not among `pageSources`
 * (default: from the folder, never through a link out of it); a file it cannot read adds nothing.
 */
export async function siteClassCandidates(
  project: ClassSources,
  read: (file: string) => Promise<string> = (file) => readTextInside(project.root, file),
): Promise<Set<string>> {
  const found = new Set<string>();
  for (const text of project.pageSources.values()) addClassCandidates(text, found);
  // A build's project keeps each page's classes in its digest instead of its text.
  const digests = project.pageDigests ?? new Map<string, PageDigest>();
  for (const digest of digests.values()) {
    for (const name of digest.classes.split(' ')) if (name !== '') found.add(name);
  }
  const others = project.files.filter(
    (file) =>
      !project.pageSources.has(file) &&
      !digests.has(file) &&
      (MARKUP.test(file) || SNIPPET_SCRIPT.test(file)),
  );
  const texts = await Promise.all(others.map((file) => read(file).catch(() => '')));
  for (const text of texts) addClassCandidates(text, found);
  return found;
}
