/**
 * The JSON form of an index, fetched by the browser: pages (with breadcrumb trails shared),
 * sections (anchor, heading, snippet text), the record → section table and MiniSearch's own
 * data. `loadSearchIndex` turns it back into a `SearchIndex` that answers exactly as the original.
 *
 * @module
 */
import type { CompactEngine } from './compact-engine.ts';
import { withLazyEngine } from './index-records.ts';
import type { IndexedPage, IndexedSection, SearchIndex } from './search-engine.ts';

/** Written into every serialised index; `loadSearchIndex` refuses any other. */
export const SEARCH_INDEX_FORMAT = 'folio-search-index@1';

/** Thrown by `loadSearchIndex` for text that is not a serialised Folio search index. */
export class SearchIndexFormatError extends Error {
  override readonly name = 'SearchIndexFormatError';
}

/** `[route, title, trail, boost?]`; `trail` points into `trails`, `boost` only when not 1. */
export type PageRow = [string, string, number] | [string, string, number, number];
/** `[page, anchor, heading, text]`; `""` for a missing anchor or heading. */
export type SectionRow = [number, string, string, string];

/** A serialised index as plain data (see {@link serializeIndex}). */
export interface SerializedIndex {
  format: typeof SEARCH_INDEX_FORMAT;
  key: string;
  language?: string;
  version?: string;
  trails: string[][];
  pages: PageRow[];
  sections: SectionRow[];
  records: number[];
  engine: CompactEngine;
}

/** Options of {@link serializeIndex}. */
export interface SerializeOptions {
  /**
   * Most characters of each section's text to keep for snippets (default
   * {@link SERIALIZED_TEXT_LENGTH}); longer text is cut at a word and ends with `…`. The whole
   * text is still searchable: only snippets of matches further in fall back to the start.
   */
  textLength?: number | undefined;
}

/** Default for `SerializeOptions.textLength`. */
export const SERIALIZED_TEXT_LENGTH = 240;

/** The index as compact JSON text (see `loadSearchIndex`). */
export function serializeIndex(index: SearchIndex, options: SerializeOptions = {}): string {
  return JSON.stringify(serializedIndex(index, options));
}

/** The plain data `serializeIndex` writes as JSON. */
export function serializedIndex(
  index: Omit<SearchIndex, 'engine'>,
  options: SerializeOptions = {},
): SerializedIndex {
  const textLength = options.textLength ?? SERIALIZED_TEXT_LENGTH;
  return {
    format: SEARCH_INDEX_FORMAT,
    key: index.key,
    ...(index.language === undefined ? {} : { language: index.language }),
    ...(index.version === undefined ? {} : { version: index.version }),
    ...pageRows(index.pages),
    sections: index.sections.map((section) =>
      sectionRow(section.page, section.anchor, section.heading, section.text, textLength),
    ),
    records: [...index.recordSections],
    engine: index.data,
  };
}

/**
 * A table of breadcrumb trails, each written once: `trailOf` gives a trail's position in
 * `trails`, adding it the first time.
 */
export function trailTable(): { trails: string[][]; trailOf: (breadcrumbs: string[]) => number } {
  const trails: string[][] = [];
  const ids = new Map<string, number>();
  const trailOf = (breadcrumbs: string[]): number => {
    const id = JSON.stringify(breadcrumbs);
    let trail = ids.get(id);
    if (trail === undefined) {
      trail = trails.length;
      trails.push(breadcrumbs);
      ids.set(id, trail);
    }
    return trail;
  };
  return { trails, trailOf };
}

/** The `trails` and `pages` of a serialised index: breadcrumb trails shared, in first use. */
export function pageRows(pages: readonly IndexedPage[]): Pick<SerializedIndex, 'trails' | 'pages'> {
  const { trails, trailOf } = trailTable();
  const rows = pages.map((page): PageRow => {
    const row: PageRow = [page.route, page.title, trailOf(page.breadcrumbs)];
    return page.boost === 1 ? row : [...row, page.boost];
  });
  return { trails, pages: rows };
}

/** A section as a serialised index lists it, its text clipped to `textLength`. */
export function sectionRow(
  page: number,
  anchor: string | undefined,
  heading: string | undefined,
  text: string,
  textLength = SERIALIZED_TEXT_LENGTH,
): SectionRow {
  return [page, anchor ?? '', heading ?? '', clipText(text, textLength)];
}

/** The pages of a serialised index as `loadSearchIndex` gives them back. */
export function indexedPages(data: Pick<SerializedIndex, 'trails' | 'pages'>): IndexedPage[] {
  return data.pages.map(([route, title, trail, boost]): IndexedPage => ({
    route,
    title,
    breadcrumbs: data.trails[trail] ?? [],
    boost: boost ?? 1,
  }));
}

/**
 * Reads an index written by `serializeIndex`. Throws `SearchIndexFormatError` when `json` is not
 * one (or was written by an incompatible version of Folio).
 */
export function loadSearchIndex(json: string): SearchIndex {
  return searchIndexOf(parseSerializedIndex(json));
}

/** The index a serialised index's plain data describes (see {@link serializedIndex}). */
export function searchIndexOf(data: SerializedIndex): SearchIndex {
  const pages = indexedPages(data);
  const sections = data.sections.map(([page, anchor, heading, text]): IndexedSection => ({
    page,
    anchor: anchor === '' ? undefined : anchor,
    heading: heading === '' ? undefined : heading,
    text,
  }));
  return withLazyEngine({
    key: data.key,
    language: data.language,
    version: data.version,
    pages,
    sections,
    recordSections: data.records,
    data: data.engine,
  });
}

/**
 * The plain data of an index written by `serializeIndex`. Throws `SearchIndexFormatError` when
 * `json` is not one.
 */
function parseSerializedIndex(json: string): SerializedIndex {
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch (error) {
    throw new SearchIndexFormatError('The search index is not valid JSON.', { cause: error });
  }
  if (!isSerializedIndex(data)) {
    throw new SearchIndexFormatError(
      `Not a Folio search index (expected format "${SEARCH_INDEX_FORMAT}"). Rebuild the site.`,
    );
  }
  return data;
}

function isSerializedIndex(data: unknown): data is SerializedIndex {
  if (typeof data !== 'object' || data === null) return false;
  const record = data as Record<string, unknown>;
  return (
    record['format'] === SEARCH_INDEX_FORMAT &&
    typeof record['key'] === 'string' &&
    Array.isArray(record['trails']) &&
    Array.isArray(record['pages']) &&
    Array.isArray(record['sections']) &&
    Array.isArray(record['records']) &&
    typeof record['engine'] === 'object' &&
    record['engine'] !== null
  );
}

/** `text` cut to at most `length` characters at a word boundary, `…` marking the cut. */
function clipText(text: string, length: number): string {
  if (text.length <= length) return text;
  const space = text.lastIndexOf(' ', length);
  return `${text.slice(0, space > length / 2 ? space : length).trimEnd()}…`;
}
