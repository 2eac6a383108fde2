import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDocs } from '../../test/helpers/temp-docs.ts';
import { loadConfig } from './load-config.ts';

const realWorld = fileURLToPath(new URL('../../test/fixtures/real-world/', import.meta.url));
const folders: string[] = [];
afterEach(async () => {
  await Promise.all(folders.splice(0).map((f) => rm(f, { recursive: true, force: true })));
});

async function cacheFolder(): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'folio-config-cache-'));
  folders.push(folder);
  return folder;
}

/** What a load gives, without the locate function. */
function outcome(loaded: Awaited<ReturnType<typeof loadConfig>>): unknown {
  return { config: loaded.config, diagnostics: loaded.diagnostics, sources: loaded.sources };
}

const cacheFile = (folder: string): string => path.join(folder, 'docs-json.json');

describe('the validated docs.json cache', () => {
  it('gives exactly what validating gives, for every real docs folder', async () => {
    const names = (await readdir(realWorld, { withFileTypes: true }))
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(names.length).toBeGreaterThan(10);
    for (const name of names) {
      const root = path.join(realWorld, name);
      const folder = await cacheFolder();
      const validated = await loadConfig(root);
      const first = await loadConfig(root, { cacheFolder: folder });
      const again = await loadConfig(root, { cacheFolder: folder });
      expect(outcome(first), name).toStrictEqual(outcome(validated));
      if (validated.config) expect(existsSync(cacheFile(folder)), name).toBe(true);
      expect(outcome(again), name).toStrictEqual(outcome(validated));
    }
  });

  it('takes the result from the cache while docs.json is unchanged, not after an edit', async () => {
    const root = await tempDocs({
      'docs.json': { name: 'Cached', navigation: { pages: ['index'] } },
    });
    const folder = await cacheFolder();
    await loadConfig(root, { cacheFolder: folder });
    // Plant a different result under the same key: a load that reads the cache returns it.
    const stored = JSON.parse(await readFile(cacheFile(folder), 'utf8')) as {
      config: { name: string };
    };
    stored.config.name = 'From the cache';
    await writeFile(cacheFile(folder), JSON.stringify(stored));
    expect((await loadConfig(root, { cacheFolder: folder })).config?.name).toBe('From the cache');

    await writeFile(
      path.join(root, 'docs.json'),
      JSON.stringify({ name: 'Edited', navigation: { pages: ['index'] } }),
    );
    expect((await loadConfig(root, { cacheFolder: folder })).config?.name).toBe('Edited');
  });

  it('keeps warnings with their positions, and never keeps a result with errors', async () => {
    const root = await tempDocs({
      'docs.json':
        '{\n  "name": "Warned",\n  "colours": {},\n  "navigation": { "pages": ["index"] }\n}\n',
    });
    const folder = await cacheFolder();
    const first = await loadConfig(root, { cacheFolder: folder });
    expect(first.diagnostics.map((d) => [d.severity, d.position?.line])).toEqual([['warning', 3]]);
    expect((await loadConfig(root, { cacheFolder: folder })).diagnostics).toStrictEqual(
      first.diagnostics,
    );

    await writeFile(path.join(root, 'docs.json'), '{ "name": 3, "navigation": { "pages": [] } }');
    await rm(cacheFile(folder));
    const failed = await loadConfig(root, { cacheFolder: folder });
    expect(failed.config).toBeUndefined();
    expect(existsSync(cacheFile(folder))).toBe(false);
  });

  it('covers included files, and finds positions from the checked text on a hit', async () => {
    const root = await tempDocs({
      'docs.json': '{\n  "name": "Included",\n  "navigation": { "$ref": "./nav.json" }\n}\n',
      'nav.json': '{\n  "pages": [\n    "index"\n  ]\n}\n',
    });
    const folder = await cacheFolder();
    const first = await loadConfig(root, { cacheFolder: folder });
    const hit = await loadConfig(root, { cacheFolder: folder });
    expect(outcome(hit)).toStrictEqual(outcome(first));
    expect(hit.locate(['navigation', 'pages', 0])).toEqual({
      file: 'nav.json',
      line: 3,
      column: 5,
    });
    expect(hit.locate(['name'])).toEqual(first.locate(['name']));

    await writeFile(path.join(root, 'nav.json'), '{ "pages": ["index", "more"] }');
    const edited = await loadConfig(root, { cacheFolder: folder });
    expect(edited.config?.navigation).toEqual({ pages: ['index', 'more'] });
  });

  it('validates as usual when the cache file is damaged or cannot be written', async () => {
    const root = await tempDocs({
      'docs.json': { name: 'Plain', navigation: { pages: ['index'] } },
    });
    const folder = await cacheFolder();
    await writeFile(cacheFile(folder), '{ not json');
    expect((await loadConfig(root, { cacheFolder: folder })).config?.name).toBe('Plain');
    const blocked = path.join(folder, 'a-file');
    await writeFile(blocked, '');
    expect((await loadConfig(root, { cacheFolder: blocked })).config?.name).toBe('Plain');
  });
});
