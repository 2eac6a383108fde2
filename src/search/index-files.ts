/**
 * The serialised indexes of a site, updated from the ones an earlier build kept where that is
 * cheaper than joining every page's segment again. Pages are given in order with a hash of their
 * segment; an index whose pages are the same routes in the same order as when it was kept is
 * reused as it was when no hash changed, and patched (see `patch-index.ts`) when some did; any
 * other index is joined from its pages' segments. Whichever way, the text is the same.
 *
 * Segments can be left out of the input (a build cache keeps them on disk): `loadSegments` is
 * asked only for those an index needs.
 *
 * @module
 */
import { GroupJoiner } from './build-search-indexes.ts';
import { cachedIndexOf, cachedIndexText, DamagedIndexError } from './cached-index.ts';
import type { CachedIndex } from './cached-index.ts';
import type { PageSegment, SegmentPage } from './page-segment.ts';
import { addFieldLengths, patchIndex } from './patch-index.ts';
import { serializeIndex } from './serialize-index.ts';
import type { IndexChange } from './split-update.ts';

export type { CachedIndex } from './cached-index.ts';

/** What stands for a page's segment: where it goes and a hash that tells it from others. */
export interface SegmentFingerprint {
  /** The page's index (`PageSegment.key`), with its language and version. */
  key: string;
  language?: string | undefined;
  version?: string | undefined;
  /** The page's route when it is listed in its index (`PageSegment.page`); else absent. */
  route?: string | undefined;
  /** Equal for equal segments, different (in practice) for different ones. */
  hash: string;
}

/** The fingerprint of `segment`, given the hash its caller computed from it. */
export function segmentFingerprint(segment: PageSegment, hash: string): SegmentFingerprint {
  return {
    key: segment.key,
    ...(segment.language === undefined ? {} : { language: segment.language }),
    ...(segment.version === undefined ? {} : { version: segment.version }),
    ...(segment.page === undefined ? {} : { route: segment.page.route }),
    hash,
  };
}

/** A page for {@link indexFiles}: its fingerprint, and its segment unless `loadSegments` has it. */
export interface IndexPage {
  fingerprint: SegmentFingerprint;
  segment?: PageSegment | undefined;
}

/** One index of the site. */
export interface IndexFile {
  key: string;
  /** The index for the browser (section text clipped). */
  text: string;
  /** The same with each section's full text, when asked for. */
  fullText?: string | undefined;
  /** What to keep for the next build; absent when the index cannot be patched later. */
  cached?: CachedIndex | undefined;
  /** When `cached` was patched: the index it was patched from and what changed (see `split-update.ts`). */
  patchedFrom?: { index: CachedIndex; change: IndexChange } | undefined;
}

export interface IndexFilesOptions {
  /** Indexes kept by an earlier build, by key. */
  cached?: ReadonlyMap<string, CachedIndex> | undefined;
  /** Also give each index with its sections' full text (never patched). */
  fullText?: boolean | undefined;
  /** The segments of listed pages given without one, by route (throws when it cannot). */
  loadSegments?: ((routes: readonly string[]) => ReadonlyMap<string, PageSegment>) | undefined;
  /**
   * The segment a page had when its fingerprint's hash was `hash`, if still at hand: patching a kept
   * index is quicker with the earlier segments of the pages that changed.
   */
  earlierSegment?: ((route: string, hash: string) => PageSegment | undefined) | undefined;
}

/**
 * One index per key of `pages` (sorted by key), in page order: what `joinSegments` and
 * `serializeIndex` give for the pages' segments.
 */
export function indexFiles(
  pages: readonly IndexPage[],
  options: IndexFilesOptions = {},
): IndexFile[] {
  return [...eachIndexFile(pages, options)];
}

/**
 * The files of {@link indexFiles}, each made only when the one before was taken: a site with
 * many languages and versions never holds all its indexes at once.
 */
export function* eachIndexFile(
  pages: readonly IndexPage[],
  options: IndexFilesOptions = {},
): Generator<IndexFile, void, undefined> {
  const groups = new Map<string, IndexPage[]>();
  for (const page of pages) {
    const group = groups.get(page.fingerprint.key);
    if (group) group.push(page);
    else groups.set(page.fingerprint.key, [page]);
  }
  const sorted = [...groups.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [key, group] of sorted) yield groupFile(key, group, options);
}

