/**
 * Generates a realistic docs folder for benchmarks: docs.json with tabs (grouped into products on
 * large sites) of sidebar groups of 10–20 pages, N pages of 2–4 KB of MDX like real docs, a
 * quarter of them with MDX components, snippets, images, a logo and a favicon. Everything comes
 * from one seeded generator: the same options always write a byte-identical folder.
 *
 * @module
 */
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pageSource } from './site/page-source.ts';
import type { PageSpec } from './site/page-source.ts';
import { groupTitle, pageTitle, slugify } from './site/prose.ts';
import type { LinkTarget } from './site/prose.ts';
import { Random } from './site/random.ts';
import { brandFiles, images, snippets } from './site/static-files.ts';

export interface GenerateOptions {
  /** How many pages to write. */
  pages: number;
  /** Seed of the generator (default 1). */
  seed?: number | undefined;
}

/** One generated page. */
export interface GeneratedPage {
  /** Path of the `.mdx` file relative to the docs folder. */
  file: string;
  /** Site route (`/` for the home page). */
  route: string;
  title: string;
}

export interface GeneratedSite {
  root: string;
  pages: GeneratedPage[];
  /** Total size of the files written, in bytes. */
  bytes: number;
}

/** Pages per tab: about the size of a real docs sidebar. */
const PAGES_PER_TAB = 250;
/** Tabs per product; sites larger than one product's worth are split into products. */
const TABS_PER_PRODUCT = 5;
const tabNames = ['Guides', 'Platform', 'API reference', 'SDKs', 'Integrations'];
const productNames = ['Cloud', 'Edge', 'Data', 'Workflows', 'Observability', 'Identity'];

interface GroupEntry {
  group: string;
  pages: (string | GroupEntry)[];
}

/**
 * Writes a generated site into `dir`, which must not exist or be empty. Returns the pages written.
 */
export async function generateSite(dir: string, options: GenerateOptions): Promise<GeneratedSite> {
  if (!Number.isInteger(options.pages) || options.pages < 1) {
    throw new Error(`generateSite: pages must be a positive integer, got ${String(options.pages)}`);
  }
  const root = path.resolve(dir);
  await mkdir(root, { recursive: true });
  if ((await readdir(root)).length > 0) throw new Error(`generateSite: ${root} is not empty`);

  const random = new Random(options.seed ?? 1);
  const { navigation, pages } = planNavigation(random.fork(), options.pages);
  const files = new Map<string, string | Buffer>();
  files.set('docs.json', `${JSON.stringify(docsJson(navigation), null, 2)}\n`);
  for (const [file, content] of brandFiles) files.set(file, content);
  for (const snippet of snippets) files.set(snippet.path.slice(1), snippet.source);
  for (const image of images) files.set(image.src.slice(1), image.content);

  const links: LinkTarget[] = pages.map(({ title, route }) => ({ title, route }));
  for (const [index, page] of pages.entries()) {
    const pageRandom = random.fork();
    files.set(page.file, pageSource(pageRandom, pageSpec(pageRandom, page, index), links));
  }

  const folders = new Set([...files.keys()].map((file) => path.dirname(path.join(root, file))));
  for (const folder of [...folders].sort()) await mkdir(folder, { recursive: true });
  const entries = [...files];
  for (let start = 0; start < entries.length; start += 64) {
    await Promise.all(
      entries
        .slice(start, start + 64)
        .map(([file, content]) => writeFile(path.join(root, file), content)),
    );
  }
  const bytes = entries.reduce((sum, [, content]) => sum + Buffer.byteLength(content), 0);
  return { root, pages, bytes };
}

/** What a page holds: a quarter use components, some import a snippet or show an image. */
function pageSpec(random: Random, page: GeneratedPage, index: number): PageSpec {
  const snippet = index % 20 === 3 ? snippets[Math.floor(index / 20) % snippets.length] : undefined;
  const image = index % 25 === 7 ? images[Math.floor(index / 25) % images.length] : undefined;
  return {
    title: page.title,
    targetSize: random.int(1800, 3400),
    components: index === 0 || random.chance(0.25),
    snippet: snippet && { name: snippet.name, path: snippet.path },
    image: image && { src: image.src, alt: image.alt },
  };
}

