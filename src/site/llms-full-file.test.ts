import type { BinaryLike } from 'node:crypto';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { tempDocs } from '../../test/helpers/temp-docs.ts';
import { hashText, storeHtml } from './cached-html.ts';
import { addMarkdownFiles } from './markdown-files.ts';
import { pageMarkdownText } from './site-files.ts';
import type { PageSummary, llmsFullTxt } from './site-files.ts';
import { SiteOutput } from './site-output.ts';

/** Bytes given to every hash made since the count was last reset. */
const hashed = vi.hoisted(() => ({ bytes: 0 }));

vi.mock('node:crypto', async (importOriginal) => {
  const original = await importOriginal<typeof import('node:crypto')>();
  const createHash = (...args: Parameters<typeof original.createHash>) => {
    const hash = original.createHash(...args);
    const update = hash.update.bind(hash);
    hash.update = (data: BinaryLike) => {
      hashed.bytes += typeof data === 'string' ? Buffer.byteLength(data) : data.byteLength;
      return update(data);
    };
    return hash;
  };
  return { ...original, createHash };
});

const site = { name: 'Acme', baseUrl: 'https://x.dev' } as Parameters<typeof llmsFullTxt>[0];
const routes = { home: '/p0', folders: new Map<string, string>() };

const page = (route: string, body = `${route} `.repeat(2000)): PageSummary => ({
  route,
  title: route,
  noindex: false,
  hidden: false,
  breadcrumbs: [],
  markdown: `${body}\n`,
});

/** Stores the pages' `.md` texts in `store` and gives their summaries as a build does. */
function stored(store: string, given: readonly PageSummary[]): PageSummary[] {
  return given.map((summary) => {
    const text = pageMarkdownText(summary, undefined, undefined);
    storeHtml(store, text, 'md');
    return { ...summary, markdown: undefined, markdownHash: hashText(text) };
  });
}

/** The fingerprint the site output is given for llms-full.txt, written in `store`. */
async function fingerprint(store: string, given: readonly PageSummary[]): Promise<string> {
  let found = '';
  const output = new (class extends SiteOutput {
    override cached(relative: string, file: string, hash: string, bytes: number): void {
      if (relative === 'llms-full.txt') found = hash;
      super.cached(relative, file, hash, bytes);
    }
  })(path.join(await tempDocs({}), 'site'), undefined);
  await addMarkdownFiles(output, given, routes, site, store, 'engine');
  return found;
}

describe('the fingerprint of llms-full.txt', () => {
  const pages = Array.from({ length: 20 }, (_, at) => page(`/p${String(at)}`));
  const edited = pages.map((item, at) => (at === 10 ? page(item.route, 'New body.') : item));

  it('is the same for the same parts however the file was made, and changes with a part', async () => {
    const store = await tempDocs({});
    const before = await fingerprint(store, stored(store, pages));
    const rebuilt = await fingerprint(store, stored(store, edited));
    const coldStore = await tempDocs({});
    expect(rebuilt).toBe(await fingerprint(coldStore, stored(coldStore, edited)));
    expect(rebuilt).not.toBe(before);
  });

  it("hashes the text a rebuild makes, not the unchanged pages' parts it copies", async () => {
    const store = await tempDocs({});
    await fingerprint(store, stored(store, pages));
    const given = stored(store, edited);
    hashed.bytes = 0;
    await fingerprint(store, given);
    // Each page's part is over 5 kB; the copied ones would come to 100 kB.
    expect(hashed.bytes).toBeLessThan(10_000);
  });
});
