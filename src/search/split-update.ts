/**
 * The split of a patched index (see `patch-index.ts`) made from the split of the index it was
 * patched from: only the shards that hold what changed are made again. Splitting a whole
 * 10,000-page index parses, writes and hashes tens of megabytes; a one-page edit changes a few
 * term shards and one section shard.
 *
 * The result is exactly `splitIndex` of the patched index (tested). Shards are cut where a
 * running count of characters crosses a bound, counted from the previous cut, so from any cut
 * onwards the cuts depend only on what follows it: from a cut that starts an earlier shard
 * whose contents are unchanged, that shard comes out the same again and is reused. Between
 * them, shards are cut as `splitIndex` cuts them.
 *
 * A term shard is unchanged when it has the same terms with the same rows, none of them in a
 * field of a changed page's record whose length changed: a term's row then names the same
 * records, whose field lengths (written into the shard) are the same. A section shard is
 * unchanged when none of the pages it spans changed.
 *
 * @module
 */
import type { CachedIndex } from './cached-index.ts';
import { FIELD_IDS, runningMeans } from './cached-index.ts';
import type { CompactTerm } from './compact-engine.ts';
import { compareTerms } from './compact-engine.ts';
import type { RecordPostings } from './index-records.ts';
import { SEARCH_FIELDS } from './search-engine.ts';
import type { SectionRow } from './serialize-index.ts';
import {
  contentId,
  SECTION_SHARD_CHARS,
  sectionShard,
  splitManifest,
  TERM_SHARD_CHARS,
  termChars,
  termShard,
} from './split-index.ts';
import type { SplitManifest, SplitOptions } from './split-index.ts';
import { decodeVocabulary } from './split-encoding.ts';

const FIELD_COUNT = SEARCH_FIELDS.length;

/** A shard of the earlier split, unchanged: its position there. */
export interface ReusedShard {
  reused: number;
}

/** An updated split: each shard's JSON text, or the earlier split's shard it is. */
export interface SplitUpdate {
  manifest: SplitManifest;
  termShards: (string | ReusedShard)[];
  sectionShards: (string | ReusedShard)[];
}

/** What changed between the earlier index and the patched one. */
export interface IndexChange {
  /** The changed pages, by position, with their records' postings now. */
  pages: ReadonlyMap<number, RecordPostings>;
}

/**
 * The split of `index`, patched from `earlier` (whose split has the manifest `manifest`) with
 * the pages of `change` changed. Undefined when `manifest` is not `earlier`'s split.
 */
export function updateSplit(
  earlier: { index: CachedIndex; manifest: SplitManifest },
  index: CachedIndex,
  change: IndexChange,
  options: SplitOptions = {},
): SplitUpdate | undefined {
  const { manifest } = earlier;
  const old = earlier.index;
  if (manifest.key !== index.key || old.data.pages.length !== index.data.pages.length) {
    return undefined;
  }
  const oldTerms = decodeVocabulary(manifest.vocabulary);
  if (oldTerms.length !== old.terms.length) return undefined;
  const terms = updateTerms(old, oldTerms, manifest, index, change, options);
  if (terms === undefined) return undefined;
  const sections = updateSections(old, manifest, index, change, options);
  if (sections === undefined) return undefined;

  const { data } = index;
  const sectionPages: number[] = [];
  data.sectionCounts.forEach((count, page) => {
    for (let n = 0; n < count; n++) sectionPages.push(page);
  });
  const ids = (shards: (string | ReusedShard)[], files: string[]): string[] =>
    shards.map((shard) =>
      typeof shard === 'string' ? contentId(shard) : (files[shard.reused] ?? ''),
    );
  return {
    manifest: splitManifest(
      {
        key: index.key,
        language: data.language,
        version: data.version,
        documentCount: data.records.length,
        fieldIds: { ...FIELD_IDS },
        // As read back from the index's text: a field no record has is null there, not a hole.
        averageFieldLength: JSON.parse(
          JSON.stringify(runningMeans(data.fieldLength, data.absent)),
        ) as number[],
        records: data.records,
        sectionPages,
        pages: data.pages,
      },
      {
        terms: terms.names,
        termStarts: terms.starts,
        termFiles: ids(terms.shards, manifest.termFiles),
        sectionStarts: sections.starts,
        sectionFiles: ids(sections.shards, manifest.sectionFiles),
      },
    ),
    termShards: terms.shards,
    sectionShards: sections.shards,
  };
}