function groupFile(key: string, group: IndexPage[], options: IndexFilesOptions): IndexFile {
  const listed = group.filter((page) => page.fingerprint.route !== undefined);
  const routes = listed.map((page) => page.fingerprint.route ?? '');
  const hashes = listed.map((page) => page.fingerprint.hash);
  const distinct = new Set(routes).size === routes.length;
  const segments = new SegmentSource(listed, options.loadSegments);

  const earlier = options.cached?.get(key);
  if (options.fullText !== true && distinct && earlier && sameList(earlier.routes, routes)) {
    const changed = new Map<number, SegmentPage>();
    hashes.forEach((hash, page) => {
      if (earlier.hashes[page] !== hash) changed.set(page, segments.page(page));
    });
    if (changed.size === 0) return reusedFile(key, earlier);
    const patched = patchedOrDamaged(() =>
      patchIndex(
        earlier,
        changed,
        {
          segmentOf: (page) => segments.page(page),
          earlierOf: (page) =>
            options.earlierSegment?.(routes[page] ?? '', earlier.hashes[page] ?? '')?.page,
        },
        hashes,
      ),
    );
    if (patched) {
      const pages = new Map([...changed].map(([page, segment]) => [page, segment.postings]));
      return {
        key,
        cached: patched,
        patchedFrom: { index: earlier, change: { pages } },
        // Put together only if asked for: an updated split does without it.
        get text() {
          return cachedIndexText(patched);
        },
      };
    }
  }

  const first = group[0]?.fingerprint;
  const joiner = new GroupJoiner(key, first?.language, first?.version);
  const absent: number[] = [];
  const rows: number[][] = [];
  segments.loadAll();
  listed.forEach((_, page) => {
    const segment = segments.segment(page);
    joiner.add(segment);
    if (segment.page) addFieldLengths(segment.page.postings.fieldLengths, rows, absent);
  });
  const index = joiner.finish();
  const cached = distinct ? cachedIndexOf(index, absent, routes, hashes) : undefined;
  return {
    key,
    text: cached ? cachedIndexText(cached) : serializeIndex(index),
    ...(options.fullText === true
      ? { fullText: serializeIndex(index, { textLength: Number.POSITIVE_INFINITY }) }
      : {}),
    ...(cached ? { cached } : {}),
  };
}

/**
 * What `patch` gives, or undefined when the kept index's text turns out not to match its
 * description (read only now, see `cachedIndexReading`): the index is then joined again, as when
 * the kept index does not hang together.
 */
function patchedOrDamaged(patch: () => CachedIndex | undefined): CachedIndex | undefined {
  try {
    return patch();
  } catch (error) {
    if (error instanceof DamagedIndexError) return undefined;
    throw error;
  }
}

/** The file of an index kept as it was: its text is put together only if asked for. */
function reusedFile(key: string, cached: CachedIndex): IndexFile {
  let text: string | undefined;
  return {
    key,
    cached,
    get text() {
      text ??= cachedIndexText(cached);
      return text;
    },
  };
}

/** The segments of a group's listed pages: given, or loaded when asked for. */
class SegmentSource {
  readonly #pages: readonly IndexPage[];
  readonly #load: IndexFilesOptions['loadSegments'];
  readonly #loaded = new Map<string, PageSegment>();

  constructor(pages: readonly IndexPage[], load: IndexFilesOptions['loadSegments']) {
    this.#pages = pages;
    this.#load = load;
  }

  /** Loads every segment not given, in one call (before asking for all of them). */
  loadAll(): void {
    this.#fetch(this.#pages.filter((page) => !page.segment));
  }

  segment(position: number): PageSegment {
    const page = this.#pages[position];
    if (page?.segment) return page.segment;
    const route = page?.fingerprint.route ?? '';
    if (page && !this.#loaded.has(route)) this.#fetch([page]);
    const segment = this.#loaded.get(route);
    if (!segment) throw new Error(`The search segment of ${route} is missing.`);
    return segment;
  }

  /** The listed page of the segment at `position`. */
  page(position: number): SegmentPage {
    const page = this.segment(position).page;
    if (!page) throw new Error(`The search segment of a listed page has no page.`);
    return page;
  }

  #fetch(pages: readonly IndexPage[]): void {
    if (pages.length === 0 || !this.#load) return;
    const routes = pages.map((page) => page.fingerprint.route ?? '');
    for (const [route, segment] of this.#load(routes)) this.#loaded.set(route, segment);
  }
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item, at) => item === b[at]);
}
