/**
 * Building indexes: pages grouped by (language, version), one `SearchIndex` per group; each page
 * becomes a title record plus one record per chunk of each section.
 *
 * @module
 */
import { chunkCollapsed, collapseWhitespace } from './chunk-text.ts';
import { indexRecords, withLazyEngine } from './index-records.ts';
import type { IndexedPage, IndexedSection, SearchIndex, SearchRecord } from './search-engine.ts';
import { searchIndexKey } from './search-index-key.ts';
import type { SearchDocument } from './types.ts';

/**
 * Whether a page goes into the index: visible pages, and hidden ones marked `searchable`;
 * never a page marked `searchable: false`.
 */
export function isSearchable(doc: SearchDocument): boolean {
  if (doc.searchable === false) return false;
  return doc.hidden !== true || doc.searchable === true;
}

/**
 * One index per (language, version) pair found in `docs`, sorted by key. Every pair that occurs
 * gets an index, even when all its pages are hidden (it is then empty), so a page can always
 * fetch the index of its own language and version.
 */
export function buildSearchIndexes(docs: readonly SearchDocument[]): SearchIndex[] {
  const groups = new Map<string, SearchDocument[]>();
  for (const doc of docs) {
    const key = searchIndexKey(doc.language, doc.version);
    const group = groups.get(key);
    if (group) group.push(doc);
    else groups.set(key, [doc]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, group]) => buildSearchIndex(key, group));
}

/** Builds the index of one group; `group` is non-empty and shares one language and version. */
function buildSearchIndex(key: string, group: readonly SearchDocument[]): SearchIndex {
  const first = group[0];
  const pages: IndexedPage[] = [];
  const sections: IndexedSection[] = [];
  const recordSections: number[] = [];
  const records: SearchRecord[] = [];
  const addRecord = (section: number, fields: Omit<SearchRecord, 'id'>): void => {
    records.push({ id: records.length, ...fields });
    recordSections.push(section);
  };

  // Sections by route and anchor across the group, so a route listed twice still gives one hit
  // per (route, anchor).
  const pageByRoute = new Map<string, number>();
  const sectionBySlot = new Map<string, number>();
  for (const doc of group) {
    if (!isSearchable(doc)) continue;
    const page = pageByRoute.get(doc.route) ?? pages.length;
    if (page === pages.length) {
      pageByRoute.set(doc.route, page);
      pages.push({
        route: doc.route,
        title: doc.title,
        breadcrumbs: doc.breadcrumbs,
        boost: pageBoost(doc.boost),
      });
    }
    const sectionFor = (anchor: string | undefined, heading: string | undefined): number => {
      const slot = `${doc.route}\u0000${anchor ?? ''}`;
      const known = sectionBySlot.get(slot);
      if (known !== undefined) return known;
      sections.push({ page, anchor, heading, text: '' });
      sectionBySlot.set(slot, sections.length - 1);
      return sections.length - 1;
    };

    const description = collapseWhitespace(doc.description ?? '');
    const head = sectionFor(undefined, undefined);
    appendText(sections, head, description);
    addRecord(head, { title: doc.title, ...(description ? { body: description } : {}) });

    for (const section of doc.sections) {
      const heading = section.heading?.trim() || undefined;
      const clean = collapseWhitespace(section.text);
      const chunks = chunkCollapsed(clean);
      if (heading === undefined && chunks.length === 0) continue;
      const index = sectionFor(section.anchor, heading);
      appendText(sections, index, clean);
      const shared = { page: doc.title, ...(heading === undefined ? {} : { heading }) };
      if (chunks.length === 0) addRecord(index, shared);
      for (const chunk of chunks) addRecord(index, { ...shared, body: chunk });
    }
  }

  return withLazyEngine({
    key,
    language: first?.language,
    version: first?.version,
    pages,
    sections,
    recordSections,
    data: indexRecords(records),
  });
}

function appendText(sections: IndexedSection[], index: number, text: string): void {
  const section = sections[index];
  if (section === undefined || text === '') return;
  section.text = section.text === '' ? text : `${section.text} ${text}`;
}

/** A usable multiplier: positive and finite, else 1. */
function pageBoost(boost: number | undefined): number {
  return boost !== undefined && Number.isFinite(boost) && boost > 0 ? boost : 1;
}
