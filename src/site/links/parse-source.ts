/**
 * Parses one page or snippet for the link checker: its links, the ids of its own elements, the
 * snippets it imports, and the errors that kept it from being read. The result is plain data, so
 * parse workers can send it back.
 *
 * @module
 */
import type { Element } from 'hast';
import { visit } from 'unist-util-visit';
import { compileMdx } from '../../content/index.ts';
import type { LinkReference } from '../../content/index.ts';
import { readTextInside } from '../../shared/index.ts';
import type { Diagnostic } from '../../shared/index.ts';

/** One parsed page or snippet. */
export interface SourceFile {
  /** Path relative to the docs folder. */
  file: string;
  /** The page's route; undefined for snippets. */
  route?: string | undefined;
  links: LinkReference[];
  /** Ids of the file's own HTML elements (headings): anchors known without rendering. */
  elementIds: Set<string>;
  /** Files it imports (snippets), relative to the docs folder. */
  imports: string[];
  /** Parse errors and missing snippets. */
  diagnostics: Diagnostic[];
}

/** What to parse: a file of the docs folder, and the page route it has (none for snippets). */
export interface SourceRequest {
  file: string;
  route?: string | undefined;
}

/** Reads and parses `request.file` of the folder `root`, whose files are `files`. */
export async function parseSource(
  root: string,
  request: SourceRequest,
  files: ReadonlySet<string>,
): Promise<SourceFile> {
  const { file, route } = request;
  const text = await readTextInside(root, file);
  const compiled = await compileMdx(text, {
    file,
    fileExists: (relative) => files.has(relative),
    markdown: file.toLowerCase().endsWith('.md'),
  });
  const elementIds = new Set<string>();
  if (compiled.tree) {
    visit(compiled.tree, 'element', (element: Element) => {
      const id = element.properties['id'];
      if (typeof id === 'string') elementIds.add(id);
    });
  }
  return {
    file,
    route,
    links: compiled.links,
    elementIds,
    imports: compiled.imports.flatMap((entry) => (entry.file === undefined ? [] : [entry.file])),
    diagnostics: compiled.diagnostics.filter((item) => item.severity === 'error'),
  };
}
