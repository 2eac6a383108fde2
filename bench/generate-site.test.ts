import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { generateSite } from './generate-site.ts';

const folders: string[] = [];

async function generated(pages: number, seed: number): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'folio-generate-test-'));
  folders.push(root);
  await generateSite(root, { pages, seed });
  return root;
}

async function contents(root: string): Promise<Map<string, string>> {
  const files = (await readdir(root, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
  const texts = await Promise.all(files.map((file) => readFile(path.join(root, file), 'latin1')));
  return new Map(files.map((file, index) => [file, texts[index] ?? '']));
}

interface Group {
  group: string;
  pages: (string | Group)[];
}

function pageCount(group: Group): number {
  return group.pages.reduce(
    (sum, entry) => sum + (typeof entry === 'string' ? 1 : pageCount(entry)),
    0,
  );
}

afterEach(async () => {
  await Promise.all(
    folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })),
  );
});

describe('generateSite', () => {
  it('writes a byte-identical folder for the same seed, and a different one for another seed', async () => {
    const first = await contents(await generated(60, 5));
    const second = await contents(await generated(60, 5));
    const other = await contents(await generated(60, 6));
    expect(second).toEqual(first);
    expect(other.get('docs.json')).not.toEqual(first.get('docs.json'));
  });

  it('lists every page in docs.json, in tabs of groups of 10 to 20 pages', async () => {
    const root = await generated(600, 1);
    const config = JSON.parse(await readFile(path.join(root, 'docs.json'), 'utf8')) as {
      navigation: { tabs: { tab: string; groups: Group[] }[] };
    };
    const groups = config.navigation.tabs.flatMap((tab) => tab.groups);
    expect(config.navigation.tabs.map((tab) => tab.tab)).toEqual([
      'Guides',
      'Platform',
      'API reference',
    ]);
    expect(groups.reduce((sum, group) => sum + pageCount(group), 0)).toBe(600);
    for (const group of groups) {
      expect(pageCount(group)).toBeGreaterThanOrEqual(10);
      expect(pageCount(group)).toBeLessThanOrEqual(20);
    }
    const pages = [...(await contents(root)).keys()].filter(
      (file) => file.endsWith('.mdx') && !file.startsWith('snippets'),
    );
    expect(pages).toHaveLength(600);
  });

  it('splits large sites into products of at most five tabs', async () => {
    const root = await generated(1600, 1);
    const config = JSON.parse(await readFile(path.join(root, 'docs.json'), 'utf8')) as {
      navigation: { products: { product: string; tabs: unknown[] }[] };
    };
    expect(config.navigation.products.map((product) => product.product)).toEqual(['Cloud', 'Edge']);
    expect(config.navigation.products.map((product) => product.tabs.length)).toEqual([4, 4]);
  });

  it('writes pages of 2 to 4 KB with headings, code, links, components, snippets and images', async () => {
    const files = await contents(await generated(200, 3));
    const pages = [...files].filter(
      ([file]) => file.endsWith('.mdx') && !file.startsWith('snippets'),
    );
    const sizes = pages.map(([, text]) => text.length).sort((a, b) => a - b);
    const median = sizes[Math.floor(sizes.length / 2)] ?? 0;
    expect(median).toBeGreaterThan(2048);
    expect(median).toBeLessThan(4096);
    const count = (pattern: RegExp): number =>
      pages.filter(([, text]) => pattern.test(text)).length;
    expect(count(/^---\ntitle: ".+"\ndescription: ".+"\n---\n/)).toBe(200);
    expect(count(/^## /m)).toBe(200);
    expect(count(/\]\(\/[a-z]/)).toBeGreaterThan(100);
    expect(
      count(/<(Note|Warning|Tip|Info|CardGroup|CodeGroup|Steps|Accordion)[ >]/),
    ).toBeGreaterThan(30);
    expect(count(/^import \w+ from '\/snippets\//m)).toBe(10);
    expect(count(/!\[[^\]]+\]\(\/images\//)).toBe(8);
    expect(files.has('snippets/prerequisites.mdx')).toBe(true);
    expect(files.get('images/dashboard.png')?.startsWith('\u0089PNG')).toBe(true);
  });

  it('refuses a folder that is not empty', async () => {
    const root = await generated(20, 1);
    await expect(generateSite(root, { pages: 20 })).rejects.toThrow(/is not empty/);
  });
});