function updateTerms(
  old: CachedIndex,
  oldTerms: readonly string[],
  manifest: SplitManifest,
  index: CachedIndex,
  change: IndexChange,
  options: SplitOptions,
): { names: string[]; starts: number[]; shards: (string | ReusedShard)[] } | undefined {
  const limit = options.termShardChars ?? TERM_SHARD_CHARS;
  const { names: unsorted } = index.data;
  const order = unsorted.map((_, at) => at);
  order.sort((a, b) => compareTerms(unsorted[a] ?? '', unsorted[b] ?? ''));
  const names = order.map((at) => unsorted[at] ?? '');
  const oldRow = new Map<string, string | undefined>();
  old.data.names.forEach((name, at) => oldRow.set(name, old.terms[at]));
  const touched = touchedTerms(old, index, change);
  const same = (position: number): boolean => {
    const name = names[position] ?? '';
    const row = index.terms[order[position] ?? -1];
    return row !== undefined && oldRow.get(name) === row && !touched.has(name);
  };
  // The earlier shards by their first term.
  const shardAt = new Map<string, number>();
  manifest.termShards.forEach((start, n) => shardAt.set(oldTerms[start] ?? '', n));

  const starts: number[] = [];
  const shards: (string | ReusedShard)[] = [];
  let position = 0;
  while (position < names.length) {
    starts.push(position);
    const n = shardAt.get(names[position] ?? '');
    if (n !== undefined) {
      const start = manifest.termShards[n] ?? 0;
      const end = manifest.termShards[n + 1] ?? oldTerms.length;
      if (
        reusable(start, end, oldTerms.length, position, names.length, (k) => {
          return names[position + k] === oldTerms[start + k] && same(position + k);
        })
      ) {
        shards.push({ reused: n });
        position += end - start;
        continue;
      }
    }
    const run: CompactTerm[] = [];
    let chars = 0;
    while (position < names.length && chars < limit) {
      const row = index.terms[order[position] ?? -1];
      if (row === undefined) return undefined;
      const term = JSON.parse(row) as CompactTerm;
      run.push(term);
      chars += termChars(term);
      position++;
    }
    shards.push(JSON.stringify(termShard(run, index.data.fieldLength)));
  }
  return { names, starts, shards };
}

function updateSections(
  old: CachedIndex,
  manifest: SplitManifest,
  index: CachedIndex,
  change: IndexChange,
  options: SplitOptions,
): { starts: number[]; shards: (string | ReusedShard)[] } | undefined {
  const limit = options.sectionShardChars ?? SECTION_SHARD_CHARS;
  const oldLayout = layout(old.data.sectionCounts);
  const newLayout = layout(index.data.sectionCounts);
  const oldCount = oldLayout.start[oldLayout.start.length - 1] ?? 0;
  const count = newLayout.start[newLayout.start.length - 1] ?? 0;
  // Each earlier shard that spans no changed page, by where it starts now.
  const shardAt = new Map<number, number>();
  manifest.sectionShards.forEach((start, n) => {
    const end = manifest.sectionShards[n + 1] ?? oldCount;
    const first = oldLayout.page[start];
    const last = oldLayout.page[end - 1];
    if (first === undefined || last === undefined) return;
    for (let page = first; page <= last; page++) if (change.pages.has(page)) return;
    shardAt.set(start - (oldLayout.start[first] ?? 0) + (newLayout.start[first] ?? 0), n);
  });

  const rowsOf = new Map<number, SectionRow[]>();
  const row = (position: number): SectionRow | undefined => {
    const page = newLayout.page[position];
    if (page === undefined) return undefined;
    let rows = rowsOf.get(page);
    if (rows === undefined) {
      rows = JSON.parse(`[${index.sections[page] ?? ''}]`) as SectionRow[];
      rowsOf.set(page, rows);
    }
    return rows[position - (newLayout.start[page] ?? 0)];
  };

  const starts: number[] = [];
  const shards: (string | ReusedShard)[] = [];
  let position = 0;
  while (position < count) {
    starts.push(position);
    const n = shardAt.get(position);
    if (n !== undefined) {
      const start = manifest.sectionShards[n] ?? 0;
      const end = manifest.sectionShards[n + 1] ?? oldCount;
      if (reusable(start, end, oldCount, position, count, () => true)) {
        shards.push({ reused: n });
        position += end - start;
        continue;
      }
    }
    const rows: SectionRow[] = [];
    let chars = 0;
    while (position < count && chars < limit) {
      const next = row(position);
      if (next === undefined) return undefined;
      rows.push(next);
      chars += JSON.stringify(next).length;
      position++;
    }
    shards.push(JSON.stringify(sectionShard(rows, index.data)));
  }
  return { starts, shards };
}

