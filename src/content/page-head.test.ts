import { symlink } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { page, tempDocs } from '../../test/helpers/temp-docs.ts';
import { OutsideFolderError } from '../shared/index.ts';
import { parseFrontmatter } from './frontmatter.ts';
import { loadDocsProject } from './load-docs-project.ts';
import { pageHeadOf, readPageHeadSync } from './page-head.ts';

/** A body long enough that the first bytes read do not hold the whole file. */
const longBody = `${'Words of a long page, é and 漢字 included. '.repeat(400)}\n`;

describe('readPageHeadSync', () => {
  it('stops after the frontmatter of a long page, parsed as the whole file is', async () => {
    const text = `---\r\ntitle: "Long"\r\nicon: book\r\n---\r\n\r\n# Body\n${longBody}`;
    const root = await tempDocs({ 'long.mdx': text });
    const head = readPageHeadSync(root, 'long.mdx');
    expect(head).toBe('---\r\ntitle: "Long"\r\nicon: book\r\n---\r\n');
    const whole = parseFrontmatter(text, 'long.mdx');
    expect(parseFrontmatter(head, 'long.mdx')).toEqual(whole);
    expect(whole.data).toEqual({ title: 'Long', icon: 'book' });
  });

  it('reads nothing more of a long page without frontmatter', async () => {
    const root = await tempDocs({ 'plain.mdx': `# Plain\n${longBody}` });
    expect(readPageHeadSync(root, 'plain.mdx')).toBe('');
  });

  it('reads the whole file when the frontmatter goes past the first bytes', async () => {
    const description = 'x'.repeat(5000);
    const text = `---\ntitle: Big\ndescription: ${description}\n---\n${longBody}`;
    const root = await tempDocs({ 'big.mdx': text });
    expect(readPageHeadSync(root, 'big.mdx')).toBe(text);
    expect(parseFrontmatter(text, 'big.mdx').data['description']).toBe(description);
  });

  it('keeps the warning of a frontmatter that never ends', async () => {
    const text = `---\ntitle: Open\n${longBody}`;
    const root = await tempDocs({ 'open.mdx': text });
    const head = readPageHeadSync(root, 'open.mdx');
    expect(head).toBe(text);
    expect(parseFrontmatter(head, 'open.mdx').diagnostics[0]?.message).toBe(
      'Frontmatter starts with --- but never ends',
    );
  });

  it('keeps no body of a short page either, parsed as the whole file is', async () => {
    const files = {
      'short.mdx': '---\ntitle: Short\n---\nBody',
      'ends.mdx': '---\ntitle: Ends\n---',
      'bare.mdx': '# Bare\n',
    };
    const root = await tempDocs(files);
    expect(readPageHeadSync(root, 'short.mdx')).toBe('---\ntitle: Short\n---\n');
    expect(readPageHeadSync(root, 'ends.mdx')).toBe('---\ntitle: Ends\n---');
    expect(readPageHeadSync(root, 'bare.mdx')).toBe('');
    for (const [file, text] of Object.entries(files)) {
      expect(parseFrontmatter(readPageHeadSync(root, file), file)).toEqual(
        parseFrontmatter(text, file),
      );
    }
  });

  it('refuses a page linked from outside the folder', async () => {
    const outside = await tempDocs({ 'secret.mdx': '---\ntitle: Secret\n---\n' });
    const root = await tempDocs({ 'index.mdx': '# Home\n' });
    await symlink(path.join(outside, 'secret.mdx'), path.join(root, 'linked.mdx'));
    expect(() => readPageHeadSync(root, 'linked.mdx')).toThrow(OutsideFolderError);
  });
});

describe('pageHeadOf', () => {
  it('cuts a whole text as readPageHeadSync cuts its file, parsed the same', async () => {
    const texts = {
      'long.mdx': `---\r\ntitle: "Long"\r\n---\r\n\r\n# Body\n${longBody}`,
      'plain.mdx': `# Plain\n${longBody}`,
      'wide.mdx': `---\ndescription: ${'x'.repeat(5000)}\n---\n${longBody}`,
      'open.mdx': '---\ntitle: Never closed\n# Body\n',
      'short.mdx': '---\ntitle: Short\n---\nBody\n',
      'ends.mdx': '---\ntitle: Ends\n---',
    };
    const root = await tempDocs(texts);
    for (const [file, text] of Object.entries(texts)) {
      const head = pageHeadOf(text);
      expect(parseFrontmatter(head, file)).toEqual(parseFrontmatter(text, file));
      // The same cut, but for a frontmatter past the first bytes: the whole file there.
      if (file !== 'wide.mdx') expect(head).toBe(readPageHeadSync(root, file));
      else expect(text.startsWith(head) && !head.includes('Words')).toBe(true);
    }
  });
});

describe('loadDocsProject with frontmatterOnly', () => {
  it('gives the same frontmatter, navigation and diagnostics, keeping no page text', async () => {
    const root = await tempDocs({
      'docs.json': { navigation: { pages: ['index', 'guide', 'plain'] } },
      'index.mdx': page('Home'),
      'guide.mdx': `---\ntitle: Guide\nsidebarTitle: [unclosed\n---\n${longBody}`,
      'plain.mdx': `# Plain\n${longBody}`,
    });
    const whole = await loadDocsProject(root);
    const heads = await loadDocsProject(root, { frontmatterOnly: true });
    expect(heads.pageSources.size).toBe(0);
    expect(whole.pageSources.size).toBe(3);
    expect(heads.frontmatter).toEqual(whole.frontmatter);
    expect(heads.navigation?.pages).toEqual(whole.navigation?.pages);
    expect(heads.diagnostics.map((d) => `${d.position?.file ?? ''}:${d.code}`)).toEqual([
      'guide.mdx:frontmatter',
    ]);
    expect(heads.diagnostics).toEqual(whole.diagnostics);
  });
});
