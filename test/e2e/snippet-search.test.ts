/**
 * Search finds the text pages import from snippets, at the section where it is shown: in a built
 * site's index (and after a snippet changes, with the build cache on) and in `folio dev`'s index,
 * which follows an edited snippet.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startDevServer } from '../../src/dev/index.ts';
import type { DevServer } from '../../src/dev/index.ts';
import { buildSite } from '../../src/site/index.ts';
import { loadSearchIndex, query } from '../../src/search/index.ts';
import { page, tempDocs } from '../helpers/temp-docs.ts';
import { builtSearchText } from '../helpers/built-search-index.ts';

function siteFiles() {
  return {
    'docs.json': { name: 'Snippet search', navigation: { pages: ['index', 'guide'] } },
    'index.mdx': page('Welcome', 'The home page.'),
    'guide.mdx': page(
      'Guide',
      'import Shared from \'/snippets/shared.mdx\';\n\nIntro of the guide.\n\n## Install\n\n<Shared product="Acme" />\n\n## Later\n\nOwn text.',
    ),
    'snippets/shared.mdx':
      "import Deep from './deep.md';\n\nInstall {product} in zeppelin mode.\n\n### Tuning\n\n<Deep />\n",
    'snippets/deep.md': 'The quokka settings live here.\n',
  };
}

/** Where `words` is found: `route#anchor` of each hit. */
function places(indexText: string, words: string): string[] {
  return query(loadSearchIndex(indexText), words).map((hit) => `${hit.route}#${hit.anchor ?? ''}`);
}

describe('search of snippet text in a build', () => {
  it('finds snippet text at its section, and follows a changed snippet through the cache', async () => {
    const root = await tempDocs(siteFiles());
    const out = path.join(await mkdtemp(path.join(tmpdir(), 'folio-out-')), 'site');

    const first = await buildSite(root, { outDir: out });
    expect(first.diagnostics.filter((item) => item.severity === 'error')).toEqual([]);
    let index = await builtSearchText(out);
    expect(places(index, 'zeppelin')).toEqual(['/guide#install']);
    expect(places(index, 'quokka')).toEqual(['/guide#tuning']);
    const [hit] = query(loadSearchIndex(index), 'zeppelin');
    expect(hit?.heading).toBe('Install');
    expect(hit?.snippet).toContain('Install Acme in zeppelin mode');

    await writeFile(path.join(root, 'snippets/deep.md'), 'The wombat settings live here.\n');
    const second = await buildSite(root, { outDir: out });
    expect(second.rendered).toBe(1);
    index = await builtSearchText(out);
    expect(places(index, 'wombat')).toEqual(['/guide#tuning']);
    expect(places(index, 'quokka')).toEqual([]);
    expect(places(index, 'zeppelin')).toEqual(['/guide#install']);
  });
});

describe('search of snippet text in folio dev', () => {
  const running: DevServer[] = [];
  const streams: AbortController[] = [];
  afterEach(async () => {
    for (const stream of streams.splice(0)) stream.abort();
    await Promise.all(running.splice(0).map((server) => server.close()));
  });

  /** Resolves at the next `reload` event of the live-reload stream (opened now). */
  async function nextReload(url: string): Promise<() => Promise<void>> {
    const controller = new AbortController();
    streams.push(controller);
    const response = await fetch(`${url}/_folio/dev/events`, { signal: controller.signal });
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let received = '';
    return async () => {
      const deadline = Date.now() + 10_000;
      while (!/^event: reload$/m.test(received)) {
        if (Date.now() > deadline) throw new Error('no reload event within 10 s');
        const chunk = await reader.read();
        if (chunk.done) throw new Error('the event stream ended');
        received += decoder.decode(chunk.value, { stream: true });
      }
    };
  }

  it('indexes snippet text at its section and updates it after the snippet is edited', async () => {
    const root = await tempDocs(siteFiles());
    const server = await startDevServer({ root, port: 0, onLog: () => undefined });
    running.push(server);
    const indexUrl = `${server.url}/_folio/search/_--_.json`;
    const index = async (): Promise<string> => (await fetch(indexUrl)).text();

    expect(places(await index(), 'zeppelin')).toEqual(['/guide#install']);
    expect(places(await index(), 'quokka')).toEqual(['/guide#tuning']);

    const reloaded = await nextReload(server.url);
    await writeFile(path.join(root, 'snippets/deep.md'), 'The wombat settings live here.\n');
    await reloaded();
    const after = await index();
    expect(places(after, 'wombat')).toEqual(['/guide#tuning']);
    expect(places(after, 'quokka')).toEqual([]);
  });
});
