import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { page, tempDocs } from '../../test/helpers/temp-docs.ts';
import { buildSite } from './build-site.ts';

describe('buildSite layout words', () => {
  it("speaks each page's language, and hands the browser its words", async () => {
    const root = await tempDocs({
      'docs.json': {
        name: 'Words',
        navigation: {
          languages: [
            { language: 'en', pages: ['index', 'two'] },
            { language: 'jp', pages: ['ja/index', 'ja/two'] },
          ],
        },
      },
      'index.mdx': page('Home', '## Part'),
      'two.mdx': page('Two'),
      'ja/index.mdx': page('ホーム', '## 部分'),
      'ja/two.mdx': page('二'),
    });
    const out = path.join(await tempDocs({}), 'site');
    await buildSite(root, { outDir: out, cache: false });
    const japanese = await readFile(path.join(out, 'ja/index.html'), 'utf8');
    expect(japanese).toContain('<p id="folio-toc-title" class="folio-toc-title">目次</p>');
    expect(japanese).toContain('<span class="folio-pagination-label">次へ</span>');
    expect(japanese).toContain('<span class="folio-search-label">検索...</span>');
    expect(japanese).toContain(
      '<a class="folio-skip-link" href="#folio-main">コンテンツにスキップ</a>',
    );
    // The header's switcher and the drawer's copy of it.
    expect(japanese.match(/言語: 日本語/g)).toHaveLength(2);
    expect(japanese).not.toContain('Language:');
    const words = /<script type="application\/json" id="folio-ui-strings">(.*?)<\/script>/.exec(
      japanese,
    )?.[1];
    expect(JSON.parse(words ?? '{}')).toMatchObject({
      copy: 'コピー',
      searchPlaceholder: 'ドキュメントを検索',
    });

    const english = await readFile(path.join(out, 'index.html'), 'utf8');
    expect(english).toContain('class="folio-toc-title">On this page</p>');
    expect(english).toContain('<span class="folio-search-label">Search...</span>');
    expect(english).not.toContain('folio-ui-strings');
  });
});
