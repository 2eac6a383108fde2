/**
 * The browser's form of an index, split so a reader downloads only what a query needs: a small
 * manifest (the engine's statistics, every term front-coded, which record belongs to which
 * section and page), term shards (the postings of a run of sorted terms, with the field lengths
 * of the records they name, so a shard is all BM25 needs for its terms) and section shards (the
 * titles, anchors and snippet text of a run of sections). One whole index on a 10,000-page site
 * is megabytes gzipped; the manifest and the few shards one query reaches are a small part of it.
 *
 * `splitIndex` is a pure function of the serialised index; `join-split-index.ts` puts the parts
 * back together.
 *
 * @module
 */
import type { CompactTerm } from './compact-engine.ts';
import { compareTerms } from './compact-engine.ts';
import type { PageRow, SectionRow, SerializedIndex } from './serialize-index.ts';
import { frontCode, runs } from './split-encoding.ts';

/** Written into every split manifest; readers refuse any other. */
export const SPLIT_INDEX_FORMAT = 'folio-search-split@1';

/** Characters of JSON (before gzip) a term shard grows to before the next one starts. */
export const TERM_SHARD_CHARS = 24_000;
/** Characters of JSON a section shard grows to: a hit list touches many, so they stay small. */
export const SECTION_SHARD_CHARS = 12_000;

/** The manifest: `_folio/search/{key}.json`. */
export interface SplitManifest {
  format: typeof SPLIT_INDEX_FORMAT;
  key: string;
  language?: string;
  version?: string;
  documentCount: number;
  fieldIds: Record<string, number>;
  averageFieldLength: number[];
  /**
   * Every term, sorted, one a line: a base-36 digit (characters shared with the previous term,
   * at most 35) then the rest of the term.
   */
  vocabulary: string;
  /** Position in the vocabulary of the first term of each term shard. */
  termShards: number[];
  /** Record → section as runs: section gap from the previous run, then how many records. */
  records: number[];
  /** Section → page as runs: page gap from the previous run, then how many sections. */
  sections: number[];
  /** Pages whose score multiplier is not 1: page, multiplier, page, multiplier, ... */
  boosts: number[];
  /** Position of the first section of each section shard. */
  sectionShards: number[];
  /** Content id of each term shard, in its file name (see {@link termShardPath}). */
  termFiles: string[];
  /** Content id of each section shard, in its file name. */
  sectionFiles: string[];
}

/**
 * A term shard: `_folio/search/{key}/t{n}.json`. Per term of the shard's range, its postings per
 * field: for each record, the gap from the previous one, its term frequency as a negative number
 * when above 1, then the length of that field in that record (all BM25 needs of it). A record's
 * other fields are not written: only a term that occurs in a field reads that field's length.
 */
export interface TermShard {
  postings: number[][][];
}

/** A section shard: `_folio/search/{key}/s{n}.json`. */
export interface SectionShard {
  /** Position of the first page in `pages`. */
  firstPage: number;
  trails: string[][];
  /** Pages `firstPage`, `firstPage + 1`, ... (those the shard's sections are on). */
  pages: PageRow[];
  sections: SectionRow[];
}

/** The files of a split index, by path relative to `_folio/search/`. */
export interface SplitFiles {
  manifest: SplitManifest;
  termShards: TermShard[];
  sectionShards: SectionShard[];
}

/**
 * The path of term shard `n` of `manifest`, relative to `_folio/search/`: named by its content,
 * so a reader holding the manifest of an earlier deployment never gets another build's shard
 * under the same name, and hosts can cache shards for good (an unchanged shard keeps its name).
 */
export function termShardPath(manifest: SplitManifest, n: number): string {
  return `${manifest.key}/t${n}.${manifest.termFiles[n] ?? ''}.json`;
}

/** The path of section shard `n` of `manifest`, relative to `_folio/search/`. */
export function sectionShardPath(manifest: SplitManifest, n: number): string {
  return `${manifest.key}/s${n}.${manifest.sectionFiles[n] ?? ''}.json`;
}

/**
 * A split made by {@link splitIndex}: its files, and each shard's JSON, made once for both the
 * shard's content id and its file (on a large site, writing every shard twice took about a
 * tenth of the split).
 */
