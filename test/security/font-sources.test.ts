/**
 * docs.json `fonts` and `background` cannot point a site outside itself: a font or image path
 * that climbs out of the docs folder is refused with a warning positioned in docs.json, and the
 * hosted policy allows exactly the font origins the site names (Google Fonts' two hosts for a
 * family without a source, the host of a source URL), nothing else.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  POLICY_SOURCES_FILE,
  policySources,
  siteContentSecurityPolicy,
} from '../../src/render/index.ts';
import { buildSite } from '../../src/site/index.ts';
import { page, tempDocs } from '../helpers/temp-docs.ts';

const BUILD_TIMEOUT = 60_000;

/** The sources of one directive of a policy. */
function directive(policy: string, name: string): string[] {
  const part = policy.split(';').map((item) => item.trim().split(/\s+/));
  return part.find(([first]) => first === name)?.slice(1) ?? [];
}

describe('fonts and background in a built site', () => {
  it(
    'refuses files outside the docs folder, positioned in docs.json',
    async () => {
      const root = await tempDocs({
        'docs.json': `{
  "name": "Docs",
  "navigation": { "pages": ["index"] },
  "fonts": { "family": "Brand", "source": "../../etc/brand.woff2" },
  "background": { "image": "../secret.png" }
}
`,
        'index.mdx': page('Home'),
      });
      const result = await buildSite(root, { outDir: path.join(root, '.out'), cache: false });
      expect(result.written).toBe(true);
      const looks = result.diagnostics.filter((item) =>
        ['font-ignored', 'background-ignored'].includes(item.code),
      );
      expect(looks.map((item) => [item.message, item.position?.line])).toEqual([
        [
          'fonts.source "../../etc/brand.woff2" is outside the docs folder; the font is not loaded.',
          4,
        ],
        [
          'background.image "../secret.png" is neither an http(s) URL nor a file inside the docs folder; it is ignored.',
          5,
        ],
      ]);
      const html = await readFile(path.join(root, '.out/index.html'), 'utf8');
      expect(html).not.toContain('etc/brand.woff2');
      expect(html).not.toContain('secret.png');
    },
    BUILD_TIMEOUT,
  );

  it(
    "allows the fonts' origins in the hosted policy, and only those",
    async () => {
      const root = await tempDocs({
        'docs.json': {
          name: 'Docs',
          navigation: { pages: ['index'] },
          fonts: {
            heading: { family: 'Brand', source: 'https://fonts.example.com/brand.woff2' },
            body: { family: 'Inter' },
          },
        },
        'index.mdx': page('Home'),
      });
      const out = path.join(root, '.out');
      expect((await buildSite(root, { outDir: out, cache: false })).written).toBe(true);
      const file: unknown = JSON.parse(await readFile(path.join(out, POLICY_SOURCES_FILE), 'utf8'));
      expect(file).toEqual({
        'font-src': ['https://fonts.example.com', 'https://fonts.gstatic.com'],
        'style-src': ['https://fonts.googleapis.com'],
      });
      const policy = siteContentSecurityPolicy({ sandbox: false, sources: policySources(file) });
      expect(directive(policy, 'font-src')).toEqual([
        "'self'",
        'data:',
        'https://fonts.example.com',
        'https://fonts.gstatic.com',
      ]);
      expect(directive(policy, 'style-src')).toContain('https://fonts.googleapis.com');
      expect(directive(policy, 'script-src')).not.toContain('https://fonts.googleapis.com');
    },
    BUILD_TIMEOUT,
  );
});
