/**
 * Origins of hosted sites, in Chromium against a real `folio serve` with two projects: A (an API
 * reference with a "Try it" playground) and B. In A, a reader asks the Ask AI panel a question
 * (its fingerprint, `fp`, is what lists their threads) and types a key into the playground;
 * then B's pages, reached by path (`/_sites/b/`) and by subdomain (`b.localhost`, which Chromium
 * resolves to loopback), take everything the browser lets them read and try it on the threads
 * API. Nothing of A's reader reaches them. Search, Ask AI, icons, diagrams and formulas still
 * work on a sandboxed `/_sites/` page, under the hosting's Content-Security-Policy.
 */
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../src/server/index.ts';
import type { RunningServer } from '../../src/server/index.ts';
import { createDeployment, openDatabase } from '../../src/storage/index.ts';
import { launchChromium, openPage, waitVisible } from '../browser/helpers/browser.ts';
import type { TestPage } from '../browser/helpers/browser.ts';
import { openApiFixture } from '../browser/helpers/plant-api.ts';
import { tempDocs } from '../helpers/temp-docs.ts';
import { ASSISTANT_DOCS, createAssistantSite } from '../server/assistant-site.ts';
import type { AssistantSite } from '../server/assistant-site.ts';

const TIMEOUT = 180_000;
/** An endpoint page of the API reference, with its playground. */
const ENDPOINT = '/v2/gardens/add-a-plant-to-a-garden';

/** Project B: the assistant's docs, plus a page with a diagram and a formula. */
const SITE_B = {
  ...ASSISTANT_DOCS,
  'docs.json': {
    name: 'Acme docs',
    navigation: {
      groups: [
        { group: 'Guides', icon: 'book', pages: ['index', 'tabs', 'rich'] },
        { group: 'Reference', icon: 'code', pages: ['anchors'] },
      ],
    },
  },
  'rich.mdx': [
    '---',
    'title: Rich content',
    '---',
    '',
    '```mermaid',
    'graph TD',
    '  Reader --> Docs',
    '```',
    '',
    'The area is <Latex>\\pi r^2</Latex>.',
    '',
  ].join('\n'),
};

/** A page that records what the page's Content-Security-Policy refused. */
interface WatchedPage extends TestPage {
  refused: string[];
}

/**
 * Everything a page's scripts can read of the browser's state: both storages and the cookies.
 * Storage that throws (a sandboxed page) yields nothing.
 */
function readEverything(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const name of ['localStorage', 'sessionStorage'] as const) {
      try {
        const storage = window[name];
        for (let index = 0; index < storage.length; index += 1) {
          const key = storage.key(index) ?? '';
          found.push(key, storage.getItem(key) ?? '');
        }
      } catch {
        // No access: nothing to take.
      }
    }
    try {
      found.push(document.cookie);
    } catch {
      // No access.
    }
    return found.filter((value) => value !== '');
  });
}

/**
 * How many threads of site `domain` the page gets from the threads API, trying each value it
 * found as the `fp`, with the site's public key and the browser's credentials.
 */
function threadsWith(
  page: Page,
  api: string,
  domain: string,
  siteKey: string,
  candidates: string[],
): Promise<number> {
  return page.evaluate(
    async ({ api, domain, siteKey, candidates }) => {
      let count = 0;
      for (const fp of candidates) {
        const url = `${api}/v1/assistant/${domain}/threads?fp=${encodeURIComponent(fp)}`;
        for (const credentials of ['include', 'omit'] as const) {
          try {
            const response = await fetch(url, {
              credentials,
              headers: { Authorization: `Bearer ${siteKey}` },
            });
            if (!response.ok) continue;
            const body = (await response.json()) as { threads?: unknown[] };
            count += body.threads?.length ?? 0;
          } catch {
            // Refused by CORS (no credentials are allowed): nothing read.
          }
        }
      }
      return count;
    },
    { api, domain, siteKey, candidates },
  );
}

