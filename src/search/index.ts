/**
 * Full-text search over a docs site, the same in the browser and on the server: pages split by
 * heading go in (`SearchDocument`), one index per (language, version) comes out, is written as
 * compact JSON for the browser and answers `query()` with ranked, snippeted hits.
 *
 * ```ts
 * const indexes = buildSearchIndexes(documents);          // at build time
 * // or, keeping each page's segment for the next build:
 * const same = joinSegments(documents.map(pageSegment));
 * // or updating the indexes an earlier build kept, where few pages changed:
 * const files = indexFiles(pages, { cached, loadSegments });
 * for (const index of indexes) write(`${index.key}.json`, serializeIndex(index));
 * const index = loadSearchIndex(await response.text());  // in the browser
 * const hits = query(index, 'quickstart', { limit: 8 });
 * ```
 *
 * Nothing here touches Node built-ins or global state.
 *
 * @module
 */
export type { QueryOptions, SearchDocument, SearchHit, SearchSection } from './types.ts';
export type { SearchIndex } from './search-engine.ts';
export { buildSearchIndexes, isSearchable, joinSegments } from './build-search-indexes.ts';
export { pageSegment } from './page-segment.ts';
export type { PageSegment, SegmentPage } from './page-segment.ts';
export type { RecordPostings } from './index-records.ts';
export { eachIndexFile, indexFiles, segmentFingerprint } from './index-files.ts';
export {
  cachedIndexFile,
  cachedIndexFileBytes,
  knownIndexText,
  cachedIndexFromText,
  cachedIndexReading,
  DamagedIndexError,
} from './cached-index.ts';
export type { CachedIndexMeta } from './cached-index.ts';
export type {
  IndexFile,
  IndexFilesOptions,
  IndexPage,
  CachedIndex,
  SegmentFingerprint,
} from './index-files.ts';
export { searchIndexKey } from './search-index-key.ts';
export {
  loadSearchIndex,
  searchIndexOf,
  SearchIndexFormatError,
  SERIALIZED_TEXT_LENGTH,
  serializedIndex,
  serializeIndex,
} from './serialize-index.ts';
export type { SerializedIndex, SerializeOptions } from './serialize-index.ts';
export { DEFAULT_LIMIT, DEFAULT_PER_PAGE, query } from './query.ts';
export { findMatchRanges } from './find-matches.ts';
export { expandTerm } from './expand-term.ts';
export { foldText } from './fold-text.ts';
export { tokenize } from './tokenize.ts';
export type { TextRange } from './find-matches.ts';
export { isSplitManifest, SPLIT_INDEX_FORMAT, splitFileTexts, splitIndex } from './split-index.ts';
export type {
  SectionShard,
  SplitFiles,
  SplitManifest,
  SplitOptions,
  TermShard,
} from './split-index.ts';
export { sectionShardPath, termShardPath } from './split-index.ts';
export { updateSplit } from './split-update.ts';
export type { IndexChange, ReusedShard, SplitUpdate } from './split-update.ts';
export { joinSplitIndex, readSplitIndex } from './join-split-index.ts';
export { openSearchIndex, SplitSearch } from './split-search.ts';
export type { ReadSplitFile, Searcher, SplitQueryOptions } from './split-search.ts';
