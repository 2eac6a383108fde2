/**
 * Searching a split index (see `split-index.ts`) the way the browser does: the manifest first,
 * then only the term shards holding the terms a query reaches and the section shards of the hits
 * shown. The hits are the very ones `query()` gives on the whole index (same order, scores,
 * snippets): the engine here is MiniSearch itself, its term tree built from the whole vocabulary
 * in the order every engine adds terms (so prefix and typo matches come in the same order), with
 * the postings and field lengths of the terms a query reaches filled in as their shards arrive.
 *
 * @module
 */
import MiniSearch from 'minisearch';
import { makeSnippet } from './make-snippet.ts';
import { DEFAULT_LIMIT, DEFAULT_PER_PAGE, MAX_QUERY_LENGTH, query } from './query.ts';
import { rankSections, searchOptions } from './query.ts';
import { engineOptions } from './search-engine.ts';
import type { SearchRecord } from './search-engine.ts';
import { decodeVocabulary, expandRuns, forEachPosting } from './split-encoding.ts';
import { sectionShardPath } from './split-index.ts';
import { isSplitManifest, SPLIT_INDEX_FORMAT, termShardPath } from './split-index.ts';
import type { SectionShard, SplitManifest, TermShard } from './split-index.ts';
import { loadSearchIndex, SearchIndexFormatError } from './serialize-index.ts';
import type { SearchHit } from './types.ts';

/** Reads a file of the split index by its path relative to `_folio/search/`. */
export type ReadSplitFile = (path: string) => Promise<string>;

/** Options of `SplitSearch#query` (as `query()`'s, without a filter). */
export interface SplitQueryOptions {
  limit?: number | undefined;
  perPage?: number | undefined;
}

type Postings = Map<number, Map<number, number>>;

/** The parts of MiniSearch's state filled in as shards arrive (stable since MiniSearch 6). */
interface EngineState {
  _index: {
    get(term: string): Postings | undefined;
    atPrefix(prefix: string): { keys(): Iterable<string> };
    fuzzyGet(term: string, distance: number): Map<string, unknown>;
  };
  _documentIds: Map<number, number>;
  _idToShortId: Map<number, number>;
  _fieldLength: Map<number, number[]>;
}

/** A split index being searched; keeps the shards it fetched. */
export class SplitSearch {
  readonly manifest: SplitManifest;
  readonly #read: ReadSplitFile;
  readonly #vocabulary: string[];
  readonly #recordSections: number[];
  readonly #sectionPages: number[];
  readonly #boosts = new Map<number, number>();
  readonly #engine: MiniSearch<SearchRecord>;
  readonly #state: EngineState;
  readonly #termShards = new Map<number, Promise<void>>();
  readonly #sectionShards = new Map<number, Promise<SectionShard>>();
  readonly #fieldCount: number;

