/**
 * The code highlighter of a build: one shiki instance with two themes, languages loaded on first
 * use, then synchronous highlighting into hast. A grammar that colours other languages only when
 * they happen to be loaded (Markdown, MDX, Ruby, …) runs in an instance of its own, so that its
 * blocks look the same whichever blocks a thread met before (see ./lazy-embeds.ts).
 *
 * The output depends on the code and its fence alone, never on how fast the machine is: shiki's
 * default stops tokenising a line after 500 ms and leaves the rest of it uncoloured, so the same
 * build on a busy machine coloured a few long lines differently. That time limit is off; what
 * bounds the work instead is the size of what is tokenised, which gives the same answer on every
 * run: a line longer than {@link MAX_HIGHLIGHTED_LINE} characters is shown without colours (the
 * lines around it are still coloured), and so is a block longer than
 * {@link MAX_HIGHLIGHTED_BLOCK} characters. A few grammars take time that grows faster than the
 * line's length (a 10,000-character line of PureScript took over a second, 5,000 characters
 * under a tenth of that), which is what the line bound is for.
 *
 * @module
 */
import path from 'node:path';
import type { Element } from 'hast';
import type {
  BundledLanguage,
  BundledTheme,
  Highlighter,
  LanguageRegistration,
  RegexEngine,
} from 'shiki';
import { decorateBlock } from './block-hast.ts';
import { notationTransformers } from './code-notation.ts';
import type { CodeMeta } from './code-meta.ts';
import {
  MERMAID,
  PLAIN_TEXT,
  isBundledLanguage,
  needsNoGrammar,
  normalizeLanguage,
} from './languages.ts';
import { pruneCacheFolder } from '../../shared/index.ts';
import { embedsLazily } from './lazy-embeds.ts';
import { mermaidBlock } from './mermaid-block.ts';
import { themePairing, toDualTheme } from './theme-pairing.ts';
import type { ThemePairing } from './theme-pairing.ts';
import { compactTokenStyles, tokenPalette } from './token-palette.ts';
import type { TokenPalette } from './token-palette.ts';

/** The light and dark theme; output carries both as CSS variables. */
export interface CodeThemes {
  light: BundledTheme;
  dark: BundledTheme;
}

/**
 * Lines longer than this many characters are shown without colours: tokenising one is slow in a
 * few grammars, and a line that long is data (minified code, a base64 string), not something to
 * read in colour.
 */
export const MAX_HIGHLIGHTED_LINE = 5_000;

/** Blocks longer than this many characters are shown without colours. */
export const MAX_HIGHLIGHTED_BLOCK = 200_000;

/** Themes used when none are given. */
export const DEFAULT_CODE_THEMES: CodeThemes = {
  light: 'github-light-default',
  dark: 'github-dark-default',
};

export interface CodeHighlighterOptions {
  /** Light and dark theme (default {@link DEFAULT_CODE_THEMES}). */
  themes?: CodeThemes;
  /**
   * Regex engine running the grammars: `javascript` (native RegExp, the default: faster to start
   * and to run on typical docs fences) or `oniguruma` (WebAssembly, the engine the grammars were
   * written for).
   */
  engine?: 'javascript' | 'oniguruma';
  /**
   * Token colours as short palette classes (see `tokenPalette`, whose `css` the page must load)
   * instead of inline styles. Default true.
   */
  compactColors?: boolean;
  /**
   * Tokenise once and derive the dark colours when the two themes are twins (see
   * `themePairing`). Default true; the output is the same either way.
   */
  singlePass?: boolean;
  /**
   * Called for each block shown plain against its fence's wish (an unknown language, a grammar
   * that failed, a block too long), every time: the caller keeps as many as it wants to show.
   * Keeping the first per highlighter would tie which page reports a language to the order the
   * pages happened to be rendered in, across threads.
   */
  onWarning?: (message: string) => void;
  /**
   * The folders where the JavaScript engine keeps its regex translations, read in order and
   * written to the first that can be (the `regex` folders of Folio's store, then the project's;
   * default: none, each highlighter translates again).
   */
  translationsDirs?: readonly string[] | undefined;
  /**
   * TextMate grammars of the project (docs.json `styling.codeblocks.languages.custom`, see
   * `custom-grammars.ts`), loaded with the highlighter; their names and aliases are lower-case.
   */
  customLanguages?: readonly LanguageRegistration[] | undefined;
}

/** A highlighted fence, and whether a cache may keep it. */
export interface HighlightedBlock {
  element: Element;
  /**
   * False when the block is shown as plain text because its grammar failed to load or to run
   * (a failure another attempt might not repeat), or because it is too long (its warning must
   * come again in every build that meets it): such a block is never kept in a cache.
   */
  cacheable: boolean;
}

/** Receives the message of a block shown plain against its fence's wish. */
/** Takes a warning about code blocks; `block` is the block's index when several go at once. */
export type CodeWarningSink = (message: string, block?: number) => void;

