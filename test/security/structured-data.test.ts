/**
 * docs.json `seo.organization` goes into every page as JSON-LD inside a `<script>`: a value that
 * holds `</script>` or `<!--` must stay text in the JSON (escaped), never close the script and
 * put markup or code on the page, and the JSON must read back to the values as written.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../src/site/index.ts';
import { tempDocs } from '../helpers/temp-docs.ts';

const HOSTILE = 'Acme</script><script>window.pwned=1</script><!--';

describe('seo.organization JSON-LD', () => {
  it('keeps a hostile value inside the JSON, which reads back as written', async () => {
    const root = await tempDocs({
      'docs.json': {
        name: 'Docs',
        navigation: { pages: ['index'] },
        seo: {
          metatags: { canonical: 'https://docs.example.com' },
          organization: {
            name: HOSTILE,
            url: 'https://example.com/?a=1&b=</script>',
            sameAs: ['https://github.com/acme', '\u2028</SCRIPT >'],
          },
        },
      },
      'index.mdx': '---\ntitle: Home\n---\n\nHello.\n',
    });
    const out = path.join(root, 'out');
    const result = await buildSite(root, { outDir: out });
    expect(result.written).toBe(true);
    const html = await readFile(path.join(out, 'index.html'), 'utf8');

    const scripts = [
      ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/gi),
    ];
    expect(scripts).toHaveLength(1);
    const json = scripts[0]?.[1] ?? '';
    expect(json).not.toMatch(/<|>|\u2028/);
    expect(JSON.parse(json)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': 'https://docs.example.com/#organization',
      name: HOSTILE,
      url: 'https://example.com/?a=1&b=</script>',
      sameAs: ['https://github.com/acme', '\u2028</SCRIPT >'],
    });
    // Outside the JSON, nothing of the values: no script of theirs, no comment opened.
    expect(html.replace(json, '')).not.toContain('pwned');
    expect(html).not.toContain('<!--');
  });
});
