/**
 * The code highlighter of a build: one shiki instance with two themes, languages loaded on first
 * use, then synchronous highlighting into hast.
 *
 * @module
 */
import type { Element } from 'hast';
import type { BundledLanguage, BundledTheme, Highlighter, RegexEngine } from 'shiki';
import { decorateBlock } from './block-hast.ts';
import type { CodeMeta } from './code-meta.ts';
import {
  MERMAID,
  PLAIN_TEXT,
  isBundledLanguage,
  needsNoGrammar,
  normalizeLanguage,
} from './languages.ts';
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
  /** Called once per build for each language that cannot be highlighted. */
  onWarning?: (message: string) => void;
  /**
   * The folder where the JavaScript engine keeps its regex translations (default: the system
   * temp folder's `folio-cache`, shared by every docs folder).
   */
  translationsDir?: string | undefined;
}

export interface CodeHighlighter {
  /**
   * Loads what highlighting `langs` needs (fence languages, any spelling; unknown names and
   * `undefined` are skipped). Await it once per page or batch before {@link highlight}.
   */
  prepare(langs: Iterable<string | undefined>): Promise<void>;
  /**
   * Highlights one fence into a `pre.shiki` element (or, for mermaid, a `div.folio-mermaid`).
   * Synchronous; throws when the fence's language was not passed to a finished `prepare`.
   */
  highlight(code: string, meta: CodeMeta): Element;
  /** Frees the shiki instance; the highlighter cannot be used afterwards. */
  dispose(): void;
}

/**
 * Creates the highlighter of a build. Nothing is loaded until the first `prepare`; each
 * language's grammar loads once, however many pages use it.
 */
export function createCodeHighlighter(options: CodeHighlighterOptions = {}): CodeHighlighter {
  const { light, dark } = options.themes ?? DEFAULT_CODE_THEMES;
  const warn = warnOncePer(options.onWarning);
  const loading = new Map<BundledLanguage, Promise<void>>();
  const ready = new Set<string>();
  /** Languages whose grammar failed to load or run, with the error. */
  const failed = new Map<string, string>();
  let starting: Promise<Highlighter> | undefined;
  let shiki: Highlighter | undefined;
  let palette: TokenPalette | undefined;
  /** Set when the dark theme is the light theme's twin: one tokenising pass per block. */
  let pairing: ThemePairing | undefined;
  let pairingChecked = false;
  let disposed = false;

  function start(): Promise<Highlighter> {
    // shiki loads with the first block to highlight: a build whose blocks all come from the
    // highlight cache never loads it.
    starting ??= import('shiki')
      .then(async ({ createHighlighter }) =>
        createHighlighter({
          themes: [light, dark],
          langs: [],
          engine: await createEngine(options.engine ?? 'javascript', options.translationsDir),
        }),
      )
      .then((instance) => {
        if (disposed) instance.dispose();
        else shiki = instance;
        return instance;
      });
    return starting;
  }

  function load(instance: Highlighter, lang: BundledLanguage): Promise<void> {
    let promise = loading.get(lang);
    if (!promise) {
      promise = instance.loadLanguage(lang).then(
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

  /** The language shiki should use for `lang`, or plain text (warning once) when it has none. */
  function grammarFor(lang: string): string {
    if (needsNoGrammar(lang) || ready.has(lang)) return lang;
    const error = failed.get(lang);
    if (error !== undefined) {
      warn(
        lang,
        `Code blocks in "${lang}" could not be highlighted (${error}); shown as plain text.`,
      );
      return PLAIN_TEXT;
    }
    if (isBundledLanguage(lang)) {
      throw new Error(`Code language "${lang}" was not prepared: await prepare() first.`);
    }
    warn(lang, `Unknown code block language "${lang}"; shown as plain text.`);
    return PLAIN_TEXT;
  }

  return {
    async prepare(langs) {
      if (disposed) throw new Error('The code highlighter was disposed.');
      const instance = await start();
      const wanted = new Set<BundledLanguage>();
      for (const lang of langs) {
        if (!lang) continue;
        const name = normalizeLanguage(lang);
        if (name !== MERMAID && isBundledLanguage(name)) wanted.add(name);
      }
      await Promise.all([...wanted].map((name) => load(instance, name)));
      if (options.compactColors !== false) palette ??= await tokenPalette(light, dark);
      if (!pairingChecked) {
        pairing = options.singlePass === false ? undefined : await themePairing(light, dark);
        pairingChecked = true;
      }
    },

    highlight(code, meta) {
      const source = normalizeSource(code);
      const lang = meta.lang ?? PLAIN_TEXT;
      if (lang === MERMAID) return mermaidBlock(source);
      if (!shiki || disposed) {
        throw new Error('The code highlighter is not ready: await prepare() first.');
      }
      const instance = shiki;
      const dual = (grammar: string) =>
        instance.codeToHast(source, {
          lang: grammar,
          themes: { light, dark },
          defaultColor: false,
        });
      const render = (grammar: string) => {
        if (!pairing) return dual(grammar);
        const single = instance.codeToHast(source, { lang: grammar, theme: light });
        const pre = single.children[0];
        return pre?.type === 'element' && toDualTheme(pre, pairing) ? single : dual(grammar);
      };
      const grammar = grammarFor(lang);
      let root;
      try {
        root = render(grammar);
      } catch (error) {
        if (grammar === PLAIN_TEXT) throw error;
        ready.delete(lang);
        failed.set(lang, String(error));
        root = render(grammarFor(lang));
      }
      const pre = root.children[0];
      if (pre?.type !== 'element') throw new Error('shiki returned no <pre> element.');
      const block = decorateBlock(pre, meta, lang);
      if (palette) compactTokenStyles(block, palette);
      return block;
    },

    dispose() {
      disposed = true;
      shiki?.dispose();
      shiki = undefined;
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
  translationsDir: string | undefined,
): Promise<RegexEngine> {
  if (engine === 'oniguruma') {
    const { createOnigurumaEngine } = await import('shiki/engine/oniguruma');
    return createOnigurumaEngine(import('shiki/wasm'));
  }
  const [{ createJavaScriptRegexEngine }, { defaultTranslationsFile, regexTranslations }] =
    await Promise.all([import('shiki/engine/javascript'), import('./regex-translations.ts')]);
  const file = defaultTranslationsFile(translationsDir);
  return createJavaScriptRegexEngine({
    regexConstructor: regexTranslations(file).regexConstructor,
  });
}

/** A warning function that passes each key's first message on and drops the rest. */
function warnOncePer(
  onWarning: ((message: string) => void) | undefined,
): (key: string, message: string) => void {
  const warned = new Set<string>();
  return (key, message) => {
    if (warned.has(key)) return;
    warned.add(key);
    onWarning?.(message);
  };
}
