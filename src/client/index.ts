/**
 * The browser side of a Folio site: the scripts a reader's browser runs. Pages are static HTML
 * (`src/render`); these scripts add the islands on top (navigation and theme, tabs and code
 * copy, the search dialog, the API playground, KaTeX and Mermaid, the Ask AI launcher) and the
 * Ask AI panel itself.
 *
 * A unit of its own, type-checked by `src/client/tsconfig.json` against the DOM library alone,
 * without Node's types, so browser code cannot reach a Node API. It may import only modules
 * that run in both places (`search`, `web`) and npm packages built for the browser.
 *
 * Two entries, each bundled with what it imports into one minified script by one step,
 * `bundleScript` in `src/site/assets.ts` (esbuild):
 * - `main.ts` → the site's script, `_folio/site.<hash>.js`, linked from every page;
 * - `assistant/panel.ts` → `_folio/assistant.<hash>.js`, fetched when the panel first opens;
 * - `islands.ts` → `_folio/islands.<hash>.js`, React and the hydration of interactive page
 *   components, linked only from pages that have some.
 *
 * In a clone the site build bundles the TypeScript on first use (the result is kept in the
 * cache folder). `npm run build` runs the same step ahead and ships the result in the package
 * beside this file's compiled copy (`dist/client/main.bundle.js`,
 * `dist/client/assistant/panel.bundle.js`), so an install needs no bundler.
 *
 * Nothing here runs on import: this file only names the entries for the builder.
 *
 * @module
 */

/** The entry files, without extension (the bundle sits beside them as `<entry>.bundle.js`). */
export const CLIENT_ENTRY_URLS = {
  site: new URL('./main', import.meta.url),
  assistant: new URL('./assistant/panel', import.meta.url),
  islands: new URL('./islands', import.meta.url),
} as const;
