/**
 * docs.json `integrations` as a reader's browser gets them: the built pages carry the providers'
 * tags and the site's code file, hostile values stay inside their string or attribute, the hosted
 * policy of a site that configures ga4 allows Google's tag host (and a site without it does
 * not), and `folio dev` loads nothing unless asked.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer } from '../../src/dev/index.ts';
import { siteContentSecurityPolicy } from '../../src/render/index.ts';
import { ProjectCache } from '../../src/server/project-cache.ts';
import { createSiteHost } from '../../src/server/hosting/site-host.ts';
import { page, tempDocs } from '../helpers/temp-docs.ts';
import {
  buildTestSite,
  deploy,
  siteFetch,
  tempFolder,
  testDatabase,
  testProject,
} from '../server/hosting-site.ts';

const BUILD_TIMEOUT = 60_000;

function docsJson(integrations?: Record<string, unknown>): string {
  return JSON.stringify({
    name: 'Docs',
    colors: { primary: '#0D9373' },
    navigation: { pages: ['index'] },
    ...(integrations === undefined ? {} : { integrations }),
  });
}

/** The sources of one directive of a policy. */
function directive(policy: string | null, name: string): string[] {
  const part = (policy ?? '').split(';').map((item) => item.trim().split(/\s+/));
  return part.find(([first]) => first === name)?.slice(1) ?? [];
}

const HOSTILE_DOMAIN = `docs.example.com"></script><script>alert(1)</script>`;

describe('integrations in a built and hosted site', () => {
  let folder: Awaited<ReturnType<typeof tempFolder>>;
  let withGa4 = '';
  let without = '';

  beforeAll(async () => {
    folder = await tempFolder();
    withGa4 = await buildTestSite(path.join(folder.root, 'a'), {
      'docs.json': docsJson({
        ga4: { measurementId: "G-TEST1'</script>" },
        plausible: { domain: HOSTILE_DOMAIN },
      }),
      'index.mdx': page('Home'),
    });
    without = await buildTestSite(path.join(folder.root, 'b'), {
      'docs.json': docsJson(),
      'index.mdx': page('Home'),
    });
  }, BUILD_TIMEOUT);
  afterAll(async () => {
    await folder.remove();
  });

  it('puts the provider tags and the code file in the built page, deferred or async', async () => {
    const html = await readFile(path.join(withGa4, 'index.html'), 'utf8');
    expect(html).toContain(
      '<script src="https://www.googletagmanager.com/gtag/js?id=G-TEST1&#x27;%3C%2Fscript%3E" async=""></script>',
    );
    const file =
      /<script src="(\/_folio\/integrations\.[0-9a-f]{12}\.js)" defer=""><\/script>/.exec(html);
    expect(file?.[1]).toBeDefined();
    const code = await readFile(path.join(withGa4, file?.[1] ?? ''), 'utf8');
    expect(code).toContain("gtag('config', 'G-TEST1\\'\\x3c/script>');");
    // No inline script but the theme's: the snippets never run inline.
    const inline = html.match(/<script(?![^>]*\ssrc=)[^>]*>/g) ?? [];
    expect(inline.filter((tag) => !tag.includes('application/json'))).toHaveLength(1);
  });

  it('keeps a hostile value inside its attribute', async () => {
    const html = await readFile(path.join(withGa4, 'index.html'), 'utf8');
    expect(html).toContain(
      'data-domain="docs.example.com&quot;&gt;&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;"',
    );
    expect(html).not.toContain('<script>alert(1)</script>');
  });

  it('adds nothing to a site without integrations', async () => {
    const html = await readFile(path.join(without, 'index.html'), 'utf8');
    expect(html).not.toContain('googletagmanager');
    expect(html).not.toContain('/_folio/integrations.');
    await expect(
      readFile(path.join(without, '_folio/content-security-policy.json'), 'utf8'),
    ).rejects.toThrow(/ENOENT/);
  });

  it('allows googletagmanager.com in the hosted policy of the ga4 site only', async () => {
    const { db, organizationId } = await testDatabase();
    await deploy(db, await testProject(db, organizationId, 'with'), withGa4);
    await deploy(db, await testProject(db, organizationId, 'without'), without);
    const get = siteFetch(createSiteHost({ db, projects: new ProjectCache(db) }));

    const hosted = await get('http://with.localhost/');
    expect(hosted.status).toBe(200);
    const policy = hosted.headers.get('content-security-policy');
    expect(directive(policy, 'script-src')).toContain('https://www.googletagmanager.com');
    expect(directive(policy, 'script-src')).toContain('https://plausible.io');
    expect(directive(policy, 'script-src')).not.toContain("'unsafe-inline'");
    expect(directive(policy, 'frame-ancestors')).toEqual(["'self'"]);
    const byPath = await get('http://example.org/_sites/with/');
    expect(byPath.headers.get('content-security-policy')).toContain('sandbox allow-scripts');

    // The host leaves the other site to the default policy, which has no provider origin.
    const plain = await get('http://without.localhost/');
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-security-policy')).toBeNull();
    const fallback = siteContentSecurityPolicy({ sandbox: false });
    expect(fallback).not.toContain('googletagmanager');
    await db.close();
  });

  it('drops a source that is not an origin from a built site’s file', () => {
    const policy = siteContentSecurityPolicy({
      sandbox: false,
      sources: { 'script-src': ["'unsafe-inline'", 'https://ok.example.com', 'https://x; y'] },
    });
    expect(directive(policy, 'script-src').slice(-1)).toEqual(['https://ok.example.com']);
    expect(directive(policy, 'script-src')).not.toContain("'unsafe-inline'");
    expect(policy).not.toContain('x; y');
  });
});

describe('integrations in folio dev', () => {
  it(
    'are off by default and on with analytics',
    async () => {
      const root = await tempDocs({
        'docs.json': docsJson({ ga4: { measurementId: 'G-DEV1' } }),
        'index.mdx': page('Home'),
      });
      const off = await startDevServer({ root, port: 0 });
      try {
        const html = await (await fetch(`${off.url}/`)).text();
        expect(html).toContain('Home');
        expect(html).not.toContain('googletagmanager');
        expect((await fetch(`${off.url}/_folio/integrations.dev.js`)).status).toBe(404);
      } finally {
        await off.close();
      }
      const on = await startDevServer({ root, port: 0, analytics: true });
      try {
        const html = await (await fetch(`${on.url}/`)).text();
        expect(html).toContain('https://www.googletagmanager.com/gtag/js?id=G-DEV1');
        expect(html).toContain('<script src="/_folio/integrations.dev.js" defer=""></script>');
        const code = await (await fetch(`${on.url}/_folio/integrations.dev.js`)).text();
        expect(code).toContain("gtag('config', 'G-DEV1');");
      } finally {
        await on.close();
      }
    },
    BUILD_TIMEOUT,
  );
});
