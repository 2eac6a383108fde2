/**
 * docs.json `variables` through `folio build`: `{{name}}` replaced in pages and MDX snippets, in
 * prose and code; a name docs.json does not define warns at its place; a site without
 * `variables` keeps `{{name}}` as it always has.
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../src/site/index.ts';
import { tempDocs } from '../helpers/temp-docs.ts';

const body = [
  '---',
  'title: Install',
  '---',
  '',
  'Install version {{version}} from {{api-url}}.',
  '',
  '```bash',
  'curl {{api-url}}/v{{version}}',
  '```',
  '',
  'import Shared from "/snippets/shared.mdx";',
  '',
  '<Shared />',
  '',
  'Unknown: {{verison}}.',
  '',
].join('\n');

async function build(docsJson: Record<string, unknown>, page: string) {
  const root = await tempDocs({
    'docs.json': { name: 'S', navigation: { pages: ['index'] }, ...docsJson },
    'index.mdx': page,
    'snippets/shared.mdx': 'From the snippet: {{version}}.\n',
  });
  const out = path.join(await mkdtemp(path.join(tmpdir(), 'folio-out-')), 'site');
  const result = await buildSite(root, { outDir: out, cache: false });
  return { result, html: await readFile(path.join(out, 'index.html'), 'utf8') };
}

describe('docs.json variables in a build', () => {
  it('replaces {{name}} in prose, code and snippets, and warns about an undefined name', async () => {
    const { result, html } = await build(
      { variables: { version: '2.1', 'api-url': 'https://api.example.com' } },
      body,
    );
    expect(html).toContain(
      '<p>Install version 2.1 from <a href="https://api.example.com">https://api.example.com</a>.</p>',
    );
    expect(html).toMatch(/curl.*https:\/\/api\.example\.com.*\/v2\.1/);
    expect(html).toContain('From the snippet: 2.1.');
    expect(html).toContain('Unknown: {{verison}}.');
    const warnings = result.diagnostics.filter((item) => item.code === 'undefined-variable');
    expect(warnings).toEqual([
      expect.objectContaining({
        severity: 'warning',
        message: '{{verison}} names no variable of docs.json; it is shown as written',
        hint: 'Did you mean {{version}}? Otherwise define it in docs.json ("variables": {"verison": "..."}).',
        position: { file: 'index.mdx', line: 15, column: 10 },
      }),
    ]);
  });

  it('keeps {{name}} as text, as before, on a site without variables', async () => {
    const { result, html } = await build({}, '---\ntitle: T\n---\n\nHello {{name}}.\n');
    expect(html).toContain('<p>Hello {{name}}.</p>');
    expect(result.diagnostics.some((item) => item.code === 'undefined-variable')).toBe(false);
  });
});
