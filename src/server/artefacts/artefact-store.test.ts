/**
 * The artefact store's contract, run against both stores: the data folder and an S3 bucket on a
 * real S3 API server started here (`test/helpers/s3-server.ts`), through the cache a server puts
 * in front of it.
 */
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../../../test/helpers/s3-server.ts';
import type { S3Server } from '../../../test/helpers/s3-server.ts';
import { ArtefactKeyError, artefactKey } from './artefact-store.ts';
import type { ArtefactStore } from './artefact-store.ts';
import { CachedArtefactStore } from './cached-store.ts';
import { LocalArtefactStore } from './local-store.ts';
import {
  artefactStoreFromEnv,
  checkStorageSettings,
  parseStorageUrl,
  StorageSettingError,
  sweepGraceMsFromEnv,
} from './store-from-env.ts';

let work: string;
let s3: S3Server;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'folio-artefacts-'));
  s3 = await startS3Server();
});

afterAll(async () => {
  await s3.close();
  await rm(work, { recursive: true, force: true });
});

/** A built site's folder, with a fixed modification time on one file. */
async function siteFolder(name: string): Promise<string> {
  const folder = path.join(work, name);
  await mkdir(path.join(folder, '_folio/search'), { recursive: true });
  await writeFile(path.join(folder, 'index.html'), '<h1>Home</h1>');
  await writeFile(path.join(folder, '_folio/search/en.json'), '{"v":1}');
  await writeFile(path.join(folder, 'big.bin'), Buffer.alloc(70_000, 7));
  await utimes(
    path.join(folder, 'index.html'),
    new Date(1_700_000_000_000),
    new Date(1_700_000_000_000),
  );
  return folder;
}

const stores: [string, () => ArtefactStore][] = [
  ['the data folder', () => new LocalArtefactStore(path.join(work, 'sites'))],
  ['an S3 bucket', () => artefactStoreFromEnv(s3.env('tenant'), work)],
];

describe.each(stores)('the artefact store in %s', (_name, makeStore) => {
  let store: ArtefactStore;
  beforeAll(() => {
    store = makeStore();
  });

  it('puts a folder, then stats, reads, streams and lists its files', async () => {
    await store.putFolder('p1/d1', await siteFolder(`site-${store.kind}-1`));
    expect(await store.list('p1/d1')).toEqual([
      'p1/d1/_folio/search/en.json',
      'p1/d1/big.bin',
      'p1/d1/index.html',
    ]);
    expect(await store.stat('p1/d1/index.html')).toEqual({
      key: 'p1/d1/index.html',
      size: 13,
      modified: new Date(1_700_000_000_000),
    });
    expect((await store.read('p1/d1/index.html'))?.toString()).toBe('<h1>Home</h1>');
    expect(await new Response(await store.stream('p1/d1/index.html', 1, 3)).text()).toBe('h1>');
    const big = await new Response(await store.stream('p1/d1/big.bin', 0, 69_999)).arrayBuffer();
    expect(big.byteLength).toBe(70_000);
  });

  it('answers undefined for missing files and folders, and nothing for a missing prefix', async () => {
    expect(await store.stat('p1/d1/nope.html')).toBeUndefined();
    expect(await store.read('p1/d1/nope.html')).toBeUndefined();
    expect(await store.stat('p1/d1/_folio')).toBeUndefined();
    expect(await store.list('p1/none')).toEqual([]);
  });

  it('replaces a prefix put again, and deletes one prefix without touching its siblings', async () => {
    await store.putFolder('p1/d2', await siteFolder(`site-${store.kind}-2`));
    const next = path.join(work, `site-${store.kind}-3`);
    await mkdir(next, { recursive: true });
    await writeFile(path.join(next, 'index.html'), 'v2');
    await store.putFolder('p1/d2', next);
    expect(await store.list('p1/d2')).toEqual(['p1/d2/index.html']);
    expect((await store.read('p1/d2/index.html'))?.toString()).toBe('v2');
    await store.deletePrefix('p1/d2');
    expect(await store.list('p1/d2')).toEqual([]);
    expect(await store.stat('p1/d2/index.html')).toBeUndefined();
    expect(await store.list('p1/d1')).toHaveLength(3);
  });

  it('records a location that names the prefix again, and no other', () => {
    const location = store.locationOf('p1/d1');
    expect(store.prefixAt(location)).toBe('p1/d1');
    expect(store.prefixAt('/elsewhere/p1/d1')).toBeUndefined();
    expect(store.prefixAt('s3://another-bucket/p1/d1')).toBeUndefined();
  });

  it('refuses keys that leave their prefix', async () => {
    for (const key of [
      '../p1/d1/index.html',
      'p1/d1/../../x',
      '/p1/d1/index.html',
      'p1//d1',
      'p1\\d1',
    ]) {
      await expect(store.stat(key), key).rejects.toThrow(ArtefactKeyError);
      await expect(store.read(key), key).rejects.toThrow(ArtefactKeyError);
      await expect(store.deletePrefix(key), key).rejects.toThrow(ArtefactKeyError);
    }
    expect(await store.list('p1/d1')).toHaveLength(3);
  });
});

