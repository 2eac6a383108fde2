import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { page, tempDocs } from '../../test/helpers/temp-docs.ts';
import { buildSite } from './build-site.ts';

const spec = {
  openapi: '3.1.0',
  info: { title: 'Pets', version: '1' },
  servers: [{ url: 'https://api.example.com' }],
  paths: {
    '/pets/{id}': {
      get: {
        summary: 'Get a pet',
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        responses: {
          '200': {
            description: 'The pet',
            content: {
              'application/json': {
                schema: { type: 'object', properties: { name: { type: 'string' } } },
              },
            },
          },
        },
      },
    },
  },
};

const body = [
  '<Warning>Careful.</Warning>',
  '',
  '<Tip>A hint.</Tip>',
  '',
  '```js',
  'const a = 1;',
  '```',
].join('\n');

/** The browser's words a page carries (its `folio-ui-strings` JSON). */
function clientWords(html: string): Record<string, string> {
  const json = /<script type="application\/json" id="folio-ui-strings">(.*?)<\/script>/.exec(
    html,
  )?.[1];
  return JSON.parse(json ?? '{}') as Record<string, string>;
}

describe('buildSite words of translated pages', () => {
  it('labels components, code, pagination and endpoint references in the page language', async () => {
    const root = await tempDocs({
      'docs.json': {
        name: 'Words',
        navigation: {
          languages: [
            { language: 'en', pages: ['index', 'pet'] },
            { language: 'ja', pages: ['ja/index', 'ja/pet'] },
          ],
        },
      },
      'openapi.json': spec,
      'index.mdx': page('Home', body),
      'pet.mdx': '---\ntitle: Pet\nopenapi: openapi.json GET /pets/{id}\n---\n',
      'ja/index.mdx': page('ホーム', body),
      'ja/pet.mdx': '---\ntitle: ペット\nopenapi: openapi.json GET /pets/{id}\n---\n',
    });
    const out = path.join(await tempDocs({}), 'site');
    await buildSite(root, { outDir: out, cache: false });

    const home = await readFile(path.join(out, 'ja/index.html'), 'utf8');
    expect(home).toContain(
      'class="folio-callout folio-callout-warning" role="note" aria-label="警告"',
    );
    expect(home).toContain(
      'class="folio-callout folio-callout-tip" role="note" aria-label="ヒント"',
    );
    expect(home).toContain(
      'class="folio-copy" data-folio-copy="" aria-label="コードをコピー" title="コードをコピー"',
    );
    expect(home).toContain('<span class="folio-copy-label">コピー</span>');
    expect(home).toContain('<span class="folio-pagination-label">次へ</span>');
    expect(home).toContain('aria-label="ドキュメントのナビゲーション"');
    expect(home).toContain('<p class="folio-powered">Folio で構築</p>');
    expect(clientWords(home)).toMatchObject({
      copied: 'コピーしました',
      assistantTitle: 'AI に質問',
      askPlaceholder: '質問を入力…',
      viewLabel: '表示',
    });

    const endpoint = await readFile(path.join(out, 'ja/pet/index.html'), 'utf8');
    expect(endpoint).toContain('<span class="folio-pagination-label">前へ</span>');
    expect(endpoint).toContain('<h2 id="path-parameters">パスパラメータ</h2>');
    expect(endpoint).toContain('<h2 id="responses">レスポンス</h2>');
    expect(endpoint).toContain('試してみる');
    expect(endpoint).toMatch(/folio-field-required">必須</);
    expect(endpoint).toContain('aria-label="レスポンス例"');
    expect(endpoint).not.toMatch(/>(Responses|Path parameters|Try it|Send|required)</);

    // English pages keep English words and carry no word list.
    const english = await readFile(path.join(out, 'pet/index.html'), 'utf8');
    expect(english).toContain('<h2 id="responses">Responses</h2>');
    expect(english).toContain('<h2 id="path-parameters">Path parameters</h2>');
    expect(english).not.toContain('folio-ui-strings');
    const englishHome = await readFile(path.join(out, 'index.html'), 'utf8');
    expect(englishHome).toContain('aria-label="Warning"');
    expect(englishHome).toContain('<span class="folio-copy-label">Copy</span>');
  });
});
