/**
 * The pieces mint.json's navigation is converted from: its tabs and anchors (divisions) and its
 * groups, and how groups are split among divisions by page prefix (the longest matching URL
 * wins). Used by ./convert-mint-navigation.ts.
 *
 * @module
 */
import { isObject, text } from './conversion.ts';
import type { Conversion, MintObject } from './conversion.ts';

export type Kind = 'tabs' | 'anchors';

/** A tab or anchor of mint.json, with where it sits. */
export interface Division {
  source: MintObject;
  index: number;
  name: string;
  url: string;
  version: string | undefined;
}

/** A group of mint.json, or the part of it that one division owns: entries by index. */
export interface GroupPart {
  source: MintObject;
  /** The group's `pages` array in mint.json. */
  pages: readonly unknown[];
  entries: { index: number; value: string | GroupPart }[];
}

/** A created tab or anchor with the index of its mint.json entry (-1 for the primary one). */
export interface Placed {
  entry: MintObject;
  index: number;
}

/** A top-level group part with its index in mint.json's `navigation`. */
export interface TopPart {
  index: number;
  part: GroupPart;
}

export const trimSlashes = (path: string): string =>
  path.replace(/^\.?\/+/, '').replace(/\/+$/, '');

export function isUnder(page: string, url: string): boolean {
  const path = trimSlashes(page);
  return url === '' || path === url || path.startsWith(`${url}/`);
}

/** A group of mint.json as a part, without the nested groups of other versions. */
export function groupPart(
  group: unknown,
  version: string | undefined,
  path: (string | number)[],
  conversion: Conversion,
): GroupPart | undefined {
  if (!isObject(group)) {
    if (version === undefined)
      conversion.note(path, 'A navigation entry that is not a group; left out');
    return undefined;
  }
  const groupVersion = text(group['version']);
  if (version !== undefined && groupVersion !== undefined && groupVersion !== version)
    return undefined;
  const pages = Array.isArray(group['pages']) ? group['pages'] : [];
  const entries: GroupPart['entries'] = [];
  pages.forEach((page: unknown, index) => {
    if (typeof page === 'string') entries.push({ index, value: page });
    else {
      const nested = groupPart(page, version, [...path, 'pages', index], conversion);
      if (nested) entries.push({ index, value: nested });
    }
  });
  return { source: group, pages, entries };
}

/** The division whose URL holds `path` most closely, if any. */
export function longestMatch(divisions: readonly Division[], path: string): Division | undefined {
  let best: Division | undefined;
  for (const division of divisions) {
    if (isUnder(path, division.url) && (!best || division.url.length > best.url.length)) {
      best = division;
    }
  }
  return best;
}

/** The list kept under `key`, created empty the first time. */
export function listIn<K, V>(map: Map<K, V[]>, key: K): V[] {
  let list = map.get(key);
  if (!list) map.set(key, (list = []));
  return list;
}

/** Splits groups by page prefix: a list per division, and the rest under `undefined`. */
export function split(
  groups: readonly TopPart[],
  divisions: readonly Division[],
): Map<Division | undefined, TopPart[]> {
  const buckets = new Map<Division | undefined, TopPart[]>();
  for (const { index, part } of groups) {
    for (const [owner, piece] of splitPart(part, divisions)) {
      listIn(buckets, owner).push({ index, part: piece });
    }
  }
  return buckets;
}

/** The pieces of a group that each division owns (the rest under `undefined`). */
function splitPart(
  part: GroupPart,
  divisions: readonly Division[],
): Map<Division | undefined, GroupPart> {
  const pieces = new Map<Division | undefined, GroupPart['entries']>();
  for (const entry of part.entries) {
    if (typeof entry.value === 'string') {
      listIn(pieces, longestMatch(divisions, entry.value)).push(entry);
    } else {
      for (const [owner, nested] of splitPart(entry.value, divisions)) {
        listIn(pieces, owner).push({ index: entry.index, value: nested });
      }
    }
  }
  const result = new Map<Division | undefined, GroupPart>();
  for (const [owner, entries] of pieces) {
    result.set(owner, { source: part.source, pages: part.pages, entries });
  }
  return result;
}

/** An anchor color: one hex, or a gradient `{from, to}` whose first color is kept. */
export function anchorColor(color: unknown): { light: string; dark: string } | undefined {
  const hex = typeof color === 'string' ? color : isObject(color) ? text(color['from']) : undefined;
  return hex === undefined ? undefined : { light: hex, dark: hex };
}

export function singular(kind: Kind): 'tab' | 'anchor' {
  return kind === 'tabs' ? 'tab' : 'anchor';
}
