/**
 * Interactive components run in the reader's browser with the site's origin, as on the platform
 * pages are written for. What Folio adds must not widen that: the island runtime and each page's
 * island script are the site's own files (allowed by `script-src 'self'`, no `unsafe-eval`, no
 * inline script); props and children reach the browser as escaped attributes, never as markup
 * or code; and an island's code still runs on the server only inside the page realm, without
 * Node's globals.
 *
 * @module
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { siteContentSecurityPolicy } from '../../src/render/index.ts';
import { buildSite } from '../../src/site/index.ts';
import { page, tempDocs } from '../helpers/temp-docs.ts';

const scratch = await mkdtemp(path.join(tmpdir(), 'folio-islands-security-'));
afterAll(() => rm(scratch, { recursive: true, force: true }));

const hostile = '"><script>alert(1)</script>';

async function build(body: string, name: string) {
  const root = await tempDocs({
    'docs.json': { name: 'Islands', navigation: { groups: [{ group: 'S', pages: ['index'] }] } },
    'index.mdx': page('Islands', body),
  });
  const outDir = path.join(scratch, name);
  const result = await buildSite(root, { outDir, cache: false });
  const html = result.written ? await readFile(path.join(outDir, 'index.html'), 'utf8') : '';
  return { result, html };
}

describe('islands', () => {
  it('carry props and children as escaped attributes, never as markup', async () => {
    const { result, html } = await build(
      [
        'export const Echo = ({ text, children }) => { const [t] = useState(text); return <p onClick={() => 1}>{t}{children}</p>; };',
        '',
        `<Echo text={${JSON.stringify(hostile)}}>`,
        '  Inside `</folio-island><script>alert(2)</script>`',
        '</Echo>',
      ].join('\n'),
      'escaped',
    );
    expect(result.diagnostics).toEqual([]);
    expect(html).not.toContain('<script>alert');
    expect(html).toContain(
      'data-props="{&quot;text&quot;:&quot;\\&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot;}"',
    );
    // Every script of the page is a file of the site, but the theme script the CSP names by hash.
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>/g)];
    expect(inline).toHaveLength(1);
  });

  it('are allowed by the hosted sites’ policy as the site’s own files, with no eval', () => {
    const policy = siteContentSecurityPolicy({ sandbox: false });
    const scripts = policy.split('; ').find((directive) => directive.startsWith('script-src'));
    expect(scripts).toMatch(/^script-src 'self' /);
    expect(scripts).not.toContain('unsafe-eval');
    expect(scripts).not.toContain('unsafe-inline');
  });

  it('run on the server only in the page realm, without Node’s globals', async () => {
    const { result } = await build(
      [
        'export const Leak = () => { const [v] = useState(process.env.HOME); return <b onClick={() => 1}>{v}</b>; };',
        '',
        '<Leak />',
      ].join('\n'),
      'realm',
    );
    expect(result.diagnostics.map((item) => item.message)).toEqual([
      '`process` is not available in page code: pages are built without Node.js globals (process, require, Buffer, fetch, timers); write the value in the page, or export it from a snippet',
    ]);
  });
});
