/**
 * The "Ask AI" panel in Chromium, against a real Folio server (`startServer`) whose model is a
 * fake OpenAI-compatible server streaming scripted answers:
 *
 * - on a hosted site, by host and by path: the answer streams in as it is written, the sources
 *   link to the site the reader is on, a follow-up continues the same thread, and the
 *   conversation survives following a source to another page;
 * - on a static build on another origin (`folio build --assistant-api --assistant-key`): CORS;
 *   a bad key shows the server's error;
 * - a model answer full of HTML and `javascript:` links renders as text, runs nothing.
 */
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatCompletionChunk } from '../helpers/chat-completion-stream.ts';
import { serveStatic } from '../../src/dev/index.ts';
import type { StaticServer } from '../../src/dev/index.ts';
import { buildSite } from '../../src/site/index.ts';
import { startServer } from '../../src/server/index.ts';
import type { RunningServer } from '../../src/server/index.ts';
import {
  createDeployment,
  getAssistantThreadWithMessages,
  listAssistantThreads,
  openDatabase,
} from '../../src/storage/index.ts';
import { tempDocs } from '../helpers/temp-docs.ts';
import { ASSISTANT_DOCS, createAssistantSite } from '../server/assistant-site.ts';
import type { AssistantSite } from '../server/assistant-site.ts';
import { launchChromium, openPage, screenshot, waitVisible } from './helpers/browser.ts';

const TIMEOUT = 120_000;
const FIRST = 'Add an entry to **navigation.tabs** with a name and its pages';
const REST = ', as the [Tabs](/tabs) page shows.';
const INJECTION = [
  'Here: <img src="x" onerror="window.pwned = 1"> <script>window.pwned = 2</script>',
  '',
  '[click me](javascript:window.pwned=3) and ![pic](javascript:window.pwned=4)',
  '',
  '<a href="#" onclick="window.pwned = 5">html link</a>',
].join('\n');

/**
 * A fake `POST /v1/chat/completions` that streams its answer in two parts 400 ms apart (so a
 * test can see the first part on screen before the second is written), or the injection answer
 * when the question asks for it.
 */
function fakeModelServer() {
  return createServer((request: IncomingMessage, response: ServerResponse) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      response.writeHead(200, { 'Content-Type': 'text/event-stream' });
      const parts = body.includes('inject') ? [INJECTION] : [FIRST, REST];
      response.write(chatCompletionChunk({ role: 'assistant', content: parts[0] }, null));
      setTimeout(() => {
        for (const part of parts.slice(1))
          response.write(chatCompletionChunk({ content: part }, null));
        response.write(chatCompletionChunk({}, 'stop'));
        response.end('data: [DONE]\n\n');
      }, 400);
    });
  });
}

