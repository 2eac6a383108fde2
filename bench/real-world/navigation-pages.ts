/**
 * The pages a real-world docs folder's navigation names, read straight from its docs.json (or
 * legacy mint.json) without Folio's config engine: the corpus measures Folio, so the count it
 * compares Folio's build against must not come from Folio. Every string in a `pages` array and
 * every `root` counts once, across all languages, versions and tabs; `$ref` includes are
 * followed. Entries of the `METHOD /path` form are endpoint pages generated from an OpenAPI
 * spec: they are counted apart, since the file a build writes for them has no name to predict.
 *
 * @module
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'jsonc-parser';

export interface NavigationPages {
  /** Which config file was read: `docs.json` or `mint.json`. */
  format: 'docs.json' | 'mint.json';
  /** Page paths (no leading slash, no extension), each once. */
  pages: string[];
  /** `METHOD /path` entries, each once. */
  endpoints: string[];
}

const endpointEntry = /^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS|TRACE|WEBHOOK)\s/i;

/** The config file of `folder`: docs.json first, then mint.json; undefined when neither. */
export function configFile(folder: string): string | undefined {
  for (const name of ['docs.json', 'mint.json']) {
    const file = path.join(folder, name);
    if (existsSync(file)) return file;
  }
  return undefined;
}

/** Reads `file` as JSON, replacing each `{"$ref": "x.json"}` with that file's content. */
function readWithRefs(file: string, depth = 0): unknown {
  // Lenient like the platform: comments and trailing commas are accepted.
  const value: unknown = parse(readFileSync(file, 'utf8'), [], { allowTrailingComma: true });
  return resolveRefs(value, path.dirname(file), depth);
}

function resolveRefs(value: unknown, base: string, depth: number): unknown {
  if (Array.isArray(value)) return value.map((item) => resolveRefs(item, base, depth));
  if (typeof value !== 'object' || value === null) return value;
  const record = value as Record<string, unknown>;
  const ref = record['$ref'];
  if (typeof ref === 'string' && depth < 10 && !ref.startsWith('#')) {
    const target = path.resolve(base, ref);
    if (existsSync(target)) {
      const included = readWithRefs(target, depth + 1);
      const rest = Object.fromEntries(Object.entries(record).filter(([key]) => key !== '$ref'));
      if (typeof included === 'object' && included !== null && !Array.isArray(included)) {
        return { ...(included as Record<string, unknown>), ...rest };
      }
      return included;
    }
  }
  return Object.fromEntries(
    Object.entries(record).map(([key, child]) => [key, resolveRefs(child, base, depth)]),
  );
}

function collect(value: unknown, pages: Set<string>, endpoints: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) collect(item, pages, endpoints);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  for (const [key, child] of Object.entries(value)) {
    if (key === 'pages' && Array.isArray(child)) {
      for (const item of child) {
        if (typeof item === 'string') add(item, pages, endpoints);
        else collect(item, pages, endpoints);
      }
    } else if (key === 'root' && typeof child === 'string') add(child, pages, endpoints);
    else if (typeof child === 'object') collect(child, pages, endpoints);
  }
}

function add(entry: string, pages: Set<string>, endpoints: Set<string>): void {
  const trimmed = entry.trim();
  if (trimmed === '') return;
  if (endpointEntry.test(trimmed)) {
    endpoints.add(trimmed);
    return;
  }
  if (/^[a-z]+:\/\//i.test(trimmed)) return;
  const page = trimmed.replace(/^\/+/, '').replace(/\.mdx?$/, '');
  pages.add(page === '' ? 'index' : page);
}

/** The navigation pages of the docs folder `folder`, or undefined when it has no config file. */
export function navigationPages(folder: string): NavigationPages | undefined {
  const file = configFile(folder);
  if (file === undefined) return undefined;
  const config = readWithRefs(file) as Record<string, unknown>;
  const pages = new Set<string>();
  const endpoints = new Set<string>();
  // mint.json keeps its navigation (an array of groups) and its tabs/anchors apart; docs.json
  // keeps everything under `navigation`. Reading only those keys skips unrelated `pages` keys.
  collect(config['navigation'], pages, endpoints);
  return {
    format: path.basename(file) === 'mint.json' ? 'mint.json' : 'docs.json',
    pages: [...pages],
    endpoints: [...endpoints],
  };
}

/**
 * Whether the docs folder `folder` has a source file for `page` (`page.mdx`, `page.md` or an
 * `index` file in the folder `page`). The platform leaves out entries without one, so a build
 * cannot be asked to write them.
 */
export function pageHasFile(folder: string, page: string): boolean {
  return ['.mdx', '.md', '/index.mdx', '/index.md'].some((ending) =>
    existsSync(path.join(folder, `${page}${ending}`)),
  );
}

/** Whether a build in `outDir` wrote page `page` (as `page/index.html`, `page.html` or `index.html`). */
export function pageWritten(outDir: string, page: string): boolean {
  if (page === 'index') return existsSync(path.join(outDir, 'index.html'));
  const bare = page.replace(/\/index$/, '');
  return (
    existsSync(path.join(outDir, bare, 'index.html')) ||
    existsSync(path.join(outDir, `${bare}.html`))
  );
}