/**
 * Whether the earlier shard [`start`, `end`) of a list of `oldLength` comes out the same at
 * `position` of a list of `length`: each item is the same (`same(k)` for its k-th), and the
 * last shard of the earlier list, cut by its end rather than by size, is the last one again.
 */
function reusable(
  start: number,
  end: number,
  oldLength: number,
  position: number,
  length: number,
  same: (k: number) => boolean,
): boolean {
  const size = end - start;
  if (size <= 0 || position + size > length) return false;
  if (end === oldLength && position + size !== length) return false;
  for (let k = 0; k < size; k++) if (!same(k)) return false;
  return true;
}

/**
 * The terms whose shards a changed page's field lengths reach: those with a posting in a field
 * of one of its records whose length (or absence) is not what it was, or in a record it did not
 * have. Rows that changed are found apart, by comparing them.
 */
function touchedTerms(old: CachedIndex, index: CachedIndex, change: IndexChange): Set<string> {
  const touched = new Set<string>();
  const oldStart = recordStarts(old.data);
  const newStart = recordStarts(index.data);
  for (const [page, run] of change.pages) {
    const oldFirst = oldStart[page] ?? 0;
    const oldCount = (oldStart[page + 1] ?? 0) - oldFirst;
    const newFirst = newStart[page] ?? 0;
    const changed = (record: number, field: number): boolean => {
      if (record >= oldCount) return true;
      const bit = 1 << field;
      const was = oldFirst + record;
      const now = newFirst + record;
      return (
        old.data.fieldLength[was]?.[field] !== index.data.fieldLength[now]?.[field] ||
        ((old.data.absent[was] ?? 0) & bit) !== ((index.data.absent[now] ?? 0) & bit)
      );
    };
    const values = run.postings;
    let at = 0;
    for (const term of run.terms) {
      const mask = values[at++] ?? 0;
      for (let field = 0; field < FIELD_COUNT; field++) {
        if ((mask & (1 << field)) === 0) continue;
        const end = at + 1 + (values[at] ?? 0);
        let record = 0;
        for (at += 1; at < end; at++) {
          const value = values[at] ?? 0;
          if (value < 0) continue;
          record += value;
          if (changed(record, field)) touched.add(term);
        }
      }
    }
  }
  return touched;
}

/** Where each page's records start (and the end), records being page after page. */
function recordStarts(data: CachedIndex['data']): Int32Array {
  const { page: pageOfSection } = layout(data.sectionCounts);
  const starts = new Int32Array(data.sectionCounts.length + 1).fill(data.records.length);
  for (let at = data.records.length - 1; at >= 0; at--) {
    starts[pageOfSection[data.records[at] ?? 0] ?? 0] = at;
  }
  // A page without records starts where the next one does.
  for (let page = data.sectionCounts.length - 1; page >= 0; page--) {
    starts[page] = Math.min(starts[page] ?? 0, starts[page + 1] ?? 0);
  }
  return starts;
}

/** Where each page's sections start (and the end), and the page of each section. */
function layout(counts: readonly number[]): { start: Int32Array; page: Int32Array } {
  const start = new Int32Array(counts.length + 1);
  counts.forEach((count, page) => (start[page + 1] = (start[page] ?? 0) + count));
  const page = new Int32Array(start[counts.length] ?? 0);
  counts.forEach((_, at) => page.fill(at, start[at] ?? 0, start[at + 1] ?? 0));
  return { start, page };
}