export interface CodeHighlighter {
  /**
   * Loads what highlighting `langs` needs (fence languages, any spelling; unknown names and
   * `undefined` are skipped). Await it once per page or batch before {@link highlight}.
   */
  prepare(langs: Iterable<string | undefined>): Promise<void>;
  /**
   * Highlights one fence into a `pre.shiki` element (or, for mermaid, a `div.folio-mermaid`).
   * Synchronous; throws when the fence's language was not passed to a finished `prepare`.
   * `onWarning` receives this block's warnings instead of the highlighter's `onWarning`: pages
   * highlighted at once each pass their own, so a warning reaches the page whose block it is.
   */
  highlight(code: string, meta: CodeMeta, onWarning?: CodeWarningSink): Element;
  /** {@link highlight}, telling also whether a cache may keep the block. */
  highlightBlock(code: string, meta: CodeMeta, onWarning?: CodeWarningSink): HighlightedBlock;
  /** Frees the shiki instance; the highlighter cannot be used afterwards. */
  dispose(): void;
}

/**
 * Creates the highlighter of a build. Nothing is loaded until the first `prepare`; each
 * language's grammar loads once, however many pages use it.
 */
export function createCodeHighlighter(options: CodeHighlighterOptions = {}): CodeHighlighter {
  const { light, dark } = options.themes ?? DEFAULT_CODE_THEMES;
  const warn = (message: string): void => {
    options.onWarning?.(message);
  };
  const loading = new Map<BundledLanguage, Promise<void>>();
  const ready = new Set<string>();
  /** Languages whose grammar failed to load, with the error. */
  const failed = new Map<string, string>();
  let starting: Promise<Highlighter> | undefined;
  let shiki: Highlighter | undefined;
  let palette: TokenPalette | undefined;
  /** Set when the dark theme is the light theme's twin: one tokenising pass per block. */
  let pairing: ThemePairing | undefined;
  let pairingChecked = false;
  let disposed = false;
  const custom = options.customLanguages ?? [];
  /** Fence names the custom grammars answer to: never loaded from shiki's bundle. */
  const customNames = new Set(
    custom.flatMap((grammar) => [grammar.name, ...(grammar.aliases ?? [])]),
  );

  let engine: Promise<RegexEngine> | undefined;
  /** A new shiki instance with the two themes and `langs`, on the build's regex engine. */
  async function instanceOf(langs: BundledLanguage[]): Promise<Highlighter> {
    engine ??= createEngine(options.engine ?? 'javascript', options.translationsDirs ?? []);
    const [{ createHighlighter }, regex] = await Promise.all([import('shiki'), engine]);
    return createHighlighter({ themes: [light, dark], langs, engine: regex });
  }

  /** Grammars that embed others lazily, each in an instance of its own (see ./lazy-embeds.ts). */
  let alone = new Map<string, Highlighter>();

  function start(): Promise<Highlighter> {
    // shiki loads with the first block to highlight: a build whose blocks all come from the
    // highlight cache never loads it.
    starting ??= instanceOf([]).then(async (instance) => {
      // Each custom grammar on its own: one that fails leaves its blocks plain, not all.
      for (const grammar of custom) {
        try {
          await instance.loadLanguage(grammar);
          for (const name of [grammar.name, ...(grammar.aliases ?? [])]) ready.add(name);
        } catch (error) {
          for (const name of [grammar.name, ...(grammar.aliases ?? [])])
            failed.set(name, String(error));
        }
      }
      if (disposed) instance.dispose();
      else shiki = instance;
      return instance;
    });
    return starting;
  }

  function load(instance: Highlighter, lang: BundledLanguage): Promise<void> {
    let promise = loading.get(lang);
    if (!promise) {
      const loadIt = async (): Promise<void> => {
        if (!(await embedsLazily(lang))) return instance.loadLanguage(lang);
        const own = await instanceOf([lang]);
        if (disposed) own.dispose();
        else alone.set(lang, own);
      };
      promise = loadIt().then(
        () => {
          ready.add(lang);
        },
        (error: unknown) => {
          failed.set(lang, String(error));
        },
      );
      loading.set(lang, promise);
    }
    return promise;
  }

  /** The language shiki should use for `lang`, or plain text (with a warning) when it has none. */
  function grammarFor(lang: string, warn: CodeWarningSink): string {
    if (needsNoGrammar(lang) || ready.has(lang)) return lang;
    const error = failed.get(lang);
    if (error !== undefined) {
      warnFailed(lang, error, warn);
      return PLAIN_TEXT;
    }
    if (isBundledLanguage(lang)) {
      throw new Error(`Code language "${lang}" was not prepared: await prepare() first.`);
    }
    warn(`Unknown code block language "${lang}"; shown as plain text.`);
    return PLAIN_TEXT;
  }

  function warnFailed(lang: string, error: string, warn: CodeWarningSink): void {
    warn(`Code blocks in "${lang}" could not be highlighted (${error}); shown as plain text.`);
  }

  function highlightBlock(
    code: string,
    meta: CodeMeta,
    onWarning: CodeWarningSink = warn,
  ): HighlightedBlock {
    const source = normalizeSource(code);
    const lang = meta.lang ?? PLAIN_TEXT;
    if (lang === MERMAID) return { element: mermaidBlock(source, meta), cacheable: true };
    if (!shiki || disposed) {
      throw new Error('The code highlighter is not ready: await prepare() first.');
    }
    const instance = alone.get(normalizeLanguage(lang)) ?? shiki;
    // No time limit (see the module comment): the line bound is what keeps tokenising short.
    const bounds = {
      tokenizeTimeLimit: 0,
      tokenizeMaxLineLength: MAX_HIGHLIGHTED_LINE + 1,
      // Marker comments (`// [!code ++]`): lines marked, comments taken out of the code.
      transformers: notationTransformers(source),
    };
    const dual = (grammar: string) =>
      instance.codeToHast(source, {
        lang: grammar,
        themes: { light, dark },
        defaultColor: false,
        ...bounds,
      });
    const render = (grammar: string) => {
      if (!pairing) return dual(grammar);
      const single = instance.codeToHast(source, { lang: grammar, theme: light, ...bounds });
      const pre = single.children[0];
      return pre?.type === 'element' && toDualTheme(pre, pairing) ? single : dual(grammar);
    };
    let grammar = grammarFor(lang, onWarning);
    let cacheable = !(grammar === PLAIN_TEXT && failed.has(lang));
    if (grammar !== PLAIN_TEXT && source.length > MAX_HIGHLIGHTED_BLOCK) {
      onWarning(
        `A code block of ${String(source.length)} characters is shown without colors: only blocks of up to ${String(MAX_HIGHLIGHTED_BLOCK)} characters are highlighted (split it to color it).`,
      );
      grammar = PLAIN_TEXT;
      cacheable = false;
    }
    let root;
    try {
      root = render(grammar);
    } catch (error) {
      if (grammar === PLAIN_TEXT) throw error;
      // This block alone is shown plain: whether a grammar fails depends on the code it meets,
      // so marking the language failed would make later blocks depend on the order pages
      // were rendered in.
      warnFailed(lang, String(error), onWarning);
      cacheable = false;
      root = render(PLAIN_TEXT);
    }
    const pre = root.children[0];
    if (pre?.type !== 'element') throw new Error('shiki returned no <pre> element.');
    const block = decorateBlock(pre, meta, lang);
    if (palette) compactTokenStyles(block, palette);
    return { element: block, cacheable };
  }

  return {
    async prepare(langs) {
      if (disposed) throw new Error('The code highlighter was disposed.');
      const instance = await start();
      const wanted = new Set<BundledLanguage>();
      for (const lang of langs) {
        if (!lang) continue;
        const name = normalizeLanguage(lang);
        if (name !== MERMAID && !customNames.has(name) && isBundledLanguage(name)) wanted.add(name);
      }
      await Promise.all([...wanted].map((name) => load(instance, name)));
      if (options.compactColors !== false) palette ??= await tokenPalette(light, dark);
      if (!pairingChecked) {
        pairing = options.singlePass === false ? undefined : await themePairing(light, dark);
        pairingChecked = true;
      }
    },

    highlight(code, meta, onWarning) {
      return highlightBlock(code, meta, onWarning).element;
    },

    highlightBlock,

    dispose() {
      disposed = true;
      shiki?.dispose();
      shiki = undefined;
      for (const instance of alone.values()) instance.dispose();
      alone = new Map();
    },
  };
}

/**
 * Fence text as highlighted: CRLF and lone CR become LF, and one trailing newline (the end of
 * the fence's last line) is dropped so it does not make an empty last line.
 */
export function normalizeSource(code: string): string {
  const source = code.replaceAll(/\r\n?/g, '\n');
  return source.endsWith('\n') ? source.slice(0, -1) : source;
}

async function createEngine(
  engine: 'javascript' | 'oniguruma',
  translationsDirs: readonly string[],
): Promise<RegexEngine> {
  if (engine === 'oniguruma') {
    const { createOnigurumaEngine } = await import('shiki/engine/oniguruma');
    return createOnigurumaEngine(import('shiki/wasm'));
  }
  const [{ createJavaScriptRegexEngine }, { translationsFileName, regexTranslations }] =
    await Promise.all([import('shiki/engine/javascript'), import('./regex-translations.ts')]);
  const name = translationsDirs.length > 0 ? translationsFileName() : '';
  const files = translationsDirs.map((folder) => {
    // Translations of another translator or Node version are never read again.
    pruneCacheFolder(folder, (other) => other === name);
    return path.join(folder, name);
  });
  return createJavaScriptRegexEngine({
    regexConstructor: regexTranslations(files).regexConstructor,
  });
}