  /** `manifestText` is `_folio/search/{key}.json`; `read` fetches the shards next to it. */
  constructor(manifestText: string, read: ReadSplitFile) {
    let data: unknown;
    try {
      data = JSON.parse(manifestText);
    } catch (error) {
      throw new SearchIndexFormatError('The search index is not valid JSON.', { cause: error });
    }
    if (!isSplitManifest(data)) {
      throw new SearchIndexFormatError('Not a split Folio search index. Rebuild the site.');
    }
    this.manifest = data;
    this.#read = read;
    this.#vocabulary = decodeVocabulary(data.vocabulary);
    this.#recordSections = expandRuns(data.records);
    this.#sectionPages = expandRuns(data.sections);
    for (let i = 0; i + 1 < data.boosts.length; i += 2) {
      this.#boosts.set(data.boosts[i] ?? -1, data.boosts[i + 1] ?? 1);
    }
    this.#fieldCount = Object.keys(data.fieldIds).length;
    this.#engine = MiniSearch.loadJS<SearchRecord>(
      {
        documentCount: data.documentCount,
        nextId: data.documentCount,
        documentIds: {},
        fieldIds: data.fieldIds,
        fieldLength: {},
        averageFieldLength: data.averageFieldLength,
        storedFields: {},
        dirtCount: 0,
        index: this.#vocabulary.map((term) => [term, {}]),
        serializationVersion: 2,
      },
      engineOptions(),
    );
    this.#state = this.#engine as unknown as EngineState;
  }

  /** The hits `query()` gives for `text` on the whole index. */
  async query(text: string, options: SplitQueryOptions = {}): Promise<SearchHit[]> {
    const limit = Math.max(0, Math.floor(options.limit ?? DEFAULT_LIMIT));
    const perPage = Math.max(1, Math.floor(options.perPage ?? DEFAULT_PER_PAGE));
    if (limit === 0 || text.trim() === '') return [];
    const searched = text.slice(0, MAX_QUERY_LENGTH);
    const search = searchOptions((record) => this.#boostOf(record));
    await this.#loadTerms(this.reachedTerms(searched));
    const ranked = rankSections(this.#engine.search(searched, search), this.#recordSections);

    const chosen: typeof ranked = [];
    const hitsPerPage = new Map<number, number>();
    for (const entry of ranked) {
      if (chosen.length >= limit) break;
      const page = this.#sectionPages[entry[0]];
      if (page === undefined) continue;
      const count = hitsPerPage.get(page) ?? 0;
      if (count >= perPage) continue;
      hitsPerPage.set(page, count + 1);
      chosen.push(entry);
    }
    const { language, version } = this.manifest;
    return Promise.all(
      chosen.map(async ([sectionIndex, { score, terms }]): Promise<SearchHit> => {
        const shard = await this.#sectionShard(sectionIndex);
        const start = this.manifest.sectionShards[this.#sectionShardOf(sectionIndex)] ?? 0;
        const [pageIndex, anchor, heading, sectionText] = shard.sections[sectionIndex - start] ?? [
          0,
          '',
          '',
          '',
        ];
        const [route, title, trail] = shard.pages[pageIndex - shard.firstPage] ?? ['', '', 0];
        return {
          route,
          ...(anchor === '' ? {} : { anchor }),
          title,
          ...(heading === '' ? {} : { heading }),
          breadcrumbs: shard.trails[trail] ?? [],
          snippet: makeSnippet(sectionText, terms),
          score,
          ...(version === undefined ? {} : { version }),
          ...(language === undefined ? {} : { language }),
          terms: [...terms],
        };
      }),
    );
  }

  /**
   * The vocabulary terms a search for `text` can reach, as MiniSearch finds them: each query
   * term exactly, by prefix and by typo where `searchOptions` allow.
   */
  reachedTerms(text: string): Set<string> {
    const options = engineOptions();
    const search = searchOptions(() => 1);
    const tokenize = options.tokenize ?? ((value: string) => value.split(/\s+/));
    const process = options.processTerm ?? ((term: string) => term);
    const terms = tokenize(text.slice(0, MAX_QUERY_LENGTH))
      .flatMap((token) => process(token) ?? [])
      .filter((term): term is string => typeof term === 'string' && term !== '');
    const reached = new Set<string>();
    const tree = this.#state._index;
    terms.forEach((term, position) => {
      if (tree.get(term) !== undefined) reached.add(term);
      const prefix = typeof search.prefix === 'function' && search.prefix(term, position, terms);
      if (prefix) for (const key of tree.atPrefix(term).keys()) reached.add(key);
      const option = typeof search.fuzzy === 'function' && search.fuzzy(term, position, terms);
      if (option !== false) {
        const fuzzy = option === true ? 0.2 : option;
        const distance =
          fuzzy < 1 ? Math.min(search.maxFuzzy ?? 6, Math.round(term.length * fuzzy)) : fuzzy;
        if (distance) for (const key of tree.fuzzyGet(term, distance).keys()) reached.add(key);
      }
    });
    return reached;
  }

  /** Which term shard holds each of `terms` (a set of shard numbers). */
  termShardsOf(terms: Iterable<string>): Set<number> {
    const shards = new Set<number>();
    for (const term of terms) {
      const position = this.#position(term);
      if (position >= 0) shards.add(lastAtMost(this.manifest.termShards, position));
    }
    return shards;
  }

  async #loadTerms(terms: Set<string>): Promise<void> {
    await Promise.all(
      [...this.termShardsOf(terms)].map((n) => {
        let loading = this.#termShards.get(n);
        if (loading === undefined) {
          loading = this.#read(termShardPath(this.manifest, n)).then((json) => {
            this.#fill(n, JSON.parse(json) as TermShard);
          });
          loading.catch(() => this.#termShards.delete(n));
          this.#termShards.set(n, loading);
        }
        return loading;
      }),
    );
  }

  /**
   * Puts a term shard's postings into the engine, and each posting's field length into its
   * record's row (the other fields of the row come with the terms that occur in them).
   */
  #fill(n: number, shard: TermShard): void {
    const state = this.#state;
    const first = this.manifest.termShards[n] ?? 0;
    shard.postings.forEach((fields, i) => {
      const data = state._index.get(this.#vocabulary[first + i] ?? '');
      if (data === undefined) return;
      fields.forEach((encoded, field) => {
        if (encoded.length === 0) return;
        const postings = new Map<number, number>();
        forEachPosting(encoded, (record, frequency, length) => {
          postings.set(record, frequency);
          let lengths = state._fieldLength.get(record);
          if (lengths === undefined) {
            lengths = Array.from({ length: this.#fieldCount }, () => 0);
            state._fieldLength.set(record, lengths);
            state._documentIds.set(record, record);
            state._idToShortId.set(record, record);
          }
          lengths[field] = length;
        });
        data.set(field, postings);
      });
    });
  }

  #sectionShardOf(section: number): number {
    return lastAtMost(this.manifest.sectionShards, section);
  }

  #sectionShard(section: number): Promise<SectionShard> {
    const n = this.#sectionShardOf(section);
    let loading = this.#sectionShards.get(n);
    if (loading === undefined) {
      loading = this.#read(sectionShardPath(this.manifest, n)).then(
        (json) => JSON.parse(json) as SectionShard,
      );
      loading.catch(() => this.#sectionShards.delete(n));
      this.#sectionShards.set(n, loading);
    }
    return loading;
  }

  #boostOf(record: number): number {
    const page = this.#sectionPages[this.#recordSections[record] ?? -1];
    return this.#boosts.get(page ?? -1) ?? 1;
  }

  /** Position of `term` in the sorted vocabulary, or -1. */
  #position(term: string): number {
    let low = 0;
    let high = this.#vocabulary.length - 1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const found = this.#vocabulary[middle] ?? '';
      if (found === term) return middle;
      if (found < term) low = middle + 1;
      else high = middle - 1;
    }
    return -1;
  }
}

/** The position of the last of the ascending `starts` that is at most `value`. */
function lastAtMost(starts: readonly number[], value: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((starts[middle] ?? 0) <= value) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** Answers queries on a browser index, whole or split. */
export interface Searcher {
  query(text: string, options?: SplitQueryOptions): Promise<SearchHit[]>;
}

/**
 * The searcher for the text of `_folio/search/{key}.json`: a split manifest (a built site), whose
 * shards `read` fetches, or a whole index (`folio dev`, sites built before the split).
 */
export function openSearchIndex(text: string, read: ReadSplitFile): Searcher {
  if (text.slice(0, 64).includes(`"${SPLIT_INDEX_FORMAT}"`)) return new SplitSearch(text, read);
  const index = loadSearchIndex(text);
  return { query: (words, options) => Promise.resolve(query(index, words, options)) };
}
