/**
 * The code highlighting of one renderer: the highlighter (its regex translations kept in Folio's
 * install and in the project's cache folder), and with `cache` the project's store of highlighted
 * blocks, for the next build or the next render of a page.
 *
 * docs.json `styling.codeblocks` may name other shiki themes and add custom grammars. Blocks in
 * other themes keep their colours inline: the site stylesheet's short colour classes are those
 * of Folio's default themes. The themes and the grammars are part of the cache's salt, so a
 * change to either highlights again.
 *
 * @module
 */
import { createHash } from 'node:crypto';
import type { LanguageRegistration } from 'shiki';
import type { CodeBlockSettings } from '../config/index.ts';
import {
  createCodeBlockHighlighter,
  createCodeHighlighter,
  createHighlightCache,
} from '../content/index.ts';
import type {
  CodeBlockHighlighter,
  CodeHighlighter,
  CodeThemes,
  HighlightCache,
} from '../content/index.ts';
import { cacheFolder, engineHash, folioCacheRoot, openCacheStore } from '../shared/index.ts';

export interface ProjectHighlighting {
  highlighter: CodeHighlighter;
  cache: HighlightCache | undefined;
  /** What compiles a page's code blocks: the highlighter, through `cache` when there is one. */
  blocks: CodeBlockHighlighter;
}

/** What docs.json asks of code blocks: themes other than Folio's, custom grammars. */
export interface CodeBlockChoices {
  themes?: CodeBlockSettings['themes'];
  customLanguages?: readonly LanguageRegistration[] | undefined;
}

/** The highlighting of a project whose cache folder is `cacheDir`. */
export function projectHighlighting(
  cacheDir: string,
  cache: boolean,
  choices: CodeBlockChoices = {},
): ProjectHighlighting {
  const themes = choices.themes as CodeThemes | undefined;
  const custom = choices.customLanguages ?? [];
  const highlighter = createCodeHighlighter({
    translationsDirs: [
      openCacheStore(folioCacheRoot()).folder('regex'),
      cacheFolder(cacheDir, 'regex'),
    ],
    ...(themes ? { themes, compactColors: false } : {}),
    customLanguages: custom,
  });
  const extra =
    themes === undefined && custom.length === 0
      ? ''
      : createHash('sha256')
          .update(JSON.stringify([themes ?? null, custom]))
          .digest('hex');
  const salt = async (): Promise<string> => `${await engineHash()}${extra}`;
  const store = cache ? createHighlightCache(cacheFolder(cacheDir, 'code'), salt) : undefined;
  return { highlighter, cache: store, blocks: createCodeBlockHighlighter(highlighter, store) };
}
