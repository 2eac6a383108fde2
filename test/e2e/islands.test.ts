/**
 * `folio build` on a site with an interactive component: the page holds the server-rendered
 * initial state inside its island and links the island runtime and its own script, both written
 * under `_folio/`; a page without interactive components links neither; a rebuild from the cache
 * writes the same files.
 *
 * @module
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/site/index.ts';
import { page, tempDocs } from '../helpers/temp-docs.ts';

const counter = [
  'export const Counter = () => {',
  '  const [count, setCount] = useState(5);',
  '  return <button onClick={() => setCount(count + 1)}>Count {count}</button>;',
  '};',
  '',
  '<Counter />',
].join('\n');

const temps: string[] = [];
afterAll(async () => {
  await Promise.all(temps.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function site() {
  const root = await tempDocs({
    'docs.json': {
      name: 'Islands',
      navigation: { groups: [{ group: 'Start', pages: ['index', 'plain'] }] },
    },
    'index.mdx': page('Counter', counter),
    'plain.mdx': page('Plain', 'export const Badge = () => <b>static</b>;\n\n<Badge />'),
  });
  const temp = await mkdtemp(path.join(tmpdir(), 'folio-islands-'));
  temps.push(temp);
  return { root, outDir: path.join(temp, 'site') };
}

const scriptTags = /<script src="(\/_folio\/islands[^"]*)" defer><\/script>/g;

describe('folio build with interactive components', () => {
  it('server-renders the initial state and links the island scripts only where needed', async () => {
    const { root, outDir } = await site();
    const result = await buildSite(root, { outDir });
    expect(result.diagnostics).toEqual([]);
    const html = await readFile(path.join(outDir, 'index.html'), 'utf8');
    expect(html).toContain(
      '<folio-island data-module="#page" data-export="Counter" data-props="{}" data-ids="folio-island-0-" style="display:contents"><button>Count <!-- -->5</button></folio-island>',
    );
    const scripts = [...html.matchAll(scriptTags)].map((match) => match[1] ?? '');
    expect(scripts).toHaveLength(2);
    expect(scripts[0]).toMatch(/^\/_folio\/islands\.[0-9a-f]{16}\.js$/);
    expect(scripts[1]).toMatch(/^\/_folio\/islands\/[0-9a-f]{16}\.js$/);
    for (const script of scripts) expect(existsSync(path.join(outDir, script))).toBe(true);
    const own = await readFile(path.join(outDir, scripts[1] ?? ''), 'utf8');
    expect(own).toContain('const [count, setCount] = useState(5);');
    expect(await readFile(path.join(outDir, scripts[0] ?? ''), 'utf8')).toContain('hydrateRoot');

    const plain = await readFile(path.join(outDir, 'plain', 'index.html'), 'utf8');
    expect(plain).toContain('<b>static</b>');
    expect(plain).not.toContain('islands');

    // From the cache, the same page and the same scripts.
    await rm(outDir, { recursive: true });
    const again = await buildSite(root, { outDir });
    expect(again.diagnostics).toEqual([]);
    expect(await readFile(path.join(outDir, 'index.html'), 'utf8')).toBe(html);
    for (const script of scripts) expect(existsSync(path.join(outDir, script))).toBe(true);
  });

  it('writes no island files for a site without interactive components', async () => {
    const root = await tempDocs({
      'docs.json': { name: 'Plain', navigation: { groups: [{ group: 'S', pages: ['index'] }] } },
      'index.mdx': page('Plain', 'export const Badge = () => <b>static</b>;\n\n<Badge />'),
    });
    const temp = await mkdtemp(path.join(tmpdir(), 'folio-islands-'));
    temps.push(temp);
    const outDir = path.join(temp, 'site');
    await buildSite(root, { outDir, cache: false });
    const files = await readdir(path.join(outDir, '_folio'));
    expect(files.filter((file) => file.startsWith('islands'))).toEqual([]);
  });
});
