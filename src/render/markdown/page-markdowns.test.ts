import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileMdx, relocateCompiled } from '../../content/index.ts';
import { PageMarkdowns } from './page-markdowns.ts';

describe('PageMarkdowns', () => {
  it('makes one text per compile without snippets, and reads snippets again each time', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'folio-markdowns-'));
    await mkdir(path.join(root, 'snippets'));
    await writeFile(path.join(root, 'snippets/part.mdx'), 'First part.\n');
    const options = { fileExists: (file: string) => file === 'snippets/part.mdx' };
    const compile = (source: string, file: string) => compileMdx(source, { file, ...options });
    const markdowns = new PageMarkdowns(root, compile);

    const plain = await compile('# Hi\n\n<Note>Read.</Note>', 'a.mdx');
    const first = markdowns.of(plain);
    expect(markdowns.of(plain)).toBe(first);
    expect(await first).toBe('# Hi\n\n> **Note:** Read.');
    // A copy of the text in another file shares the compile's tree, and so the text.
    expect(markdowns.of(relocateCompiled(plain, 'v2/a.mdx'))).toBe(first);

    const withSnippet = await compile(
      'import Part from "/snippets/part.mdx";\n\n<Part />',
      'b.mdx',
    );
    expect(await markdowns.of(withSnippet)).toBe('First part.');
    await writeFile(path.join(root, 'snippets/part.mdx'), 'Second part.\n');
    expect(await markdowns.of(withSnippet)).toBe('Second part.');
  });
});