describe('hosted sites in Chromium: origins', () => {
  const savedEnv = { ...process.env };
  const temps: string[] = [];
  let server: RunningServer;
  let siteA: AssistantSite;
  let siteB: AssistantSite;
  let siteKeyA = '';
  let browser: Browser;
  const opened: TestPage[] = [];

  beforeAll(async () => {
    // No model: the assistant answers by quoting the docs.
    process.env = Object.fromEntries(
      Object.entries(savedEnv).filter(([name]) => !name.startsWith('FOLIO_AI_')),
    );
    const dataDir = await mkdtemp(path.join(tmpdir(), 'folio-origins-'));
    const folderA = await mkdtemp(path.join(tmpdir(), 'folio-origins-a-'));
    temps.push(dataDir, folderA);
    await cp(openApiFixture, folderA, { recursive: true });
    const folderB = await tempDocs(SITE_B);
    const seed = await openDatabase({ dataDir });
    const deployments: string[] = [];
    try {
      siteA = await createAssistantSite(seed, folderA);
      siteB = await createAssistantSite(seed, folderB);
      for (const site of [siteA, siteB]) {
        deployments.push((await createDeployment(seed, { projectId: site.project.id })).id);
      }
    } finally {
      await seed.close();
    }
    server = await startServer({ port: 0, dataDir, log: () => undefined, cacheTtlMs: 0 });
    for (const id of deployments) {
      const settled = await server.services.deployments.settled(id);
      expect(settled.status, settled.error ?? '').toBe('ready');
    }
    const settings = await fetch(
      `${server.url}/_sites/${siteA.project.subdomain}/_folio/assistant.json`,
    );
    siteKeyA = ((await settings.json()) as { key: string }).key;
    browser = await launchChromium();
  }, TIMEOUT);

  afterAll(async () => {
    for (const page of opened) await page.close();
    await browser.close();
    await server.close();
    process.env = savedEnv;
    for (const temp of temps) await rm(temp, { recursive: true, force: true });
  }, TIMEOUT);

  /** A fresh browser context (its own storage), recording refusals of the page's policy. */
  async function watchedPage(): Promise<WatchedPage> {
    const page = await openPage(browser);
    opened.push(page);
    const refused: string[] = [];
    page.page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) refused.push(message.text());
    });
    return { ...page, refused };
  }

  const byPath = (site: AssistantSite): string => `${server.url}/_sites/${site.project.subdomain}`;
  const byHost = (site: AssistantSite): string =>
    server.siteUrl(site.project.subdomain).replace(/\/$/, '');

  /** Asks the Ask AI panel of the page a question; resolves with the `fp` its request sent. */
  async function askPanel(page: Page, question: string): Promise<string> {
    const request = page.waitForRequest(
      (sent) => sent.method() === 'POST' && sent.url().includes('/v1/assistant/'),
    );
    await page.locator('[data-folio-assistant-open]').click();
    await page.locator('.folio-assistant-input').fill(question);
    await page.keyboard.press('Enter');
    const fp = (JSON.parse((await request).postData() ?? '{}') as { fp?: string }).fp ?? '';
    await page.waitForFunction(
      () =>
        document.querySelector('.folio-assistant-message[data-role="assistant"]') !== null &&
        document.querySelector('.folio-assistant-log')?.ariaBusy === 'false',
      null,
      { timeout: 20_000 },
    );
    return fp;
  }

  /** Types the admin key into the playground of the endpoint page and sends the request. */
  async function typeKeyIntoPlayground(page: Page, base: string): Promise<void> {
    await page.goto(`${base}${ENDPOINT}`);
    const panel = page.locator('details.folio-api-playground');
    await waitVisible(panel);
    await panel.locator('summary').click();
    const form = page.locator('form[data-folio-playground]');
    await form.locator('[name="base-url"]').fill(`${server.url}/no-such-api`);
    await form.locator('[name="auth:bearerAuth"]').fill(siteA.adminKey);
    await form.locator('[name="param:path:gardenId"]').fill('7');
    await form.getByRole('button', { name: /Send/ }).click();
    const message = form.locator('[data-folio-playground-message]');
    await page.waitForFunction(
      (element) => !['', 'Sending…'].includes(element.textContent),
      await message.elementHandle(),
    );
  }

  /** What B's page at `url` takes, and how many of A's threads it reaches with it. */
  async function takeFrom(page: Page, url: string): Promise<{ found: string[]; threads: number }> {
    await page.goto(url);
    const found = await readEverything(page);
    const threads = await threadsWith(page, server.url, siteA.project.subdomain, siteKeyA, found);
    return { found, threads };
  }

  it(
    'a site reached by path reads nothing that another site reached by path left behind',
    async () => {
      const { page, errors } = await watchedPage();
      await typeKeyIntoPlayground(page, byPath(siteA));
      const fp = await askPanel(page, 'How do I add a plant to a garden?');
      expect(fp).toMatch(/^[0-9a-f-]{36}$/);
      // Storage as the panel and the playground use it, tried directly as well.
      await page.evaluate((secret) => {
        for (const name of ['localStorage', 'sessionStorage'] as const) {
          try {
            window[name].setItem('left-by-a', secret);
          } catch {
            // A sandboxed page has no storage.
          }
        }
      }, siteA.adminKey);

      // The same tab goes to B: a path on the same host, then B's own subdomain.
      for (const url of [`${byPath(siteB)}/`, `${byHost(siteB)}/`]) {
        const taken = await takeFrom(page, url);
        expect(taken.found.join('\n'), url).not.toContain(fp);
        expect(taken.found.join('\n'), url).not.toContain(siteA.adminKey);
        expect(taken.threads, url).toBe(0);
      }
      // The thread exists: with the fp, the same request from B's page would have listed it.
      expect(await threadsWith(page, server.url, siteA.project.subdomain, siteKeyA, [fp])).toBe(1);
      expect(errors).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    'a site on its own subdomain keeps the playground’s key in no storage, and B reads nothing',
    async () => {
      const { page, errors } = await watchedPage();
      // A key an older version kept in sessionStorage is removed when the playground starts.
      await page.goto(`${byHost(siteA)}${ENDPOINT}`);
      await page.evaluate(() => {
        const form = document.querySelector('form[data-folio-playground]');
        const config = JSON.parse(form?.getAttribute('data-folio-playground') ?? '{}') as {
          storageKey: string;
        };
        sessionStorage.setItem(config.storageKey, '{"bearerAuth":"kept-by-an-older-version"}');
      });
      await typeKeyIntoPlayground(page, byHost(siteA));
      const fp = await askPanel(page, 'How do I add a plant to a garden?');
      // A's own origin keeps its reader's fp (that is how the panel lists their threads), but
      // not the key: it lived in memory while the page was open.
      const own = await readEverything(page);
      expect(own.join('\n')).toContain(fp);
      expect(own.join('\n')).not.toContain(siteA.adminKey);
      expect(own.join('\n')).not.toContain('kept-by-an-older-version');

      for (const url of [`${byHost(siteB)}/`, `${byPath(siteB)}/`]) {
        const taken = await takeFrom(page, url);
        expect(taken.found.join('\n'), url).not.toContain(fp);
        expect(taken.found.join('\n'), url).not.toContain(siteA.adminKey);
        expect(taken.threads, url).toBe(0);
      }
      expect(errors).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    'search, Ask AI, icons, diagrams and formulas work on a sandboxed /_sites/ page',
    async () => {
      const { page, errors, refused } = await watchedPage();
      const base = byPath(siteB);
      await page.goto(`${base}/rich`);
      // The page runs in an opaque origin of its own, without storage.
      expect(await page.evaluate(() => window.origin)).toBe('null');
      expect(
        await page.evaluate(() => {
          try {
            return typeof localStorage.length;
          } catch (error) {
            return (error as Error).name;
          }
        }),
      ).toBe('SecurityError');

      await page.waitForSelector('[data-folio-mermaid] svg', { timeout: 20_000 });
      await page.waitForSelector('[data-folio-math] .katex', { timeout: 20_000 });
      // Icons come from the sprite inlined in the page: a <use> of another document would draw
      // nothing from an opaque origin.
      const uses = await page
        .locator('use')
        .evaluateAll((found) => found.map((use) => use.getAttribute('href') ?? ''));
      expect(uses.length).toBeGreaterThan(0);
      for (const href of uses) expect(href).toMatch(/^#i[0-9a-f]{10}$/);
      const drawn = await page
        .locator('use')
        .first()
        .evaluate((use) => (use as SVGGraphicsElement).getBBox().width);
      expect(drawn).toBeGreaterThan(0);

      // The theme toggle works, only for this page.
      await page.locator('[data-folio-theme-toggle]').first().click();
      expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');

      // Search: the index is fetched from the opaque origin.
      await page.keyboard.press('Control+k');
      await page.getByRole('dialog').getByRole('combobox').fill('global anchors');
      await waitVisible(page.getByRole('dialog').getByRole('option').first());
      expect(
        await page
          .getByRole('dialog')
          .getByRole('option')
          .locator('.folio-search-hit-title')
          .allInnerTexts(),
      ).toContain('Anchors');
      await page.keyboard.press('Escape');

      // Ask AI: settings, the message API and the answer, quoted from the docs.
      await askPanel(page, 'How do I add a tab?');
      const answer = await page
        .locator('.folio-assistant-message[data-role="assistant"] .folio-assistant-answer')
        .first()
        .innerText();
      expect(answer).toContain('navigation.tabs');
      expect(refused).toEqual([]);
      expect(errors).toEqual([]);
    },
    TIMEOUT,
  );
});