describe('artefactKey', () => {
  it('joins checked parts, and says what is wrong with a bad one', () => {
    expect(artefactKey('p', 'd', 'guide/index.html')).toBe('p/d/guide/index.html');
    expect(artefactKey('', 'index.html')).toBe('index.html');
    expect(artefactKey('p', '%2e%2e/x')).toBe('p/%2e%2e/x');
    expect(() => artefactKey('p', '../x')).toThrow(
      'Artefact key "p/../x" has an empty, "." or ".." segment or a leading "/".',
    );
    expect(() => artefactKey('p', 'a\u0000b')).toThrow(
      'Artefact key "p/a\\u0000b" has a backslash or control character.',
    );
    expect(() => artefactKey('')).toThrow('An artefact key is empty.');
  });
});

describe('the S3 store', () => {
  it('leaves nothing under the prefix when an upload fails, so the last deployment stays', async () => {
    const store = artefactStoreFromEnv(s3.env('failing'), work);
    await store.putFolder('p/old', await siteFolder('site-old'));
    const broken = await siteFolder('site-broken');
    const files = Array.from({ length: 30 }, (_, at) => `page-${String(at)}.html`);
    for (const file of files) await writeFile(path.join(broken, file), file);
    // A key over S3's 1,024 bytes fails once other files are already up.
    const deep = path.join(broken, ...Array.from({ length: 5 }, () => 'x'.repeat(220)));
    await mkdir(deep, { recursive: true });
    await writeFile(path.join(deep, 'page.html'), 'deep');
    const upload = store.putFolder('p/new', broken);
    await expect(upload).rejects.toThrow('is over 1,024 bytes.');
    expect(await store.list('p/new')).toEqual([]);
    expect(await store.list('p/old')).toHaveLength(3);
  });

  it('keeps files it has read in its cache, bounded by bytes', async () => {
    const inner = artefactStoreFromEnv({ ...s3.env('cached'), FOLIO_STORAGE_CACHE_MB: '0' }, work);
    const cached = new CachedArtefactStore(inner, { maxBytes: 100_000 });
    await cached.putFolder('p/d', await siteFolder('site-cached'));
    expect((await cached.read('p/d/index.html'))?.toString()).toBe('<h1>Home</h1>');
    const held = cached.cachedBytes;
    expect(held).toBeGreaterThan(13);
    await cached.read('p/d/big.bin');
    // 70,000 bytes is over an eighth of the cache: streamed each time, never kept.
    expect(cached.cachedBytes).toBe(held);
    await inner.deletePrefix('p/d');
    expect((await cached.read('p/d/index.html'))?.toString()).toBe('<h1>Home</h1>');
    await cached.deletePrefix('p/d');
    expect(await cached.read('p/d/index.html')).toBeUndefined();
  });
});

