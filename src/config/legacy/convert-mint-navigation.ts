/**
 * mint.json's navigation as docs.json's `navigation` object. In mint.json the sidebar is one
 * flat list of groups, and `tabs` and `anchors` own pages by URL prefix: a tab
 * `{"name": "API", "url": "api-reference"}` holds every page under `api-reference/`, and the
 * pages no tab owns form a first, primary tab (`primaryTab`, else "Documentation"; for anchors
 * `topAnchor`). docs.json nests instead, so the groups are split by prefix (the longest
 * matching URL wins; a group whose pages go to two tabs appears in both, with its own pages
 * each). Tabs or anchors that link outside the site become `navigation.global` links. Groups
 * with a `version` appear only in that version; `versions` with a `locale` become `languages`.
 *
 * @module
 */
import { Conversion, defined, icon, isObject, isRemoteUrl, text } from './conversion.ts';
import type { MintObject } from './conversion.ts';
import {
  anchorColor,
  groupPart,
  listIn,
  longestMatch,
  singular,
  split,
  trimSlashes,
} from './mint-groups.ts';
import type { Division, GroupPart, Kind, Placed, TopPart } from './mint-groups.ts';

export function convertMintNavigation(mint: MintObject, conversion: Conversion): unknown {
  const groups = mint['navigation'];
  if (!Array.isArray(groups)) {
    if (groups !== undefined) {
      conversion.note(['navigation'], '"navigation" must be an array of groups; left out');
    }
    return undefined;
  }
  return new NavigationConverter(mint, groups, conversion).convert();
}

class NavigationConverter {
  readonly #mint: MintObject;
  readonly #groups: readonly unknown[];
  readonly #conversion: Conversion;
  readonly #divisions: Record<Kind, Division[]>;
  readonly #global: Record<Kind, Division[]> = { tabs: [], anchors: [] };

  constructor(mint: MintObject, groups: readonly unknown[], conversion: Conversion) {
    this.#mint = mint;
    this.#groups = groups;
    this.#conversion = conversion;
    this.#divisions = { tabs: this.#read('tabs'), anchors: this.#read('anchors') };
  }

