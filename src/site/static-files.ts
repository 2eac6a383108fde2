/**
 * Which files of the docs folder a built site copies as they are: images, downloads, specs and
 * the like, never pages, docs.json, snippet code, or an earlier build written inside the folder.
 *
 * @module
 */
import path from 'node:path';
import type { DocsProject } from '../content/index.ts';
import { isServedAsIs } from '../web/index.ts';

/**
 * The folder's own files (images, downloads, specs) the site copies: not pages, not docs.json,
 * not snippet code, and not an earlier build written inside the folder.
 */
export function staticFiles(project: DocsProject, outDir: string): string[] {
  const snippetCode = /^snippets\/.*\.(jsx|js|tsx|ts)$/i;
  const output = path.relative(project.root, outDir).split(path.sep).join('/');
  const inOutput = (file: string): boolean =>
    output !== '' && !output.startsWith('..') && (file === output || file.startsWith(`${output}/`));
  return project.files.filter(
    (file) => isServedAsIs(file) && !snippetCode.test(file) && !inOutput(file),
  );
}
