/**
 * A split index (see `split-index.ts`) put back together as the serialised index it came from,
 * for readers that want every record rather than what one query reaches: the assistant on a
 * site built without its own full-text indexes, and tests.
 *
 * @module
 */
import type { CompactEngine, CompactTerm } from './compact-engine.ts';
import { SEARCH_INDEX_FORMAT, trailTable } from './serialize-index.ts';
import type { PageRow, SectionRow, SerializedIndex } from './serialize-index.ts';
import { decodeVocabulary, expandRuns, forEachPosting, gapsOf } from './split-encoding.ts';
import { sectionShardPath, termShardPath } from './split-index.ts';
import type { SectionShard, SplitFiles, SplitManifest, TermShard } from './split-index.ts';

/** Puts split files back into the serialised index they came from (terms then sorted). */
export function joinSplitIndex(files: SplitFiles): SerializedIndex {
  const { manifest } = files;
  const vocabulary = decodeVocabulary(manifest.vocabulary);
  const fieldCount = Object.keys(manifest.fieldIds).length;
  const fieldLength: number[][] = Array.from({ length: manifest.documentCount }, () =>
    Array.from({ length: fieldCount }, () => 0),
  );
  const terms: CompactTerm[] = [];
  files.termShards.forEach((shard, n) => {
    const start = manifest.termShards[n] ?? 0;
    shard.postings.forEach((fields, i) => {
      const term: CompactTerm = [vocabulary[start + i] ?? ''];
      fields.forEach((postings, field) => {
        const encoded: number[] = [];
        forEachPosting(postings, (record, frequency, length) => {
          const row = fieldLength[record];
          if (row) row[field] = length;
          encoded.push(record, frequency);
        });
        term.push(gapsOf(encoded));
      });
      terms.push(term);
    });
  });
  const { trails, trailOf } = trailTable();
  const pages: PageRow[] = [];
  const sections: SectionRow[] = [];
  for (const shard of files.sectionShards) {
    shard.pages.forEach((row, i) => {
      const page = shard.firstPage + i;
      if (pages[page] !== undefined) return;
      const trail = trailOf(shard.trails[row[2]] ?? []);
      pages[page] = row.length === 4 ? [row[0], row[1], trail, row[3]] : [row[0], row[1], trail];
    });
    sections.push(...shard.sections);
  }
  const engine: CompactEngine = {
    documentCount: manifest.documentCount,
    fieldIds: manifest.fieldIds,
    averageFieldLength: manifest.averageFieldLength,
    fieldLength,
    terms,
  };
  return {
    format: SEARCH_INDEX_FORMAT,
    key: manifest.key,
    ...(manifest.language === undefined ? {} : { language: manifest.language }),
    ...(manifest.version === undefined ? {} : { version: manifest.version }),
    trails,
    pages,
    sections,
    records: expandRuns(manifest.records),
    engine,
  };
}

/**
 * The whole index of a split manifest (parsed), its shards read with `read` (paths relative to
 * `_folio/search/`): for readers that need every record, not a reader of the site.
 */
export async function readSplitIndex(
  manifest: SplitManifest,
  read: (path: string) => Promise<string>,
): Promise<SerializedIndex> {
  const parse = async <T>(file: string): Promise<T> => JSON.parse(await read(file)) as T;
  const [termShards, sectionShards] = await Promise.all([
    Promise.all(manifest.termShards.map((_, n) => parse<TermShard>(termShardPath(manifest, n)))),
    Promise.all(
      manifest.sectionShards.map((_, n) => parse<SectionShard>(sectionShardPath(manifest, n))),
    ),
  ]);
  return joinSplitIndex({ manifest, termShards, sectionShards });
}
