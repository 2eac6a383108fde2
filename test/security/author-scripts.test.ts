/**
 * The author's `.js` files under the hosted sites' Content-Security-Policy: they are served from
 * the site's own origin and linked by URL, so `script-src 'self'` lets them run as the platform
 * runs them, and the policy allows nothing more for them: no `'unsafe-inline'`, no other host.
 * Every script a built page carries is either one of its own files or the theme script, whose
 * hash the policy lists (the theme script now also sets the `dark` class).
 */
import { createHash } from 'node:crypto';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteContentSecurityPolicy } from '../../src/render/index.ts';
import { buildSite } from '../../src/site/index.ts';
import { page, tempDocs } from '../helpers/temp-docs.ts';

describe('author scripts under the hosted Content-Security-Policy', () => {
  it('runs only same-origin files and the hashed theme script', async () => {
    const root = await tempDocs({
      'docs.json': { name: 'Scripts', navigation: { groups: [{ group: 'A', pages: ['index'] }] } },
      'index.mdx': page('Home'),
      'widget.js': 'document.body.dataset.widget = "on";\n',
    });
    const out = path.join(await mkdtemp(path.join(tmpdir(), 'folio-csp-')), 'site');
    expect((await buildSite(root, { outDir: out, cache: false })).written).toBe(true);
    const html = await readFile(path.join(out, 'index.html'), 'utf8');
    const policy = siteContentSecurityPolicy({ sandbox: false });
    const scriptSrc = /script-src ([^;]+)/.exec(policy)?.[1]?.split(' ') ?? [];
    expect(scriptSrc[0]).toBe("'self'");
    expect(scriptSrc.slice(1).every((source) => source.startsWith("'sha256-"))).toBe(true);

    const scripts = [...html.matchAll(/<script([^>]*)>([^]*?)<\/script>/g)];
    expect(html).toContain('<script src="/widget.js" defer=""></script>');
    for (const [, attributes = '', body = ''] of scripts) {
      const src = /src="([^"]+)"/.exec(attributes)?.[1];
      if (src !== undefined) {
        // Same origin: a path of the site, never another host.
        expect(src).toMatch(/^\/(?!\/)/);
      } else if (!attributes.includes('application/json')) {
        const hash = `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
        expect(scriptSrc).toContain(hash);
        expect(body).toContain("classList.toggle('dark'");
      }
    }
  });
});
