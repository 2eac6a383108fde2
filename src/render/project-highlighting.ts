/**
 * The code highlighting of one renderer: the highlighter (its regex translations kept in Folio's
 * install and in the project's cache folder), and with `cache` the project's store of highlighted
 * blocks, for the next build or the next render of a page.
 *
 * @module
 */
import {
  createCodeBlockHighlighter,
  createCodeHighlighter,
  createHighlightCache,
} from '../content/index.ts';
import type { CodeBlockHighlighter, CodeHighlighter, HighlightCache } from '../content/index.ts';
import { cacheFolder, engineHash, folioCacheRoot, openCacheStore } from '../shared/index.ts';

export interface ProjectHighlighting {
  highlighter: CodeHighlighter;
  cache: HighlightCache | undefined;
  /** What compiles a page's code blocks: the highlighter, through `cache` when there is one. */
  blocks: CodeBlockHighlighter;
}

/** The highlighting of a project whose cache folder is `cacheDir`. */
export function projectHighlighting(cacheDir: string, cache: boolean): ProjectHighlighting {
  const highlighter = createCodeHighlighter({
    translationsDirs: [
      openCacheStore(folioCacheRoot()).folder('regex'),
      cacheFolder(cacheDir, 'regex'),
    ],
  });
  const store = cache ? createHighlightCache(cacheFolder(cacheDir, 'code'), engineHash) : undefined;
  return { highlighter, cache: store, blocks: createCodeBlockHighlighter(highlighter, store) };
}
