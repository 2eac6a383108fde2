/**
 * Search indexes of the dev server, built on first request, one per (language, version): the
 * pages of that group are compiled (MDX only: no highlighting, no rendering, which is several
 * times faster) for their sections, one at a time so requests keep being answered meanwhile.
 * Endpoint pages add their reference text, as in a build.
 * Sections are kept by file and reused while the file's text is unchanged, so rebuilding an
 * index after an edit compiles only the edited pages.
 *
 * @module
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { PageSection } from '../content/index.ts';
import type { SiteRenderer } from '../render/index.ts';
import type { SearchDocument } from '../search/index.ts';
import type { SiteModules } from './site-modules.ts';

interface CachedSections {
  text: string;
  /** Undefined when the page does not compile (it is left out, as the build leaves it out). */
  sections: PageSection[] | undefined;
}

/** Sections of pages by file, shared by the indexes of every state of the site. */
export class SectionCache {
  readonly #byFile = new Map<string, CachedSections>();
  readonly #modules: SiteModules;

  constructor(modules: SiteModules) {
    this.#modules = modules;
  }

  /** The sections of a page file, compiled again only when its text changed. */
  async sectionsOf(
    root: string,
    file: string,
    fileExists: (file: string) => boolean,
  ): Promise<PageSection[] | undefined> {
    const text = await readFile(path.join(root, file), 'utf8').catch(() => undefined);
    if (text === undefined) return undefined;
    const cached = this.#byFile.get(file);
    if (cached?.text === text) return cached.sections;
    const compiled = await this.#modules.content.compileMdx(text, {
      file,
      fileExists,
      markdown: file.endsWith('.md'),
    });
    const failed = compiled.diagnostics.some((item) => item.severity === 'error');
    const sections = failed ? undefined : compiled.sections;
    this.#byFile.set(file, { text, sections });
    return sections;
  }
}

/**
 * Builds the serialized index `key` (`searchIndexKey(language, version)`) of the renderer's
 * site; undefined when no page belongs to it.
 */
export async function buildSearchIndex(
  modules: SiteModules,
  renderer: SiteRenderer,
  cache: SectionCache,
  key: string,
): Promise<string | undefined> {
  const { project, nav } = renderer;
  const files = new Set(project.files);
  const fileExists = (file: string): boolean => files.has(file);
  const documents: SearchDocument[] = [];
  for (const page of nav.tree.pages) {
    const { language, version } = divisionsOf(renderer, page.route);
    if (modules.search.searchIndexKey(language, version) !== key) continue;
    let sections: PageSection[] | undefined = [];
    if (page.kind === 'mdx' && page.file !== undefined) {
      sections = await cache.sectionsOf(project.root, page.file, fileExists);
      await nextTurn();
    }
    if (sections === undefined) continue;
    if (page.endpoint) sections = [...sections, ...(await renderer.endpointSections(page))];
    documents.push(renderer.searchDocument(page, sections));
  }
  if (documents.length === 0) return undefined;
  const index = modules.search.buildSearchIndexes(documents).find((item) => item.key === key);
  return index === undefined ? undefined : modules.search.serializeIndex(index);
}

function divisionsOf(
  renderer: SiteRenderer,
  route: string,
): { language?: string | undefined; version?: string | undefined } {
  const chain = renderer.nav.placeOf(route).chain;
  return {
    language: chain.find((division) => division.kind === 'language')?.name,
    version: chain.find((division) => division.kind === 'version')?.name,
  };
}
