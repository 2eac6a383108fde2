import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openCacheStore } from '../shared/index.ts';
import { loadSpecIndex } from './load-specs.ts';
import { isSpecSummary, SpecSummaryCache } from './spec-summary-cache.ts';

const spec = (title: string): string => `openapi: 3.1.0
info: { title: Pets, version: "1" }
servers:
  - url: https://api.example.com/{region}
    variables:
      region: { default: eu, enum: [eu, us] }
tags: [{ name: pets }]
paths:
  /pets:
    get:
      summary: ${title}
      tags: [pets]
      x-folio: { metadata: { icon: dog } }
`;

async function project(): Promise<{ root: string; cache: string }> {
  const root = await mkdtemp(path.join(tmpdir(), 'folio-spec-summaries-'));
  await writeFile(path.join(root, 'api.yaml'), spec('List pets'));
  await writeFile(path.join(root, 'copy.yaml'), spec('List pets'));
  await writeFile(path.join(root, 'broken.yaml'), 'openapi: [');
  return { root, cache: path.join(root, '.folio/cache') };
}

async function load(root: string, cache: string, sources = ['api.yaml', 'copy.yaml']) {
  const summaries = await SpecSummaryCache.open(openCacheStore(cache));
  const index = await loadSpecIndex(root, sources, { summaries });
  summaries.save();
  return index;
}

/** What the summaries file holds. */
async function stored(cache: string): Promise<{ summaries: Record<string, unknown> }> {
  return JSON.parse(await readFile(path.join(cache, 'specs/summaries.json'), 'utf8')) as {
    summaries: Record<string, unknown>;
  };
}

describe('SpecSummaryCache', () => {
  it('gives a spec the summary parsing gave it, once per distinct text', async () => {
    const { root, cache } = await project();
    const parsed = await loadSpecIndex(root, ['api.yaml', 'copy.yaml']);
    const first = await load(root, cache);
    const second = await load(root, cache);
    // Kept as JSON: fields that were undefined are left out. Specs load in any order.
    const plain = (index: Map<string, unknown>): unknown =>
      JSON.parse(JSON.stringify([...index].sort(([a], [b]) => a.localeCompare(b))));
    expect(plain(first)).toEqual(plain(parsed));
    expect(plain(second)).toEqual(plain(parsed));
    expect(Object.keys((await stored(cache)).summaries)).toHaveLength(1);
    expect(second.get('api.yaml')?.operations?.[0]?.title).toBeUndefined();
    expect(second.get('api.yaml')?.operations?.[0]?.summary).toBe('List pets');
  });

  it('takes the kept summary instead of parsing, and parses again once the text changes', async () => {
    const { root, cache } = await project();
    await load(root, cache);
    const file = path.join(cache, 'specs/summaries.json');
    // A summary that parsing the file cannot give: seen only if the kept one is used.
    await writeFile(file, (await readFile(file, 'utf8')).replace('List pets', 'From the cache'));
    expect((await load(root, cache)).get('api.yaml')?.operations?.[0]?.summary).toBe(
      'From the cache',
    );
    await writeFile(path.join(root, 'api.yaml'), spec('Changed'));
    const changed = await load(root, cache);
    expect(changed.get('api.yaml')?.operations?.[0]?.summary).toBe('Changed');
    expect(changed.get('copy.yaml')?.operations?.[0]?.summary).toBe('From the cache');
  });

  it('keeps no spec that failed, and only the texts of the last run', async () => {
    const { root, cache } = await project();
    const index = await load(root, cache, ['api.yaml', 'broken.yaml']);
    expect(index.get('broken.yaml')?.error).toMatch(/invalid YAML/);
    expect(Object.keys((await stored(cache)).summaries)).toHaveLength(1);
    await writeFile(path.join(root, 'api.yaml'), spec('Changed'));
    await load(root, cache, ['api.yaml']);
    expect(Object.values((await stored(cache)).summaries)).toEqual([
      expect.objectContaining({ tagOrder: ['pets'] }),
    ]);
  });

  it('parses again when a kept entry is not a summary, or the file is not one of ours', async () => {
    const { root, cache } = await project();
    await load(root, cache);
    const file = path.join(cache, 'specs/summaries.json');
    const broken = (await stored(cache)).summaries;
    for (const key of Object.keys(broken)) broken[key] = { operations: [{ method: 'get' }] };
    await writeFile(file, JSON.stringify({ format: 1, summaries: broken }));
    expect((await load(root, cache)).get('api.yaml')?.operations?.[0]?.summary).toBe('List pets');
    await writeFile(file, '{"format": 1, "summaries": [');
    expect((await load(root, cache)).get('api.yaml')?.operations?.[0]?.summary).toBe('List pets');
  });
});

describe('isSpecSummary', () => {
  const good = {
    operations: [{ method: 'get', path: '/x', tags: [], icon: { name: 'dog' }, hidden: false }],
    tagOrder: ['a'],
    servers: [{ url: 'https://x', variables: { v: { default: 'a', enum: ['a'] } } }],
  };

  it('takes a summary and refuses a wrong field anywhere in it', () => {
    expect(isSpecSummary(good)).toBe(true);
    const wrong = [
      { ...good, operations: {} },
      { ...good, operations: [{ ...good.operations[0], tags: [1] }] },
      { ...good, operations: [{ ...good.operations[0], icon: 3 }] },
      { ...good, operations: [{ ...good.operations[0], hidden: 'yes' }] },
      { ...good, tagOrder: 'a' },
      { ...good, servers: [{ url: 'https://x', variables: { v: { default: 1 } } }] },
      { ...good, servers: [{ url: 'https://x' }] },
      null,
    ];
    for (const value of wrong) expect(isSpecSummary(value)).toBe(false);
  });
});
