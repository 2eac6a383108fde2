import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { scaleReport, scaleRows, verdict } from './scale-report.ts';
import type { ScaleMeasurements } from './scale-steps.ts';
import { page } from '../../test/search/sample-documents.ts';
import { buildSearchIndexes, serializeIndex } from '../../src/search/index.ts';
import { splitSearchFiles } from '../../src/site/split-search-files.ts';
import { searchIndexSizes } from './search-index-size.ts';
import { summarize } from './stats.ts';

const process = (ms: number, rssMb: number) => ({
  ms: summarize([ms]),
  cpuMs: summarize([ms * 1.5]),
  maxRssKb: summarize([rssMb * 1024]),
  exitCodes: [0],
  outcome: '0 errors, 0 warnings',
});

describe('verdict', () => {
  it('meets a target only strictly under it', () => {
    expect([verdict(999, 1000), verdict(1000, 1000), verdict(undefined, 1000)]).toEqual([
      'met',
      'MISSED',
      '',
    ]);
  });
});

describe('scaleRows', () => {
  it('puts each figure beside its target and says which are missed', () => {
    const index = {
      key: 'en--v2',
      bytes: 9_000_000,
      gzipBytes: 2000 * 1024,
      manifestGzipBytes: 90 * 1024,
      shards: 400,
      largestShardGzipBytes: 30 * 1024,
      firstResult: { median: 120 * 1024, max: 310 * 1024 },
    };
    const result: ScaleMeasurements = {
      validate: process(9500, 450),
      validateWarm: process(2500, 350),
      build: {
        ...process(95_000, 1200),
        output: { bytes: 300 * 1024 * 1024, files: 12, linkedHtml: 0 },
      },
      rebuild: { ...process(800, 200), reportedMs: summarize([600]), reusedPages: [9999] },
      dev: {
        readyMs: summarize([300]),
        firstPageMs: summarize([1200, 900, 1100]),
        deepPageMs: summarize([1300]),
        rebuildMs: summarize([70]),
      },
      search: {
        indexes: [index],
        largest: index,
        totalGzipBytes: 2000 * 1024,
      },
      problems: [],
    };
    const rows = scaleRows(result);
    const byLabel = new Map(rows.map((row) => [row[0].trim(), row.slice(1)]));
    expect(byLabel.get('folio validate, fresh clone (0 errors, 0 warnings)')).toEqual([
      '9.50 s',
      '< 3.00 s',
      'MISSED',
    ]);
    expect(rows[3]).toEqual(['  peak RSS', '450.0 MB', '< 400.0 MB', 'MISSED']);
    expect(byLabel.get('folio validate again, unchanged (0 errors, 0 warnings)')).toEqual([
      '2.50 s',
      '< 3.00 s',
      'met',
    ]);
    expect(rows[6]).toEqual(['  peak RSS', '350.0 MB', '< 400.0 MB', 'met']);
    // A step not run has no rows.
    expect(rows.some((row) => row[0].includes('one page edited'))).toBe(false);
    expect(byLabel.get('cold build (0 errors, 0 warnings)')).toEqual([
      '95.00 s',
      '< 90.00 s',
      'MISSED',
    ]);
    expect(byLabel.get('one-page rebuild, whole process')?.[2]).toBe('met');
    expect(byLabel.get('dev: first page (/)')).toEqual([
      '1.10 s (900 ms–1.20 s)',
      '< 1.00 s',
      'MISSED',
    ]);
    expect(byLabel.get('search before first result (most of 1 indexes, gz)')).toEqual([
      '310.0 KB (en--v2, median 120.0 KB)',
      '< 300.0 KB',
      'MISSED',
    ]);
  });

  it('leaves out the steps that were not run', () => {
    expect(scaleReport({ problems: [] })).toBe('What   Median   Target');
  });
});

describe('searchIndexSizes', () => {
  let folder: string | undefined;
  afterEach(async () => {
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('weighs a whole index as the one file fetched before the first result', async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'folio-search-size-'));
    await mkdir(path.join(folder, '_folio', 'search'), { recursive: true });
    const large = JSON.stringify({
      pages: Array.from({ length: 2000 }, (_, i) => `page ${String(i)}`),
    });
    await writeFile(path.join(folder, '_folio', 'search', 'en--_.json'), large);
    await writeFile(path.join(folder, '_folio', 'search', 'notes.txt'), 'not an index');
    const sizes = await searchIndexSizes(folder);
    expect(sizes.indexes.map((index) => [index.key, index.bytes, index.shards])).toEqual([
      ['en--_', large.length, 0],
    ]);
    expect(sizes.largest?.firstResult.max).toBe(sizes.largest?.gzipBytes);
    expect(sizes.largest?.gzipBytes).toBeLessThan(large.length);
  });

  it('weighs a split index by the manifest and the shards each query reads', async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'folio-search-size-'));
    const docs = Array.from({ length: 3000 }, (_, i) =>
      page(`/p${String(i)}`, `Topic${String(i)} install`, [
        [`Deploy ${String(i)}`, `Webhooks${String(i)} words about item${String(i)}.`],
      ]),
    );
    const [index] = buildSearchIndexes(docs);
    if (index === undefined) throw new Error('expected an index');
    for (const [file, text] of splitSearchFiles(serializeIndex(index))) {
      await mkdir(path.dirname(path.join(folder, file)), { recursive: true });
      await writeFile(path.join(folder, file), text);
    }
    const sizes = await searchIndexSizes(folder);
    const [only] = sizes.indexes;
    expect(only?.key).toBe('_--_');
    expect(only?.shards).toBeGreaterThan(10);
    expect(only?.manifestGzipBytes).toBeLessThan(only?.firstResult.max ?? 0);
    expect(only?.firstResult.max).toBeLessThan(only?.gzipBytes ?? 0);
    expect(sizes.totalGzipBytes).toBe(only?.gzipBytes);
  });

  it('finds no index in a site without search', async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'folio-search-size-'));
    expect(await searchIndexSizes(folder)).toEqual({
      indexes: [],
      largest: undefined,
      totalGzipBytes: 0,
    });
  });
});
