/**
 * Building indexes: pages grouped by (language, version), one `SearchIndex` per group. Each page
 * becomes a segment (a title record plus one record per chunk of each section, see
 * `page-segment.ts`), and each group's index is joined from its pages' segments in order.
 *
 * @module
 */
import { withLazyEngine } from './index-records.ts';
import { PostingsJoiner } from './join-postings.ts';
import { appendText, pageSegment } from './page-segment.ts';
import type { PageSegment } from './page-segment.ts';
import type { IndexedPage, IndexedSection, SearchIndex } from './search-engine.ts';
import type { SearchDocument } from './types.ts';

export { isSearchable } from './page-segment.ts';

/**
 * One index per (language, version) pair found in `docs`, sorted by key. Every pair that occurs
 * gets an index, even when all its pages are hidden (it is then empty), so a page can always
 * fetch the index of its own language and version.
 */
export function buildSearchIndexes(docs: readonly SearchDocument[]): SearchIndex[] {
  return joinSegments(docs.map(pageSegment));
}

/**
 * The indexes of pages given by their segments (see {@link pageSegment}), in page order: exactly
 * what {@link buildSearchIndexes} gives for the pages' documents.
 */
export function joinSegments(segments: readonly PageSegment[]): SearchIndex[] {
  const joiner = new SegmentJoiner();
  for (const segment of segments) joiner.add(segment);
  return joiner.finish();
}

/**
 * Joins page segments added one after another, in page order, into one index per (language,
 * version); {@link SegmentJoiner.finish} gives them, sorted by key.
 */
class SegmentJoiner {
  readonly #groups = new Map<string, GroupJoiner>();

  /** Adds the page of `segment` after those added so far. */
  add(segment: PageSegment): void {
    let group = this.#groups.get(segment.key);
    if (group === undefined) {
      group = new GroupJoiner(segment.key, segment.language, segment.version);
      this.#groups.set(segment.key, group);
    }
    group.add(segment);
  }

  /** One index per (language, version) added, sorted by key. */
  finish(): SearchIndex[] {
    return [...this.#groups.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([, group]) => group.finish());
  }
}

/** The index of one group, its pages added in order (all share one language and version). */
export class GroupJoiner {
  readonly #key: string;
  readonly #language: string | undefined;
  readonly #version: string | undefined;
  readonly #pages: IndexedPage[] = [];
  readonly #sections: IndexedSection[] = [];
  readonly #recordSections: number[] = [];
  readonly #postings = new PostingsJoiner();
  // Sections by route and anchor across the group, so a route listed twice still gives one hit
  // per (route, anchor).
  readonly #pageByRoute = new Map<string, number>();
  readonly #sectionBySlot = new Map<string, number>();

  constructor(key: string, language: string | undefined, version: string | undefined) {
    this.#key = key;
    this.#language = language;
    this.#version = version;
  }

  add({ page: segment }: PageSegment): void {
    if (segment === undefined) return;
    const pages = this.#pages;
    const sections = this.#sections;
    const page = this.#pageByRoute.get(segment.route) ?? pages.length;
    if (page === pages.length) {
      this.#pageByRoute.set(segment.route, page);
      pages.push({
        route: segment.route,
        title: segment.title,
        breadcrumbs: segment.breadcrumbs,
        boost: segment.boost,
      });
    }
    const placed = segment.sections.map((section) => {
      const slot = `${segment.route}\u0000${section.anchor ?? ''}`;
      let index = this.#sectionBySlot.get(slot);
      if (index === undefined) {
        index = sections.length;
        sections.push({ page, anchor: section.anchor, heading: section.heading, text: '' });
        this.#sectionBySlot.set(slot, index);
      }
      appendText(sections, index, section.text);
      return index;
    });
    for (const local of segment.recordSections) this.#recordSections.push(placed[local] ?? 0);
    this.#postings.add(segment.postings);
  }

  finish(): SearchIndex {
    return withLazyEngine({
      key: this.#key,
      language: this.#language,
      version: this.#version,
      pages: this.#pages,
      sections: this.#sections,
      recordSections: this.#recordSections,
      data: this.#postings.finish(),
    });
  }
}