describe('the cache in front of a store', () => {
  it('answers a file it holds with no call to the store and no copy of its bytes', async () => {
    const inner = new LocalArtefactStore(path.join(work, 'counted'));
    const calls: string[] = [];
    const counted: ArtefactStore = {
      kind: inner.kind,
      putFolder: (prefix, folder) => inner.putFolder(prefix, folder),
      stat: (key) => (calls.push(`stat ${key}`), inner.stat(key)),
      read: (key) => (calls.push(`read ${key}`), inner.read(key)),
      stream: (key, start, end) => (calls.push(`stream ${key}`), inner.stream(key, start, end)),
      list: (prefix) => inner.list(prefix),
      folders: (prefix, slice) => inner.folders(prefix, slice),
      deletePrefix: (prefix) => inner.deletePrefix(prefix),
      locationOf: (prefix) => inner.locationOf(prefix),
      prefixAt: (location) => inner.prefixAt(location),
    };
    const cached = new CachedArtefactStore(counted, { maxBytes: 1_000_000 });
    await cached.putFolder('p/d', await siteFolder('site-counted'));
    expect(await cached.stat('p/d/big.bin')).toMatchObject({ size: 70_000 });
    const bytes = await cached.read('p/d/big.bin');
    expect(calls).toEqual(['stat p/d/big.bin', 'read p/d/big.bin']);

    calls.length = 0;
    expect(await cached.stat('p/d/big.bin')).toMatchObject({ size: 70_000 });
    expect(await cached.read('p/d/big.bin')).toBe(bytes);
    const chunks: Uint8Array[] = [];
    for await (const chunk of await cached.stream('p/d/big.bin', 10, 69_999)) chunks.push(chunk);
    expect(calls).toEqual([]);
    // One view of the cached buffer, not a copy of it.
    expect(chunks).toHaveLength(1);
    expect(chunks[0]?.buffer).toBe(bytes?.buffer);
    expect(chunks[0]?.byteLength).toBe(69_990);
    // A bad key is still refused, cached or not.
    await expect(cached.stat('p/d/../big.bin')).rejects.toThrow(ArtefactKeyError);
  });
});

describe('FOLIO_STORAGE_URL', () => {
  it('names a bucket and a prefix, and says what is wrong with a bad one', () => {
    expect(parseStorageUrl('s3://docs-sites/prod/')).toEqual({
      bucket: 'docs-sites',
      base: 'prod',
    });
    expect(parseStorageUrl('s3://docs-sites')).toEqual({ bucket: 'docs-sites', base: '' });
    expect(() => parseStorageUrl('https://docs-sites')).toThrow(
      'FOLIO_STORAGE_URL "https://docs-sites" is not an s3:// URL: use s3://bucket or s3://bucket/prefix.',
    );
    expect(() => parseStorageUrl('s3://Docs_Sites')).toThrow(StorageSettingError);
    expect(() => parseStorageUrl('s3://docs/../x')).toThrow(StorageSettingError);
    expect(() =>
      artefactStoreFromEnv(
        { FOLIO_STORAGE_URL: 's3://docs', FOLIO_STORAGE_CACHE_MB: 'lots' },
        work,
      ),
    ).toThrow(
      'FOLIO_STORAGE_CACHE_MB "lots" is not a whole number of megabytes (0 turns the cache off).',
    );
    expect(() => {
      checkStorageSettings({ FOLIO_STORAGE_URL: 's3://docs', FOLIO_S3_ENDPOINT: 'minio:9000' });
    }).toThrow(
      'FOLIO_S3_ENDPOINT "minio:9000" is not an http:// or https:// URL (for example http://127.0.0.1:9000).',
    );
    expect(() => {
      checkStorageSettings({});
    }).not.toThrow();
  });
});

describe('FOLIO_SWEEP_GRACE_SECONDS', () => {
  it('sets the sweep grace period in seconds, at least a minute, checked before serving', () => {
    expect(sweepGraceMsFromEnv({})).toBeUndefined();
    expect(sweepGraceMsFromEnv({ FOLIO_SWEEP_GRACE_SECONDS: ' 600 ' })).toBe(600_000);
    for (const text of ['30', '1.5', 'an hour', '-60']) {
      expect(() => {
        checkStorageSettings({ FOLIO_SWEEP_GRACE_SECONDS: text });
      }).toThrow(
        `FOLIO_SWEEP_GRACE_SECONDS "${text}" is not a whole number of seconds of at least 60.`,
      );
    }
  });
});