export interface MadeSplit extends SplitFiles {
  termTexts: string[];
  sectionTexts: string[];
}

/** Every file of `files` as [path relative to `_folio/search/`, JSON text]. */
export function splitFileTexts(files: MadeSplit): [string, string][] {
  const { manifest } = files;
  return [
    [`${manifest.key}.json`, JSON.stringify(manifest)],
    ...files.termTexts.map((text, n): [string, string] => [termShardPath(manifest, n), text]),
    ...files.sectionTexts.map((text, n): [string, string] => [sectionShardPath(manifest, n), text]),
  ];
}

/** Options of {@link splitIndex}: shard sizes (tests make them small to get many shards). */
export interface SplitOptions {
  termShardChars?: number | undefined;
  sectionShardChars?: number | undefined;
}

/** Splits a serialised index (see `serializedIndex`) into a manifest and shards. */
export function splitIndex(index: SerializedIndex, options: SplitOptions = {}): MadeSplit {
  const termShardChars = options.termShardChars ?? TERM_SHARD_CHARS;
  const sectionShardChars = options.sectionShardChars ?? SECTION_SHARD_CHARS;
  const engine = index.engine;
  const terms = [...engine.terms].sort((a, b) => compareTerms(a[0], b[0]));
  const termShards: TermShard[] = [];
  const termStarts: number[] = [];
  let run: CompactTerm[] = [];
  let chars = 0;
  const flush = (): void => {
    if (run.length === 0) return;
    termShards.push(termShard(run, engine.fieldLength));
    run = [];
    chars = 0;
  };
  terms.forEach((term, position) => {
    if (run.length === 0) termStarts.push(position);
    run.push(term);
    chars += termChars(term);
    if (chars >= termShardChars) flush();
  });
  flush();

  const sectionShards: SectionShard[] = [];
  const sectionStarts: number[] = [];
  let first = 0;
  chars = 0;
  index.sections.forEach((row, position) => {
    chars += JSON.stringify(row).length;
    const last = position === index.sections.length - 1;
    if (chars >= sectionShardChars || last) {
      sectionStarts.push(first);
      sectionShards.push(sectionShard(index.sections.slice(first, position + 1), index));
      first = position + 1;
      chars = 0;
    }
  });

  const termTexts = termShards.map((shard) => JSON.stringify(shard));
  const sectionTexts = sectionShards.map((shard) => JSON.stringify(shard));
  return {
    manifest: splitManifest(
      {
        ...index,
        documentCount: engine.documentCount,
        fieldIds: engine.fieldIds,
        averageFieldLength: engine.averageFieldLength,
        sectionPages: index.sections.map((row) => row[0]),
      },
      {
        terms: terms.map((term) => term[0]),
        termStarts,
        termFiles: termTexts.map((text) => contentId(text)),
        sectionStarts,
        sectionFiles: sectionTexts.map((text) => contentId(text)),
      },
    ),
    termShards,
    sectionShards,
    termTexts,
    sectionTexts,
  };
}

/** What a manifest says of its index besides the shards (see {@link splitManifest}). */
export interface ManifestIndex {
  key: string;
  language?: string | undefined;
  version?: string | undefined;
  documentCount: number;
  fieldIds: Record<string, number>;
  averageFieldLength: number[];
  records: readonly number[];
  /** The page of each section. */
  sectionPages: readonly number[];
  pages: readonly PageRow[];
}

/** Where the shards of a split start and their content ids (see {@link splitManifest}). */
export interface ManifestShards {
  /** Every term, sorted. */
  terms: readonly string[];
  termStarts: number[];
  termFiles: string[];
  sectionStarts: number[];
  sectionFiles: string[];
}

/** The manifest of an index split at `shards`: one function for a whole and an updated split. */
export function splitManifest(index: ManifestIndex, shards: ManifestShards): SplitManifest {
  const boosts: number[] = [];
  index.pages.forEach((row, page) => {
    if (row[3] !== undefined) boosts.push(page, row[3]);
  });
  return {
    format: SPLIT_INDEX_FORMAT,
    key: index.key,
    ...(index.language === undefined ? {} : { language: index.language }),
    ...(index.version === undefined ? {} : { version: index.version }),
    documentCount: index.documentCount,
    fieldIds: index.fieldIds,
    averageFieldLength: index.averageFieldLength,
    vocabulary: frontCode(shards.terms),
    termShards: shards.termStarts,
    records: runs(index.records),
    sections: runs(index.sectionPages),
    boosts,
    sectionShards: shards.sectionStarts,
    termFiles: shards.termFiles,
    sectionFiles: shards.sectionFiles,
  };
}

