/**
 * A missing image never fails a build: `folio build` warns at each reference (`image-missing`)
 * and keeps the `<img>` with its alt text; a rebuild from the cache after the file is added no
 * longer warns; `folio broken-links` reports each such image once, as a broken link; `folio dev`
 * shows a box naming the path instead.
 *
 * @module
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startDevServer } from '../../src/dev/index.ts';
import { buildSite } from '../../src/site/index.ts';
import { runFolio } from '../helpers/run-folio.ts';
import { page, tempDocs } from '../helpers/temp-docs.ts';

const body = [
  '![Diagram](/images/missing.png)',
  '',
  '<img src="/missing.png" alt="Raw" />',
  '',
  '<Frame caption="Framed"><img src="./images/frame.png" alt="In a frame" /></Frame>',
  '',
  '<Card title="Card" img="/images/card.png">Body</Card>',
  '',
  '![Remote](https://example.com/remote.png)',
].join('\n');

async function site() {
  return tempDocs({
    'docs.json': { name: 'Images', navigation: { groups: [{ group: 'A', pages: ['index'] }] } },
    'index.mdx': page('Home', body),
  });
}

const temps: string[] = [];
afterAll(async () => {
  await Promise.all(temps.map((dir) => rm(dir, { recursive: true, force: true })));
});

function imgTags(html: string): string[] {
  return [...html.matchAll(/<img [^>]*>/g)].map((match) => match[0]);
}

describe('missing images', () => {
  it('builds with a positioned warning each and the <img> kept; the cache drops it once fixed', async () => {
    const root = await site();
    const temp = await mkdtemp(path.join(tmpdir(), 'folio-images-'));
    temps.push(temp);
    const outDir = path.join(temp, 'site');
    const result = await buildSite(root, { outDir });
    expect(
      result.diagnostics.map(
        (item) =>
          `${item.position?.file ?? ''}:${String(item.position?.line)}:${String(item.position?.column)} ${item.severity}[${item.code}] ${item.message} (${item.hint ?? ''})`,
      ),
    ).toEqual([
      'index.mdx:5:1 warning[image-missing] Image "/images/missing.png" does not exist (Add the file or correct the path)',
      'index.mdx:7:6 warning[image-missing] Image "/missing.png" does not exist (Add the file or correct the path)',
      'index.mdx:9:30 warning[image-missing] Image "./images/frame.png" does not exist (looked for /images/frame.png) (Add the file or correct the path)',
      'index.mdx:11:20 warning[image-missing] Image "/images/card.png" does not exist (Add the file or correct the path)',
    ]);
    const html = await readFile(path.join(outDir, 'index.html'), 'utf8');
    expect(imgTags(html)).toEqual([
      '<img src="/images/missing.png" alt="Diagram"/>',
      '<img src="/missing.png" alt="Raw"/>',
      '<img src="/images/frame.png" alt="In a frame"/>',
      '<img class="folio-card-image" src="/images/card.png" alt="" loading="lazy" decoding="async"/>',
      '<img src="https://example.com/remote.png" alt="Remote"/>',
    ]);
    expect(html).not.toContain('folio-missing');

    // Unchanged page, but the file is now there: the page is rendered again, without the warning.
    await writeFile(path.join(root, 'missing.png'), 'png');
    const again = await buildSite(root, { outDir });
    expect(again.diagnostics.map((item) => item.message)).not.toContain(
      'Image "/missing.png" does not exist',
    );
    expect(again.diagnostics).toHaveLength(3);
  });

  it('is reported once by folio broken-links, as a broken link', async () => {
    const root = await site();
    const result = await runFolio(['broken-links', root]);
    expect(result.code).toBe(1);
    expect(result.stdout).not.toContain('image-missing');
    expect(result.stdout.match(/\/images\/missing\.png →/g)).toHaveLength(1);
    expect(result.stdout).toContain('4 broken links in 1 file');
  });

  it('shows a box naming the path in folio dev', async () => {
    const root = await site();
    const server = await startDevServer({ root, port: 0, onLog: () => undefined });
    try {
      const html = await (await fetch(`${server.url}/`)).text();
      expect(html).toContain(
        '<span class="folio-missing folio-missing-image" role="img" aria-label="Diagram" data-folio-missing="/images/missing.png">Missing image: /images/missing.png</span>',
      );
      expect(html).toContain('data-folio-missing="/images/frame.png"');
      expect(html).toContain(
        '<span class="folio-missing folio-missing-image" role="img" aria-label="/images/card.png" data-folio-missing="/images/card.png">Missing image: /images/card.png</span>',
      );
      expect(imgTags(html)).toEqual(['<img src="https://example.com/remote.png" alt="Remote"/>']);
    } finally {
      await server.close();
    }
  });
});
