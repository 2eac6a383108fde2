/**
 * The site's shared files: one stylesheet (all of `styles/`), one script (the client islands,
 * bundled and minified by esbuild), both named by content hash so hosts can cache them forever;
 * and, only for sites that use them, KaTeX, Mermaid and the "Ask AI" panel's script (React and
 * the AI SDK's `useChat`, fetched by the browser the first time the panel opens).
 *
 * @module
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_CODE_THEMES, tokenPalette } from '../content/index.ts';
import { engineHash, mermaidFolder } from '../shared/index.ts';
import { CLIENT_ENTRY_URLS } from '../client/index.ts';
import { islandRuntimeUrl, STYLES_FOLDER } from '../render/index.ts';
import type { SiteOutput } from './site-output.ts';

const stylesDir = STYLES_FOLDER;
/** The browser scripts' entry files (`src/client`), without extension (see {@link bundle}). */
export const CLIENT_ENTRIES = {
  site: fileURLToPath(CLIENT_ENTRY_URLS.site),
  assistant: fileURLToPath(CLIENT_ENTRY_URLS.assistant),
  islands: fileURLToPath(CLIENT_ENTRY_URLS.islands),
} as const;
const require = createRequire(import.meta.url);

/** A file of the site's own: its URL (named by content hash) and its text. */
export interface SiteAsset {
  url: string;
  text: string;
}

export interface SiteAssets {
  css: SiteAsset;
  js: SiteAsset;
}

/**
 * Builds the stylesheet and script (once per process). With `cacheFolder`, they are kept there,
 * keyed by the hash of Folio's code, so later builds (other processes too) skip bundling; a
 * process that already has them writes them into each other folder it is given.
 */
export const siteAssets: (cacheFolder?: string) => Promise<SiteAssets> = processAsset(
  'assets',
  buildAssets,
);

/** The "Ask AI" panel's script (once per process; kept in `cacheFolder` like {@link siteAssets}). */
export const assistantPanelAsset: (cacheFolder?: string) => Promise<SiteAsset> = processAsset(
  'assistant-panel',
  buildPanelScript,
);

/**
 * The island runtime (React and hydration, see `src/client/islands.ts`), for sites with
 * interactive components; named by the hash of Folio's code, as pages link it before it is built.
 */
export const islandRuntimeAsset: (cacheFolder?: string) => Promise<SiteAsset> = processAsset(
  'island-runtime',
  async () => ({ url: await islandRuntimeUrl(), text: await bundle(CLIENT_ENTRIES.islands) }),
);

/** An asset made once per process, and kept in each cache folder it is asked for with. */
function processAsset<T>(name: string, build: () => Promise<T>): (folder?: string) => Promise<T> {
  let value: Promise<T> | undefined;
  const inFolders = new Map<string, Promise<T>>();
  return (folder) => {
    if (folder === undefined) return (value ??= build());
    let cached = inFolders.get(folder);
    if (!cached) {
      const known = value;
      cached = fromCache(folder, name, () => known ?? build());
      inFolders.set(folder, cached);
      value ??= cached;
    }
    return cached;
  };
}

/**
 * `build()`'s result, kept in `folder` under `name` and the hash of Folio's code; the files an
 * older Folio kept under `name` are deleted when a new one is written.
 */
async function fromCache<T>(folder: string, name: string, build: () => Promise<T>): Promise<T> {
  const base = `${name}-${(await engineHash()).slice(0, 16)}.json`;
  const file = path.join(folder, base);
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    const assets = await build();
    try {
      await mkdir(folder, { recursive: true });
      await writeFile(file, JSON.stringify(assets));
      const older = new RegExp(`^${name}-[0-9a-f]{16}\\.json$`);
      const names = await readdir(folder);
      await Promise.all(
        names
          .filter((other) => older.test(other) && other !== base)
          .map((other) => rm(path.join(folder, other), { force: true })),
      );
    } catch {
      // A read-only docs folder: build without the cache.
    }
    return assets;
  }
}