/** What a term adds to its shard's size as the split counts it (close to its JSON length). */
export function termChars(term: CompactTerm): number {
  let chars = 4;
  for (let field = 1; field < term.length; field++) chars += (term[field]?.length ?? 0) * 5;
  return chars;
}

/** An index key as `searchIndexKey` writes it: `en--v2`, `_--_`; never `..` or a slash. */
const INDEX_KEY = /^(?!.*\.\.)[A-Za-z0-9_][A-Za-z0-9._-]*$/;
/** A shard's content id (see `contentId`). */
const SHARD_ID = /^[0-9a-f]{16}$/;

/** Whether `data` (parsed JSON) is a split manifest. */
export function isSplitManifest(data: unknown): data is SplitManifest {
  if (typeof data !== 'object' || data === null) return false;
  const record = data as Record<string, unknown>;
  // The key and file ids become paths of shards that readers open: only the names a build
  // writes pass, so a manifest from elsewhere cannot point a reader outside the index's folder.
  const fileIds = (value: unknown): boolean =>
    Array.isArray(value) && value.every((id) => typeof id === 'string' && SHARD_ID.test(id));
  return (
    record['format'] === SPLIT_INDEX_FORMAT &&
    typeof record['key'] === 'string' &&
    INDEX_KEY.test(record['key']) &&
    typeof record['vocabulary'] === 'string' &&
    Array.isArray(record['termShards']) &&
    Array.isArray(record['sectionShards']) &&
    fileIds(record['termFiles']) &&
    fileIds(record['sectionFiles']) &&
    Array.isArray(record['records']) &&
    Array.isArray(record['sections'])
  );
}

/**
 * Sixteen hex digits naming `text`: two FNV-1a passes (32 bits each, different offsets). Not a
 * secure hash; it only tells one build's shard from another's.
 */
export function contentId(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x050c5d1f;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    a = Math.imul(a ^ code, 0x01000193) >>> 0;
    b = Math.imul(b ^ code, 0x01000193) >>> 0;
    b = (b ^ (b >>> 15)) >>> 0;
  }
  return a.toString(16).padStart(8, '0') + b.toString(16).padStart(8, '0');
}

/** The term shard of `terms` (a run of sorted terms), with their records' field lengths. */
export function termShard(
  terms: readonly CompactTerm[],
  fieldLength: readonly number[][],
): TermShard {
  return {
    postings: terms.map(([, ...fields]) =>
      fields.map((postings, field) => {
        const out: number[] = [];
        let record = 0;
        for (const value of postings) {
          if (value < 0) {
            out.push(value);
            continue;
          }
          if (out.length > 0) out.push(fieldLength[record]?.[field] ?? 0);
          record += value;
          out.push(value);
        }
        if (out.length > 0) out.push(fieldLength[record]?.[field] ?? 0);
        return out;
      }),
    ),
  };
}

/** The section shard of `sections` (a run of an index's sections, in order). */
export function sectionShard(
  sections: SectionRow[],
  index: { pages: readonly PageRow[]; trails: readonly string[][] },
): SectionShard {
  const pageIds = sections.map((row) => row[0]);
  const firstPage = Math.min(...pageIds);
  const lastPage = Math.max(...pageIds);
  const trails: string[][] = [];
  const trailIds = new Map<number, number>();
  const pages = index.pages.slice(firstPage, lastPage + 1).map((row): PageRow => {
    let trail = trailIds.get(row[2]);
    if (trail === undefined) {
      trail = trails.length;
      trails.push(index.trails[row[2]] ?? []);
      trailIds.set(row[2], trail);
    }
    return row.length === 4 ? [row[0], row[1], trail, row[3]] : [row[0], row[1], trail];
  });
  return { firstPage, trails, pages, sections };
}
