/**
 * Search indexes of the dev server, built on first request, one per (language, version): the
 * pages of that group are compiled (MDX only: no highlighting, no rendering, which is several
 * times faster) for their sections, one at a time so requests keep being answered meanwhile.
 * The text of the snippets a page uses goes in where each stands, from the snippets the
 * renderer compiled (as a build does); endpoint pages add their reference text.
 * A page's compiled text is kept by file and reused while the file's text (and where its
 * snippet imports lead) is unchanged, so rebuilding an index after an edit compiles only the
 * edited pages. Snippets are not kept here: a changed snippet comes with a new renderer, which
 * compiles it again.
 *
 * @module
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { PageSection, SectionSource } from '../content/index.ts';
import type { PageRenderer } from '../render/index.ts';
import type { SearchDocument } from '../search/index.ts';
import { readTextInside } from '../shared/index.ts';
import type { SiteModules } from './site-modules.ts';

interface CachedPage {
  text: string;
  /** Its snippet imports and the files they resolved to (a file added later changes that). */
  imports: { source: string; file: string | undefined }[];
  /** Undefined when the page does not compile (it is left out, as the build leaves it out). */
  compiled: SectionSource | undefined;
}

/** The compiled text of pages by file, shared by the indexes of every state of the site. */
export class SectionCache {
  readonly #byFile = new Map<string, CachedPage>();
  readonly #modules: SiteModules;
  /** The files of the project last seen, for snippet paths. */
  #files: { list: readonly string[]; set: ReadonlySet<string> } = { list: [], set: new Set() };

  constructor(modules: SiteModules) {
    this.#modules = modules;
  }

  /**
   * The sections of a page file with its snippets' text (from `renderer`); the page is compiled
   * again only when its text, or a file its snippet imports resolve to, changed.
   */
  async sectionsOf(renderer: PageRenderer, file: string): Promise<PageSection[] | undefined> {
    const compiled = await this.#compiled(renderer, file);
    return compiled && (await renderer.searchSections(compiled));
  }

  async #compiled(renderer: PageRenderer, file: string): Promise<SectionSource | undefined> {
    const text = await readTextInside(renderer.project.root, file).catch(() => undefined);
    if (text === undefined) return undefined;
    const known = this.#fileSet(renderer.project.files);
    const fileExists = (relative: string): boolean => known.has(relative);
    const { resolveSnippetPath } = this.#modules.content;
    const cached = this.#byFile.get(file);
    if (
      cached?.text === text &&
      cached.imports.every(
        (entry) => resolveSnippetPath(entry.source, file, fileExists) === entry.file,
      )
    ) {
      return cached.compiled;
    }
    const result = await this.#modules.content.compileMdx(text, {
      file,
      fileExists,
      markdown: file.endsWith('.md'),
    });
    const failed = result.diagnostics.some((item) => item.severity === 'error');
    const compiled: SectionSource | undefined = failed
      ? undefined
      : { file, sections: result.sections, sectionParts: result.sectionParts };
    const imports = result.imports
      .filter((entry) => /^\.{0,2}\//.test(entry.source))
      .map(({ source, file: resolved }) => ({ source, file: resolved }));
    this.#byFile.set(file, { text, imports, compiled });
    return compiled;
  }

  #fileSet(files: readonly string[]): ReadonlySet<string> {
    if (this.#files.list !== files) this.#files = { list: files, set: new Set(files) };
    return this.#files.set;
  }
}

/**
 * Builds the serialized index `key` (`searchIndexKey(language, version)`) of the renderer's
 * site; undefined when no page belongs to it.
 */
export async function buildSearchIndex(
  modules: SiteModules,
  renderer: PageRenderer,
  cache: SectionCache,
  key: string,
): Promise<string | undefined> {
  const documents: SearchDocument[] = [];
  for (const page of renderer.nav.tree.pages) {
    const { language, version } = divisionsOf(renderer, page.route);
    if (modules.search.searchIndexKey(language, version) !== key) continue;
    let sections: PageSection[] | undefined = [];
    if (page.kind === 'mdx' && page.file !== undefined) {
      sections = await cache.sectionsOf(renderer, page.file);
      await nextTurn();
    }
    if (sections === undefined) continue;
    if (page.endpoint || page.channel)
      sections = [...sections, ...(await renderer.endpointSections(page))];
    documents.push(renderer.searchDocument(page, sections));
  }
  if (documents.length === 0) return undefined;
  const index = modules.search.buildSearchIndexes(documents).find((item) => item.key === key);
  return index === undefined ? undefined : modules.search.serializeIndex(index);
}

/** The language and version a page belongs to, which pick its search index. */
export function divisionsOf(
  renderer: PageRenderer,
  route: string,
): { language?: string | undefined; version?: string | undefined } {
  const chain = renderer.nav.placeOf(route).chain;
  return {
    language: chain.find((division) => division.kind === 'language')?.name,
    version: chain.find((division) => division.kind === 'version')?.name,
  };
}
