/**
 * Every string entry of docs.json's navigation (`pages` items and group `root`s) in document
 * order, with its JSON path, the node that holds it and the chain of nodes above it with their
 * own `openapi` scopes; and the page file a page entry names. This is what migrate-mdx rewrites.
 *
 * @module
 */
import { divisionKindNames, divisionKinds } from '../../config/index.ts';
import type { OpenApiSource } from '../../config/index.ts';
import { isPageFile, normalizePageRef, scopeOf } from '../../navigation/index.ts';
import type { OpenApiScope } from '../../navigation/index.ts';

export type JsonPath = (string | number)[];

/** A navigation level: the navigation object, a group, or a division (tab, anchor, version, ...). */
export interface NavLevel {
  path: JsonPath;
  kind: 'root' | 'group' | 'division';
  /** The label key (`group`, `tab`, `anchor`, ...), after which an `openapi` key is added. */
  labelKey?: string | undefined;
  /** The level's own `openapi`, if it sets one. */
  scope?: OpenApiScope | undefined;
}

export interface NavEntry {
  path: JsonPath;
  value: string;
  /** Position in document order. */
  order: number;
  /** Levels from the navigation object down to the one holding the entry (last). */
  levels: NavLevel[];
}

/** The keys that name a level: a group's title, or a division's label (`tab`, `item`, ...). */
const LABEL_KEYS = ['group', ...divisionKindNames.map((kind) => divisionKinds[kind].label)];

/** Every entry of `navigation`, in document order. */
export function collectNavEntries(navigation: unknown): NavEntry[] {
  const entries: NavEntry[] = [];
  const visit = (node: Record<string, unknown>, path: JsonPath, above: NavLevel[]) => {
    const labelKey = LABEL_KEYS.find((key) => typeof node[key] === 'string');
    const level: NavLevel = {
      path,
      kind: path.length === 1 ? 'root' : labelKey === 'group' ? 'group' : 'division',
      labelKey,
      scope: node['openapi']
        ? scopeOf(node['openapi'] as OpenApiSource, [...path, 'openapi'])
        : undefined,
    };
    const levels = [...above, level];
    for (const [key, value] of Object.entries(node)) {
      if (key === 'global' || key === 'openapi') continue;
      if (key === 'root' && level.kind === 'group' && typeof value === 'string') {
        entries.push({ path: [...path, key], value, order: entries.length, levels });
      } else if (Array.isArray(value)) {
        value.forEach((item: unknown, index) => {
          const itemPath = [...path, key, index];
          if (key === 'pages' && typeof item === 'string') {
            entries.push({ path: itemPath, value: item, order: entries.length, levels });
          } else if (typeof item === 'object' && item !== null && !Array.isArray(item)) {
            visit(item as Record<string, unknown>, itemPath, levels);
          }
        });
      }
    }
  };
  if (typeof navigation === 'object' && navigation !== null && !Array.isArray(navigation)) {
    visit(navigation as Record<string, unknown>, ['navigation'], []);
  }
  return entries;
}

/** The page file an entry names, as navigation finds it: `x.mdx`, `x.md`, `x/index.mdx`, `x/index.md`. */
export function pageFileOf(entry: string, files: ReadonlySet<string>): string | undefined {
  const base = normalizePageRef(entry);
  const candidates =
    base === ''
      ? ['index.mdx', 'index.md']
      : [`${base}.mdx`, `${base}.md`, `${base}/index.mdx`, `${base}/index.md`];
  const file = candidates.find((candidate) => files.has(candidate));
  return file && isPageFile(file) && !file.startsWith('snippets/') ? file : undefined;
}

/** A stable key for a JSON path. */
export function pathKey(path: readonly PropertyKey[]): string {
  return JSON.stringify(path.map((segment) => (typeof segment === 'symbol' ? '' : segment)));
}