async function buildAssets(): Promise<SiteAssets> {
  const [css, js] = await Promise.all([buildStylesheet(), bundle(CLIENT_ENTRIES.site)]);
  return {
    css: { url: `/_folio/site.${hash(css)}.css`, text: css },
    js: { url: `/_folio/site.${hash(js)}.js`, text: js },
  };
}

async function buildPanelScript(): Promise<SiteAsset> {
  const js = await bundle(CLIENT_ENTRIES.assistant);
  return { url: `/_folio/assistant.${hash(js)}.js`, text: js };
}

/** tokens.css first (every other file uses its variables), then the rest by name. */
async function buildStylesheet(): Promise<string> {
  const files = (await readdir(stylesDir)).filter((file) => file.endsWith('.css')).sort();
  const ordered = ['tokens.css', ...files.filter((file) => file !== 'tokens.css')];
  const parts = await Promise.all(
    ordered.map((file) => readFile(path.join(stylesDir, file), 'utf8')),
  );
  const palette = await tokenPalette(DEFAULT_CODE_THEMES.light, DEFAULT_CODE_THEMES.dark);
  return `${parts.join('\n')}\n/* Code token colours (see tokenPalette) */\n${palette.css}\n`;
}

/**
 * One browser script: `entry` and what it imports. The compiled package ships it ready
 * (`<entry>.bundle.js`, made by `npm run build`), so installs need no bundler; a clone bundles
 * the TypeScript with esbuild.
 */
async function bundle(entry: string): Promise<string> {
  try {
    return await readFile(`${entry}.bundle.js`, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  return bundleScript(`${entry}.ts`);
}

/** `entry` and what it imports, minified, React in its production build. */
export async function bundleScript(entry: string): Promise<string> {
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    write: false,
    legalComments: 'none',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  return result.outputFiles[0]?.text ?? '';
}

function hash(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 10);
}

/** Adds KaTeX's script, stylesheet and fonts to the site, under `_folio/katex`. */
export async function addKatex(output: SiteOutput): Promise<void> {
  const dist = path.dirname(require.resolve('katex/dist/katex.min.js'));
  output.copy('_folio/katex/katex.min.js', path.join(dist, 'katex.min.js'));
  // Only woff2 is shipped: every browser that runs the site reads it, and the CSS falls back cleanly.
  const css = await readFile(path.join(dist, 'katex.min.css'), 'utf8');
  output.text(
    '_folio/katex/katex.min.css',
    css.replace(
      /,url\(fonts\/[^)]+\.woff\) format\("woff"\)|,url\(fonts\/[^)]+\.ttf\) format\("truetype"\)/g,
      '',
    ),
  );
  const fonts = (await readdir(path.join(dist, 'fonts'))).filter((font) => font.endsWith('.woff2'));
  for (const font of fonts)
    output.copy(`_folio/katex/fonts/${font}`, path.join(dist, 'fonts', font));
}

/** Adds Mermaid's browser build to the site, under `_folio/mermaid`. */
export function addMermaid(output: SiteOutput): void {
  output.copy('_folio/mermaid/mermaid.min.js', path.join(mermaidFolder(), 'mermaid.min.js'));
}

/**
 * Adds the scripts of interactive components: each page's own (`_folio/islands/<hash>.js`) and,
 * when any page has one, the runtime they all load first. Pages without them add nothing.
 */
export async function addIslands(
  output: SiteOutput,
  pages: readonly { islandScript?: SiteAsset | undefined }[],
  cacheFolder: string | undefined,
): Promise<void> {
  const scripts = pages.flatMap((page) => (page.islandScript ? [page.islandScript] : []));
  if (scripts.length === 0) return;
  const runtime = await islandRuntimeAsset(cacheFolder);
  output.text(runtime.url.slice(1), runtime.text);
  for (const script of scripts) output.text(script.url.slice(1), script.text);
}
