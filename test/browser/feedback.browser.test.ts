/**
 * "Was this page helpful?" in Chromium, against a real Folio server (`startServer`):
 *
 * - on a hosted site (its script policy in force): thumbs down by keyboard, a comment, send; the
 *   server stored the rating for that page, and the widget thanks the reader;
 * - on a static build on another origin (`folio build --feedback-api`): thumbs up is sent
 *   across origins (CORS) and stored;
 * - a build without a feedback endpoint shows no widget.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic } from '../../src/dev/index.ts';
import type { StaticServer } from '../../src/dev/index.ts';
import { buildSite } from '../../src/site/index.ts';
import { startServer } from '../../src/server/index.ts';
import type { RunningServer } from '../../src/server/index.ts';
import { createDeployment, listPageFeedback, openDatabase } from '../../src/storage/index.ts';
import { tempDocs } from '../helpers/temp-docs.ts';
import { ASSISTANT_DOCS, createAssistantSite } from '../server/assistant-site.ts';
import type { AssistantSite } from '../server/assistant-site.ts';
import { launchChromium, openPage, screenshot, waitVisible } from './helpers/browser.ts';

const TIMEOUT = 120_000;

describe('reader feedback in Chromium', () => {
  let server: RunningServer;
  let site: AssistantSite;
  let dataDir = '';
  let browser: Browser;
  let staticSite: StaticServer;
  let plainSite: StaticServer;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'folio-feedback-'));
    const folder = await tempDocs(ASSISTANT_DOCS);
    const seed = await openDatabase({ dataDir });
    let deploymentId: string;
    try {
      site = await createAssistantSite(seed, folder);
      deploymentId = (await createDeployment(seed, { projectId: site.project.id })).id;
    } finally {
      await seed.close();
    }
    server = await startServer({ port: 0, dataDir, log: () => undefined, cacheTtlMs: 0 });
    expect((await server.services.deployments.settled(deploymentId)).status).toBe('ready');
    const staticOut = path.join(dataDir, 'static');
    const plainOut = path.join(dataDir, 'plain');
    const built = await buildSite(folder, {
      outDir: staticOut,
      cache: false,
      feedback: `${server.url}/v1/feedback/${site.project.subdomain}`,
    });
    const plain = await buildSite(folder, { outDir: plainOut, cache: false });
    expect(built.written && plain.written).toBe(true);
    staticSite = await serveStatic(staticOut);
    plainSite = await serveStatic(plainOut);
    browser = await launchChromium();
  }, TIMEOUT);

  afterAll(async () => {
    await browser.close();
    await staticSite.close();
    await plainSite.close();
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  }, TIMEOUT);

  const stored = async () =>
    (await listPageFeedback(server.services.db, { projectId: site.project.id, limit: 100 }))
      .feedback;

  it(
    'sends thumbs down with a comment from a hosted page, by keyboard, and the server stores it',
    async () => {
      const opened = await openPage(browser);
      const { page, errors } = opened;
      try {
        const origin = server.siteUrl(site.project.subdomain).replace(/\/$/, '');
        await page.goto(`${origin}/tabs`);
        const widget = page.locator('.folio-feedback');
        await waitVisible(widget);
        expect(await page.locator('.folio-feedback-question').textContent()).toBe(
          'Was this page helpful?',
        );
        expect(await page.locator('.folio-feedback-comment').isVisible()).toBe(false);

        await page.locator('.folio-feedback-down').focus();
        await page.keyboard.press('Enter');
        expect(await page.locator('.folio-feedback-down').getAttribute('aria-pressed')).toBe(
          'true',
        );
        // The comment box takes the focus at once: the reader types straight away.
        await page.keyboard.type('The <b>example</b> is missing a step.');
        expect(await page.locator('.folio-feedback-comment').getAttribute('maxlength')).toBe(
          '1000',
        );
        await screenshot(page, 'feedback-form');
        await page.locator('.folio-feedback-submit').click();
        await page.waitForFunction(
          () =>
            document.querySelector('.folio-feedback-status')?.textContent ===
            'Thank you for your feedback.',
        );
        const rows = await stored();
        expect(rows).toContainEqual(
          expect.objectContaining({
            page: '/tabs',
            rating: 'down',
            comment: 'The <b>example</b> is missing a step.',
          }),
        );
        expect(errors).toEqual([]);
      } finally {
        await opened.close();
      }
    },
    TIMEOUT,
  );

  it(
    'sends thumbs up from a hosted site reached by /_sites/{domain}/, for the right page',
    async () => {
      const opened = await openPage(browser);
      const { page, errors } = opened;
      try {
        const posts: string[] = [];
        page.on('request', (request) => {
          if (request.method() === 'POST') posts.push(new URL(request.url()).pathname);
        });
        await page.goto(`${server.url}/_sites/${site.project.subdomain}/anchors`);
        await page.locator('.folio-feedback-up').click();
        await page.locator('.folio-feedback-submit').click();
        await page.waitForFunction(
          () =>
            document.querySelector('.folio-feedback-status')?.textContent ===
            'Thank you for your feedback.',
        );
        expect(posts).toEqual([`/_sites/${site.project.subdomain}/_folio/feedback`]);
        expect(await stored()).toContainEqual(
          expect.objectContaining({ page: '/anchors', rating: 'up', comment: null }),
        );
        expect(errors).toEqual([]);
      } finally {
        await opened.close();
      }
    },
    TIMEOUT,
  );

  it(
    'sends thumbs up from a static build on another origin',
    async () => {
      const opened = await openPage(browser, { colorScheme: 'dark' });
      const { page, errors } = opened;
      try {
        await page.goto(`${staticSite.url}/anchors`);
        await page.locator('.folio-feedback-up').click();
        await page.locator('.folio-feedback-submit').click();
        await page.waitForFunction(
          () =>
            document.querySelector('.folio-feedback-status')?.textContent ===
            'Thank you for your feedback.',
        );
        await screenshot(page, 'feedback-dark-thanks');
        expect(await stored()).toContainEqual(
          expect.objectContaining({ page: '/anchors', rating: 'up', comment: null }),
        );
        expect(errors).toEqual([]);
      } finally {
        await opened.close();
      }
    },
    TIMEOUT,
  );

  it('shows no widget on a build without a feedback endpoint', async () => {
    const opened = await openPage(browser);
    const { page } = opened;
    try {
      await page.goto(`${plainSite.url}/anchors`);
      await page.locator('.folio-article').waitFor();
      expect(await page.locator('.folio-feedback').count()).toBe(0);
    } finally {
      await opened.close();
    }
  });
});