/** Splits `count` pages into products, tabs, groups (some nested) and pages. */
function planNavigation(
  random: Random,
  count: number,
): { navigation: Record<string, unknown>; pages: GeneratedPage[] } {
  const pages: GeneratedPage[] = [];
  const tabCount = Math.max(1, Math.ceil(count / PAGES_PER_TAB));
  const productCount = tabCount > TABS_PER_PRODUCT ? Math.ceil(tabCount / TABS_PER_PRODUCT) : 0;

  const tabs = (folder: string, pageCount: number, tabTotal: number): Record<string, unknown>[] =>
    split(pageCount, tabTotal).map((tabPages, index) => {
      const name = tabNames[index % tabNames.length] ?? 'Docs';
      const tabFolder = path.posix.join(folder, slugify(name));
      return { tab: name, groups: groups(random, tabFolder, tabPages, pages) };
    });

  if (productCount === 0) return { navigation: { tabs: tabs('', count, tabCount) }, pages };
  const products = split(count, productCount).map((productPages, index) => {
    const base = productNames[index % productNames.length] ?? 'Product';
    const name = index < productNames.length ? base : `${base} ${String(index + 1)}`;
    return {
      product: name,
      description: `Docs for Acme ${name}`,
      tabs: tabs(slugify(name), productPages, Math.ceil(productPages / PAGES_PER_TAB)),
    };
  });
  return { navigation: { products }, pages };
}

/** Sidebar groups of 10–20 pages for `count` pages under `folder`; appends them to `pages`. */
function groups(
  random: Random,
  folder: string,
  count: number,
  pages: GeneratedPage[],
): GroupEntry[] {
  const result: GroupEntry[] = [];
  const groupSlugs = new Set<string>();
  let left = count;
  while (left > 0) {
    const size = left <= 20 ? left : Math.min(random.int(10, 20), left - 10);
    left -= size;
    const title = groupTitle(random);
    const groupFolder = path.posix.join(folder, unique(slugify(title), groupSlugs));
    const pageSlugs = new Set<string>();
    const entries: string[] = [];
    for (let index = 0; index < size; index++) {
      const home = pages.length === 0;
      const pageName = home ? 'Introduction' : pageTitle(random);
      const file = home
        ? 'index'
        : path.posix.join(groupFolder, unique(slugify(pageName), pageSlugs));
      pages.push({ file: `${file}.mdx`, route: home ? '/' : `/${file}`, title: pageName });
      entries.push(file);
    }
    const nested = size >= 12 && random.chance(0.2) ? random.int(3, 5) : 0;
    const top: (string | GroupEntry)[] = entries.slice(0, entries.length - nested);
    if (nested > 0) top.push({ group: groupTitle(random), pages: entries.slice(-nested) });
    result.push({ group: title, pages: top });
  }
  return result;
}

function docsJson(navigation: Record<string, unknown>): Record<string, unknown> {
  return {
    $schema: 'https://mintlify.com/docs.json',
    theme: 'mint',
    name: 'Acme',
    description: 'Acme runs background jobs, schedules and workflows for your apps.',
    colors: { primary: '#16A34A', light: '#07C983', dark: '#15803D' },
    favicon: '/favicon.svg',
    logo: { light: '/logo/light.svg', dark: '/logo/dark.svg' },
    navigation: {
      ...navigation,
      global: {
        anchors: [
          { anchor: 'Status', href: 'https://status.acme.dev', icon: 'signal' },
          { anchor: 'Blog', href: 'https://acme.dev/blog', icon: 'newspaper' },
        ],
      },
    },
    navbar: {
      links: [{ label: 'Support', href: 'mailto:support@acme.dev' }],
      primary: { type: 'button', label: 'Dashboard', href: 'https://app.acme.dev' },
    },
    footer: { socials: { github: 'https://github.com/acme', x: 'https://x.com/acme' } },
  };
}

/** `count` split into `parts` near-equal positive sizes. */
function split(count: number, parts: number): number[] {
  return Array.from(
    { length: parts },
    (_, index) => Math.floor((count * (index + 1)) / parts) - Math.floor((count * index) / parts),
  );
}

function unique(slug: string, taken: Set<string>): string {
  let candidate = slug;
  for (let suffix = 2; taken.has(candidate); suffix++) candidate = `${slug}-${String(suffix)}`;
  taken.add(candidate);
  return candidate;
}
