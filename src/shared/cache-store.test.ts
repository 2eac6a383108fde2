import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  CACHE_LAYOUT,
  CacheStore,
  cacheFolder,
  installCacheRoot,
  openCacheStore,
  projectCacheRoot,
} from './cache-store.ts';

const base = await mkdtemp(path.join(os.tmpdir(), 'folio-cache-store-'));
afterAll(() => rm(base, { recursive: true, force: true }));

let count = 0;
const freshRoot = (): string => path.join(base, `store-${String((count += 1))}`);

describe('cache store layout', () => {
  it('puts each kind in its own folder under the root', () => {
    const docs = path.join(base, 'docs');
    expect(projectCacheRoot(docs)).toBe(path.join(docs, '.folio', 'cache'));
    expect(installCacheRoot(docs)).toBe(path.join(docs, 'node_modules', '.cache', 'folio'));
    const store = new CacheStore(projectCacheRoot(docs));
    expect(store.folder('build')).toBe(path.join(docs, '.folio', 'cache', 'build'));
    expect(store.file('code', 'a.pack')).toBe(path.join(docs, '.folio', 'cache', 'code', 'a.pack'));
    expect(cacheFolder(store.root, 'regex')).toBe(store.folder('regex'));
  });

  it('records its layout version in a new store', () => {
    const root = freshRoot();
    openCacheStore(root);
    expect(readFileSync(path.join(root, 'VERSION'), 'utf8')).toBe(`${String(CACHE_LAYOUT)}\n`);
  });

  it('empties a store of an older layout, or of none (an older Folio), when opened', async () => {
    for (const version of [undefined, String(CACHE_LAYOUT + 1), 'garbage']) {
      const root = freshRoot();
      await mkdir(path.join(root, 'build', 'html'), { recursive: true });
      await writeFile(path.join(root, 'build', 'index.json'), '{}');
      await writeFile(path.join(root, 'docs-json.json'), '{}');
      if (version !== undefined) await writeFile(path.join(root, 'VERSION'), version);
      openCacheStore(root);
      expect(readdirSync(root), String(version)).toEqual(['VERSION']);
    }
  });

  it('keeps a store of this layout as it is', async () => {
    const root = freshRoot();
    await mkdir(root, { recursive: true });
    await writeFile(path.join(root, 'VERSION'), `${String(CACHE_LAYOUT)}\n`);
    const store = new CacheStore(root);
    expect(store.write('config', 'docs-json.json', '{"kept":true}')).toBe(true);
    openCacheStore(root);
    expect(await readFile(store.file('config', 'docs-json.json'), 'utf8')).toBe('{"kept":true}');
  });
});

describe('cache store writes and eviction', () => {
  it('writes through a temporary file and leaves none behind', async () => {
    const store = openCacheStore(freshRoot());
    expect(store.write('regex', 'regex-1.json', 'first')).toBe(true);
    expect(store.write('regex', 'regex-1.json', 'second')).toBe(true);
    expect(readdirSync(store.folder('regex'))).toEqual(['regex-1.json']);
    expect(await readFile(store.file('regex', 'regex-1.json'), 'utf8')).toBe('second');
  });

  it('reports a write it cannot make instead of throwing', async () => {
    const root = freshRoot();
    await mkdir(root, { recursive: true });
    // A file where the kind's folder should be.
    await writeFile(path.join(root, 'engine'), '');
    expect(new CacheStore(root).write('engine', 'memo.json', '{}')).toBe(false);
  });

  it('prunes the entries of other versions, not the current one or files being written', async () => {
    const store = openCacheStore(freshRoot());
    store.write('modules', 'modules-v24.1.0-build.pack', 'old');
    store.write('modules', 'modules-v24.2.0-build.pack', 'new');
    await writeFile(store.file('modules', 'modules-v24.1.0.pack.9-0.tmp'), 'partial');
    store.prune('modules', (name) => name.startsWith('modules-v24.2.0'));
    expect(readdirSync(store.folder('modules')).sort()).toEqual([
      'modules-v24.1.0.pack.9-0.tmp',
      'modules-v24.2.0-build.pack',
    ]);
    // Pruning a kind that has no folder yet is nothing to do.
    store.prune('assets', () => false);
    expect(existsSync(store.folder('assets'))).toBe(false);
  });
});
