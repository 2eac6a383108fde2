/**
 * `folio dev`: the live-preview server. Pages render on request (the first page is fast however
 * large the site), the docs folder is watched, browsers reload when what they show changes, and
 * pages with errors show them in place, positioned, while the rest of the site keeps working.
 *
 * ```ts
 * const server = await startDevServer({ root: 'docs', port: 0, onLog: console.log });
 * await fetch(server.url);
 * await server.close();
 * ```
 *
 * Importing this module loads only Node built-ins and small helpers: the renderer (MDX, shiki,
 * React) loads once the server listens.
 *
 * @module
 */
export { startDevServer } from './dev-server.ts';
export type { DevServer, DevServerOptions } from './dev-server.ts';
export { contentType, resolveFile, serveStatic } from './serve-static.ts';
export type { StaticServer } from './serve-static.ts';