describe('the Ask AI panel in Chromium', () => {
  const model = fakeModelServer();
  const savedEnv = { ...process.env };
  let server: RunningServer;
  let site: AssistantSite;
  let dataDir = '';
  let browser: Browser;
  let staticSite: StaticServer;
  let badKeySite: StaticServer;
  const temps: string[] = [];

  beforeAll(async () => {
    await new Promise<void>((resolve) => model.listen(0, '127.0.0.1', resolve));
    const modelPort = (model.address() as AddressInfo).port;
    process.env['FOLIO_AI_PROVIDER'] = 'openai-compatible';
    process.env['FOLIO_AI_MODEL'] = 'fake';
    process.env['FOLIO_AI_BASE_URL'] = `http://127.0.0.1:${String(modelPort)}/v1`;
    dataDir = await mkdtemp(path.join(tmpdir(), 'folio-panel-'));
    temps.push(dataDir);
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

    const api = `${server.url}/v1/assistant/${site.project.subdomain}/message`;
    const staticOut = path.join(dataDir, 'static');
    const badOut = path.join(dataDir, 'static-bad-key');
    const built = await buildSite(folder, {
      outDir: staticOut,
      cache: false,
      assistant: { api, key: site.assistantKey },
    });
    const bad = await buildSite(folder, {
      outDir: badOut,
      cache: false,
      assistant: { api, key: 'folio_assistant_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
    });
    expect(built.written && bad.written).toBe(true);
    staticSite = await serveStatic(staticOut);
    badKeySite = await serveStatic(badOut);
    browser = await launchChromium();
  }, TIMEOUT);

  afterAll(async () => {
    await browser.close();
    await staticSite.close();
    await badKeySite.close();
    await server.close();
    model.close();
    process.env = savedEnv;
    for (const temp of temps) await rm(temp, { recursive: true, force: true });
  }, TIMEOUT);

  const panel = (page: Page) => page.locator('.folio-assistant');
  const answers = (page: Page) =>
    page.locator('.folio-assistant-message[data-role="assistant"] .folio-assistant-answer');

  async function ask(page: Page, question: string): Promise<void> {
    await page.locator('.folio-assistant-input').fill(question);
    await page.keyboard.press('Enter');
  }

  async function waitForAnswers(page: Page, count: number): Promise<void> {
    await page.waitForFunction(
      (expected) =>
        document.querySelectorAll('.folio-assistant-message[data-role="assistant"]').length ===
          expected && document.querySelector('.folio-assistant-log')?.ariaBusy === 'false',
      count,
      { timeout: 15_000 },
    );
  }

  it(
    'answers on a hosted site as the model writes, with sources, in one thread across pages',
    async () => {
      const opened = await openPage(browser);
      const { page, errors } = opened;
      try {
        const origin = server.siteUrl(site.project.subdomain).replace(/\/$/, '');
        await page.goto(`${origin}/anchors`);
        await page.locator('[data-folio-assistant-open]').click();
        await waitVisible(page.locator('.folio-assistant-input'));
        expect(await page.evaluate(() => document.activeElement?.className)).toBe(
          'folio-assistant-input',
        );
        await ask(page, 'How do I add a tab?');

        // The first part is on screen while the model is still writing the rest.
        await page.waitForFunction(
          () => document.querySelector('.folio-assistant-answer strong')?.textContent,
          null,
          { timeout: 15_000 },
        );
        expect(await page.locator('.folio-assistant-log').getAttribute('aria-busy')).toBe('true');
        expect(await answers(page).first().textContent()).not.toContain('page shows');
        await waitForAnswers(page, 1);
        expect(await answers(page).first().textContent()).toBe(
          'Add an entry to navigation.tabs with a name and its pages, as the Tabs page shows.',
        );
        const sources = page.locator('.folio-assistant-sources a');
        const hrefs = await sources.evaluateAll((links) =>
          links.map((link) => (link as HTMLAnchorElement).href),
        );
        expect(hrefs.length).toBeGreaterThan(0);
        for (const href of hrefs) expect(href.startsWith(`${origin}/`)).toBe(true);
        expect(hrefs.some((href) => href.startsWith(`${origin}/tabs`))).toBe(true);
        await screenshot(page, 'assistant-panel-answer');

        await ask(page, 'And global anchors?');
        await waitForAnswers(page, 2);
        const threads = await listAssistantThreads(server.services.db, {
          projectId: site.project.id,
          fp: await page.evaluate(() => localStorage.getItem('folio-assistant-fp') ?? ''),
        });
        expect(threads).toHaveLength(1);

        // Follow a source: the conversation is still there on the next page, same thread.
        await sources.filter({ hasText: 'Tabs' }).first().click();
        await page.waitForURL((url) => url.pathname.startsWith('/tabs'));
        await page.keyboard.press('Control+i');
        await waitVisible(page.locator('.folio-assistant-input'));
        expect(await answers(page).count()).toBe(2);
        await ask(page, 'Where is the tab bar?');
        await waitForAnswers(page, 3);
        const thread = await getAssistantThreadWithMessages(
          server.services.db,
          threads[0]?.id ?? '',
        );
        expect(thread?.messages.map((message) => message.role)).toEqual([
          'user',
          'assistant',
          'user',
          'assistant',
          'user',
          'assistant',
        ]);

        // Escape closes the panel; New chat starts a new thread.
        await page.keyboard.press('Escape');
        expect(await panel(page).isHidden()).toBe(true);
        await page.locator('[data-folio-assistant-open]').click();
        await page.getByRole('button', { name: 'New chat' }).click();
        expect(await answers(page).count()).toBe(0);
        await ask(page, 'How do I add a tab?');
        await waitForAnswers(page, 1);
        const after = await listAssistantThreads(server.services.db, {
          projectId: site.project.id,
          fp: await page.evaluate(() => localStorage.getItem('folio-assistant-fp') ?? ''),
        });
        expect(after).toHaveLength(2);
        expect(errors).toEqual([]);
      } finally {
        await opened.close();
      }
    },
    TIMEOUT,
  );

  it(
    'takes a question from the search dialog',
    async () => {
      const opened = await openPage(browser);
      const { page, errors } = opened;
      try {
        await page.goto(server.siteUrl(site.project.subdomain));
        await page.keyboard.press('Control+k');
        await page.locator('.folio-search-input').fill('How do I add a tab?');
        const button = page.locator('.folio-search-ask');
        await waitVisible(button);
        expect(await button.textContent()).toBe('Ask AI: “How do I add a tab?”');
        // Tab goes from the field to the button, then to the close button.
        await page.locator('.folio-search-input').focus();
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => document.activeElement?.className)).toBe(
          'folio-search-ask',
        );
        await page.keyboard.press('Enter');
        await waitForAnswers(page, 1);
        expect(await page.locator('.folio-search-dialog').isVisible()).toBe(false);
        expect(await page.locator('.folio-assistant-message[data-role="user"]').textContent()).toBe(
          'How do I add a tab?',
        );
        expect(await page.evaluate(() => document.activeElement?.className)).toBe(
          'folio-assistant-input',
        );
        expect(errors).toEqual([]);
      } finally {
        await opened.close();
      }
    },
    TIMEOUT,
  );

  it(
    'works on a site reached by path, its links staying under the path',
    async () => {
      const opened = await openPage(browser);
      const { page, errors } = opened;
      try {
        const base = `${server.url}/_sites/${site.project.subdomain}`;
        await page.goto(`${base}/`);
        await page.locator('[data-folio-assistant-open]').click();
        await ask(page, 'How do I add a tab?');
        await waitForAnswers(page, 1);
        const links = await page
          .locator('.folio-assistant-message a[href]')
          .evaluateAll((found) => found.map((link) => (link as HTMLAnchorElement).href));
        expect(links.length).toBeGreaterThan(1);
        for (const href of links) expect(href.startsWith(`${base}/`)).toBe(true);
        expect(errors).toEqual([]);
      } finally {
        await opened.close();
      }
    },
    TIMEOUT,
  );

  it(
    'works from a static build on another origin, and shows the server’s error for a bad key',
    async () => {
      const opened = await openPage(browser, { colorScheme: 'dark' });
      const { page, errors } = opened;
      try {
        await page.goto(`${staticSite.url}/tabs`);
        await page.locator('[data-folio-assistant-open]').click();
        await ask(page, 'How do I add a tab?');
        await waitForAnswers(page, 1);
        expect(await answers(page).first().textContent()).toContain('navigation.tabs');
        await screenshot(page, 'assistant-panel-static-dark');

        await page.goto(`${badKeySite.url}/tabs`);
        await page.locator('[data-folio-assistant-open]').click();
        await ask(page, 'How do I add a tab?');
        const alert = page.locator('.folio-assistant-error');
        await waitVisible(alert);
        expect(await alert.textContent()).toContain('API key');
        expect(errors).toEqual([]);
      } finally {
        await opened.close();
      }
    },
    TIMEOUT,
  );

  it(
    'shows HTML from the model as text and drops javascript: links: nothing runs',
    async () => {
      const opened = await openPage(browser);
      const { page } = opened;
      try {
        await page.goto(`${server.siteUrl(site.project.subdomain)}tabs`);
        await page.locator('[data-folio-assistant-open]').click();
        await ask(page, 'Please inject something');
        await waitForAnswers(page, 1);
        const answer = answers(page).first();
        expect(await answer.locator('img, script, iframe, [onclick], [onerror]').count()).toBe(0);
        expect(await answer.textContent()).toContain('<script>window.pwned = 2</script>');
        await answer.getByText('click me').click();
        await answer.getByText('pic').click();
        await answer.getByText('html link').first().click({ force: true });
        expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
        const hrefs = await answer
          .locator('a')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
        expect(hrefs.every((href) => href === null || !href.includes('javascript'))).toBe(true);
      } finally {
        await opened.close();
      }
    },
    TIMEOUT,
  );
});
