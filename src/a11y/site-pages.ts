/**
 * The pages of a built site that `folio a11y` opens: every HTML file Folio rendered (its
 * `generator` meta tag tells them apart from redirect stubs, navigation fragments and HTML files
 * copied from the docs folder), as the routes a reader visits, optionally narrowed by
 * `--pages` patterns.
 *
 * @module
 */
import { open, readdir } from 'node:fs/promises';
import path from 'node:path';

/** Folio's pages say so in their head; redirect pages and copied files do not. */
const GENERATOR = '<meta name="generator" content="Folio"';

/** How much of a file's start to read for its head. */
const HEAD_BYTES = 4096;

/** The route of a built file: `guides/setup/index.html` → `/guides/setup`. */
export function routeOf(file: string): string {
  const posix = file.split(path.sep).join('/');
  if (posix === 'index.html') return '/';
  if (posix.endsWith('/index.html')) return `/${posix.slice(0, -'/index.html'.length)}`;
  return `/${posix}`;
}

async function startOf(file: string): Promise<string> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead).toString('utf8');
  } finally {
    await handle.close();
  }
}

/** The routes of the pages Folio rendered into `outDir`, sorted. */
export async function sitePages(outDir: string): Promise<string[]> {
  const files = (await readdir(outDir, { recursive: true })).filter(
    (file) => file.endsWith('.html') && !file.split(path.sep).includes('_folio'),
  );
  const routes: string[] = [];
  for (const file of files) {
    if ((await startOf(path.join(outDir, file))).includes(GENERATOR)) routes.push(routeOf(file));
  }
  return routes.sort((a, b) => a.localeCompare(b));
}

/**
 * A route pattern as a regular expression: `*` stands for any text inside one path segment,
 * `**` for any text across segments; a trailing slash and a missing leading one do not matter
 * (`guides/*` matches `/guides/setup`, `/api/**` matches `/api/users/create`).
 */
export function routePattern(pattern: string): RegExp {
  const trimmed = pattern
    .trim()
    .replace(/^\/*/, '/')
    .replace(/(.)\/+$/, '$1');
  let source = '';
  for (let index = 0; index < trimmed.length; index++) {
    const char = trimmed.charAt(index);
    if (char === '*' && trimmed.charAt(index + 1) === '*') {
      // `/**` also matches the folder itself: `/api/**` takes `/api`.
      if (source.endsWith('/')) source = `${source.slice(0, -1)}(?:/.*)?`;
      else source += '.*';
      index++;
    } else if (char === '*') source += '[^/]*';
    else source += char.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

/** The routes matching any of `patterns` (comma-separated in `--pages`). */
export function selectPages(routes: readonly string[], patterns: readonly string[]): string[] {
  const expressions = patterns.map(routePattern);
  return routes.filter((route) => expressions.some((expression) => expression.test(route)));
}