  convert(): MintObject {
    const navigation: MintObject = this.#conversion.fromObject({}, this.#mint, {
      groups: 'navigation',
      tabs: 'tabs',
      anchors: 'anchors',
      versions: 'versions',
      languages: 'versions',
      global: this.#global.anchors.length > 0 ? 'anchors' : 'tabs',
    });
    const versions = Array.isArray(this.#mint['versions']) ? this.#mint['versions'] : [];
    if (versions.length > 0) Object.assign(navigation, this.#versions(versions));
    else Object.assign(navigation, this.#level(undefined));
    const global = defined({
      tabs: this.#globalLinks('tabs'),
      anchors: this.#globalLinks('anchors'),
    });
    if (Object.keys(global).length > 0) navigation['global'] = global;
    return navigation;
  }

  /** The tabs or anchors of mint.json; links outside the site go to `#global`. */
  #read(kind: Kind): Division[] {
    const list = this.#mint[kind];
    if (!Array.isArray(list)) return [];
    const local: Division[] = [];
    list.forEach((source: unknown, index) => {
      if (!isObject(source)) return;
      const url = text(source['url']) ?? '';
      const division = {
        source,
        index,
        name: text(source['name']) ?? '',
        url: trimSlashes(url),
        version: text(source['version']),
      };
      if (isRemoteUrl(url)) this.#global[kind].push(division);
      else if (division.url === '') {
        this.#conversion.note(
          [kind, index, 'url'],
          `${singular(kind)} "${division.name}" has no "url"; left out`,
        );
      } else local.push(division);
    });
    return local;
  }

  #globalLinks(kind: Kind): MintObject[] | undefined {
    const links = this.#global[kind];
    if (links.length === 0) return undefined;
    const array = links.map(({ source, name }) =>
      this.#conversion.fromObject(
        defined({
          [singular(kind)]: name,
          href: text(source['url']),
          icon: icon(source['icon'], source['iconType']),
          color: anchorColor(source['color']),
          hidden: source['isDefaultHidden'] === true ? true : undefined,
        }),
        source,
        { [singular(kind)]: 'name', href: 'url', hidden: 'isDefaultHidden' },
      ),
    );
    return this.#conversion.fromArray(
      array,
      this.#mint[kind] as unknown[],
      links.map((link) => link.index),
    );
  }

  #versions(versions: readonly unknown[]): MintObject {
    const isLocale = versions.every((v) => isObject(v) && typeof v['locale'] === 'string');
    const entries = versions.map((version) => {
      const source = isObject(version) ? version : undefined;
      const name = typeof version === 'string' ? version : (text(source?.['name']) ?? '');
      const label = isLocale ? { language: source?.['locale'] } : { version: name };
      const url = text(source?.['url']);
      const entry = defined({
        ...label,
        default: source?.['default'] === true ? true : undefined,
        ...(url === undefined ? this.#level(name) : { href: url }),
      });
      // A version given as a bare name has no object of its own: its children are placed
      // through the top level of mint.json, where the groups they hold are written.
      return source
        ? this.#conversion.fromObject(entry, source, {
            version: 'name',
            language: 'locale',
            href: 'url',
          })
        : this.#conversion.fromObject(entry, this.#mint, {
            version: 'versions',
            groups: 'navigation',
          });
    });
    const placed = this.#conversion.fromArray(
      entries,
      versions,
      versions.map((_, index) => index),
    );
    return { [isLocale ? 'languages' : 'versions']: placed };
  }

  /** The navigation of one version (or of the whole site): groups split among tabs and anchors. */
  #level(version: string | undefined): MintObject {
    const inScope = (d: Division) =>
      d.version === undefined || version === undefined || d.version === version;
    const tabs = this.#divisions.tabs.filter(inScope);
    const anchors = this.#divisions.anchors.filter(inScope);
    const groups = this.#topGroups(version);
    if (tabs.length === 0 && anchors.length === 0) return { groups: this.#materializeTop(groups) };
    const [outerKind, outer, innerKind, inner]: [Kind, Division[], Kind, Division[]] =
      tabs.length > 0 ? ['tabs', tabs, 'anchors', anchors] : ['anchors', anchors, 'tabs', tabs];
    // Each inner division goes in the outer one whose URL holds its URL, else in the primary.
    const innerOf = new Map<Division | undefined, Division[]>();
    for (const division of inner) listIn(innerOf, longestMatch(outer, division.url)).push(division);
    const buckets = split(groups, outer);
    const entries: Placed[] = outer.flatMap((division) => {
      const owned = listIn(buckets, division);
      const entry = this.#division(
        outerKind,
        division,
        this.#content(owned, innerKind, listIn(innerOf, division)),
      );
      return entry ? [{ entry, index: division.index }] : [];
    });
    const rest = listIn(buckets, undefined);
    const primaryInner = listIn(innerOf, undefined);
    if (rest.length > 0 || primaryInner.length > 0) {
      const primary = this.#primary(outerKind, this.#content(rest, innerKind, primaryInner));
      entries.unshift({ entry: primary, index: -1 });
    }
    return { [outerKind]: this.#placed(outerKind, entries) };
  }

  /** A division's children: its groups, or its groups split among the divisions inside it. */
  #content(groups: TopPart[], kind: Kind, divisions: Division[]): MintObject {
    if (divisions.length === 0) return { groups: this.#materializeTop(groups) };
    const buckets = split(groups, divisions);
    const entries: Placed[] = divisions.flatMap((division) => {
      const owned = this.#materializeTop(listIn(buckets, division));
      const entry = this.#division(kind, division, { groups: owned });
      return entry ? [{ entry, index: division.index }] : [];
    });
    const rest = listIn(buckets, undefined);
    if (rest.length > 0) {
      const primary = this.#primary(kind, { groups: this.#materializeTop(rest) });
      entries.unshift({ entry: primary, index: -1 });
    }
    return { [kind]: this.#placed(kind, entries) };
  }

  /** The entries as an array placed over mint.json's `tabs` or `anchors` (the primary: its start). */
  #placed(kind: Kind, entries: Placed[]): MintObject[] {
    const array = entries.map(({ entry }) => entry);
    const source = this.#mint[kind];
    if (!Array.isArray(source)) return array;
    return this.#conversion.fromArray(
      array,
      source,
      entries.map(({ index }) => index),
    );
  }

  #division(kind: Kind, division: Division, content: MintObject): MintObject | undefined {
    const { source, name, url } = division;
    const openapi = text(source['openapi']);
    const empty = Array.isArray(content['groups']) && content['groups'].length === 0;
    if (empty && openapi === undefined) {
      this.#conversion.note(
        [kind, division.index],
        `${singular(kind)} "${name}" (url "${url}") owns no page of "navigation"; left out`,
        `Add a group whose pages start with "${url}/", or remove the ${singular(kind)}.`,
      );
      return undefined;
    }
    const entry = defined({
      [singular(kind)]: name,
      icon: kind === 'anchors' ? icon(source['icon'], source['iconType']) : undefined,
      color: kind === 'anchors' ? anchorColor(source['color']) : undefined,
      hidden: source['isDefaultHidden'] === true ? true : undefined,
      openapi: openapi === undefined ? undefined : { source: openapi, directory: url },
      ...(empty ? {} : content),
    });
    return this.#conversion.fromObject(entry, source, {
      [singular(kind)]: 'name',
      hidden: 'isDefaultHidden',
    });
  }

  /** The first tab or anchor, holding what no other owns (`primaryTab`, `topAnchor`). */
  #primary(kind: Kind, content: MintObject): MintObject {
    const key = kind === 'tabs' ? 'primaryTab' : 'topAnchor';
    const source = isObject(this.#mint[key]) ? this.#mint[key] : undefined;
    const name = text(source?.['name']) ?? 'Documentation';
    const entry =
      kind === 'tabs'
        ? defined({ tab: name, hidden: source?.['isDefaultHidden'] === true ? true : undefined })
        : defined({
            anchor: name,
            icon: source ? icon(source['icon'], source['iconType']) : 'book-open',
          });
    Object.assign(entry, content);
    return source
      ? this.#conversion.fromObject(entry, source, {
          tab: 'name',
          anchor: 'name',
          hidden: 'isDefaultHidden',
        })
      : this.#conversion.fromObject(entry, this.#mint, {
          groups: 'navigation',
          tabs: 'tabs',
          anchors: 'anchors',
        });
  }

  /** The top-level groups of one version, as parts holding all their pages. */
  #topGroups(version: string | undefined): TopPart[] {
    const parts: TopPart[] = [];
    this.#groups.forEach((group, index) => {
      const part = groupPart(group, version, [`navigation`, index], this.#conversion);
      if (part) parts.push({ index, part });
    });
    return parts;
  }

  #materializeTop(parts: TopPart[]): MintObject[] {
    const groups = parts.map(({ part }) => this.#materialize(part));
    return this.#conversion.fromArray(
      groups,
      this.#groups,
      parts.map((p) => p.index),
    );
  }

  #materialize(part: GroupPart): MintObject {
    const pages = part.entries.map(({ value }) =>
      typeof value === 'string' ? value : this.#materialize(value),
    );
    this.#conversion.fromArray(
      pages,
      part.pages,
      part.entries.map((e) => e.index),
    );
    const { source } = part;
    return this.#conversion.fromObject(
      defined({
        group: source['group'],
        icon: icon(source['icon'], source['iconType']),
        public: typeof source['public'] === 'boolean' ? source['public'] : undefined,
        pages,
      }),
      source,
    );
  }
}
