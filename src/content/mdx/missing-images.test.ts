/** Images whose files are not in the docs folder: one warning at each reference. */
import { describe, expect, it } from 'vitest';
import { compileMdx } from './compile-mdx.ts';
import { localImageFile } from './missing-images.ts';

const files = new Set(['images/here.png', 'images/a b.png', 'guides/local.png']);

async function warnings(source: string, file = 'guides/page.mdx') {
  const compiled = await compileMdx(source, { file, fileExists: (name) => files.has(name) });
  return compiled.diagnostics;
}

describe('missing images', () => {
  it('warns at each missing Markdown image, <img>, framed <img> and Card img', async () => {
    const source = [
      '![Diagram](/images/missing.png)',
      '',
      '<img src="/missing.png" alt="Raw" />',
      '',
      '<Frame caption="A"><img src="../images/frame.png" alt="Framed" /></Frame>',
      '',
      '<Card title="C" img="./card.png">Body</Card>',
      '',
    ].join('\n');
    expect(await warnings(source)).toEqual([
      {
        severity: 'warning',
        code: 'image-missing',
        message: 'Image "/images/missing.png" does not exist',
        hint: 'Add the file or correct the path',
        position: { file: 'guides/page.mdx', line: 1, column: 1 },
      },
      {
        severity: 'warning',
        code: 'image-missing',
        message: 'Image "/missing.png" does not exist',
        hint: 'Add the file or correct the path',
        position: { file: 'guides/page.mdx', line: 3, column: 6 },
      },
      {
        severity: 'warning',
        code: 'image-missing',
        message: 'Image "../images/frame.png" does not exist (looked for /images/frame.png)',
        hint: 'Add the file or correct the path',
        position: { file: 'guides/page.mdx', line: 5, column: 25 },
      },
      {
        severity: 'warning',
        code: 'image-missing',
        message: 'Image "./card.png" does not exist (looked for /guides/card.png)',
        hint: 'Add the file or correct the path',
        position: { file: 'guides/page.mdx', line: 7, column: 17 },
      },
    ]);
  });

  it('leaves alone images that exist, remote images, data URLs and other src attributes', async () => {
    const source = [
      '![a](/images/here.png) ![b](../images/here.png?v=2#x) ![c](/images/a%20b.png)',
      '',
      '<img src="./local.png" /> <img src="https://example.com/x.png" /> <img src="//cdn.example.com/y.png" />',
      '',
      '<img src="data:image/png;base64,AAAA" alt="inline" />',
      '',
      '<video src="/videos/missing.mp4" />',
      '',
    ].join('\n');
    expect(await warnings(source)).toEqual([]);
  });

  it('names the docs-folder file an image URL stands for', () => {
    expect(localImageFile('/images/a%20b.png?v=1#top')).toBe('images/a b.png');
    expect(localImageFile('/images/%E0%A4%A.png')).toBe('images/%E0%A4%A.png');
    expect(localImageFile('https://example.com/a.png')).toBeUndefined();
    expect(localImageFile('//cdn.example.com/a.png')).toBeUndefined();
    expect(localImageFile('/')).toBeUndefined();
    expect(localImageFile('images/a.png')).toBeUndefined();
  });
});
