/**
 * The site's Tailwind stylesheet: the candidates its pages and snippets write, compiled with
 * Tailwind's own engine (v4, the pure-JavaScript `compile()`; no native scanner, candidates come
 * from `class-candidates.ts`). Only the theme and the utilities are imported, never Tailwind's
 * preflight, so Folio's layout keeps its own look: utilities only style the elements that name
 * them. The utilities are left outside any cascade layer so that they compete with Folio's
 * styles by specificity and order (the stylesheet is linked after Folio's), as the platform's
 * do with its own; inside a layer they would lose to every unlayered rule of Folio's.
 *
 * Class names are the author's input: the engine escapes each one in its selector and refuses
 * arbitrary values that would close the rule, and both the number of candidates and the size
 * of the result are bounded here.
 *
 * @module
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Diagnostic } from '../../shared/index.ts';

/** Distinct candidates compiled at most; a real site writes a few thousand. */
export const MAX_CANDIDATES = 20_000;
/** The stylesheet is left out beyond this size. */
export const MAX_STYLESHEET_BYTES = 2_000_000;

/**
 * Dark mode as Folio's layout sets it (`<html data-theme="dark">`, see `theme-script.ts`), and
 * the platform's `primary` colours as Folio's colour variables, so `bg-primary` or
 * `text-primary-dark` follow docs.json `colors` without compiling again when they change.
 */
const INPUT_CSS = `@import "tailwindcss/theme.css" layer(theme);
@import "tailwindcss/utilities.css";
@custom-variant dark (&:where([data-theme=dark], [data-theme=dark] *));
@theme {
  --color-primary: var(--folio-primary);
  --color-primary-light: var(--folio-primary-light);
  --color-primary-dark: var(--folio-primary-dark);
}
`;

/** The stylesheets the input imports, each a file of the `tailwindcss` package. */
const PACKAGE_STYLESHEETS = new Set(['tailwindcss/theme.css', 'tailwindcss/utilities.css']);

export interface TailwindResult {
  /** The stylesheet; undefined when no candidate is a Tailwind class (or it grew too large). */
  css: string | undefined;
  diagnostics: Diagnostic[];
}

type Compiler = Awaited<ReturnType<typeof import('tailwindcss').compile>>;
let compiler: Promise<Compiler> | undefined;

/** The engine with Folio's input, made once per process (it reads the theme, about 20 kB). */
function tailwindCompiler(): Promise<Compiler> {
  compiler ??= (async () => {
    const require = createRequire(import.meta.url);
    const packageFolder = path.dirname(require.resolve('tailwindcss/package.json'));
    const { compile } = await import('tailwindcss');
    return compile(INPUT_CSS, {
      base: packageFolder,
      loadStylesheet: async (id) => {
        if (!PACKAGE_STYLESHEETS.has(id)) throw new Error(`Unexpected stylesheet import: ${id}`);
        const file = path.join(packageFolder, id.slice('tailwindcss/'.length));
        return { path: file, base: packageFolder, content: await readFile(file, 'utf8') };
      },
    });
  })();
  compiler.catch(() => (compiler = undefined));
  return compiler;
}

/**
 * Compiles `candidates` (each class name once). Candidates that are not Tailwind classes (the
 * site's own CSS classes, words of a code sample) produce nothing.
 */
export async function tailwindStylesheet(candidates: Iterable<string>): Promise<TailwindResult> {
  const diagnostics: Diagnostic[] = [];
  let list = [...new Set(candidates)].sort();
  if (list.length === 0) return { css: undefined, diagnostics };
  if (list.length > MAX_CANDIDATES) {
    diagnostics.push({
      severity: 'warning',
      code: 'tailwind-too-many-classes',
      message: `The site's pages and snippets name ${String(list.length)} distinct classes; only the first ${String(MAX_CANDIDATES)} (in alphabetical order) are compiled with Tailwind`,
      hint: 'Classes are read from class and className attributes: move repeated markup into a snippet, or style it with a CSS file.',
    });
    list = list.slice(0, MAX_CANDIDATES);
  }
  // Every build of the engine adds to the same set, so each site starts from a fresh compile.
  compiler = undefined;
  const css = (await tailwindCompiler()).build(list);
  if (!/\{/.test(css.replace(/^\/\*![^]*?\*\/\s*/, '').replace(/@layer properties;/, ''))) {
    return { css: undefined, diagnostics };
  }
  const bytes = Buffer.byteLength(css);
  if (bytes > MAX_STYLESHEET_BYTES) {
    diagnostics.push({
      severity: 'warning',
      code: 'tailwind-too-large',
      message: `The Tailwind stylesheet of the site's classes is ${String(Math.round(bytes / 1000))} kB, more than the ${String(MAX_STYLESHEET_BYTES / 1_000_000)} MB allowed; it is left out`,
      hint: 'Use fewer distinct arbitrary values (w-[…], bg-[…]), or move the styles into a CSS file.',
    });
    return { css: undefined, diagnostics };
  }
  return { css, diagnostics };
}
