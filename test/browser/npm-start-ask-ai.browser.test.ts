/**
 * The assistant as a reader meets it after `npm start`: `folio start` runs as a real process on
 * Folio's own docs (a fresh data folder), and a page on another origin whose `useChat` (the Ask
 * AI panel, built with `--assistant-api` and `--assistant-key` from what `start` printed) asks
 * it a question in Chromium. The answer streams in with its sources, the thread id read on
 * finish carries the follow-up into the same thread, and the threads API lists it.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic } from '../../src/dev/index.ts';
import type { StaticServer } from '../../src/dev/index.ts';
import { buildSite } from '../../src/site/index.ts';
import { page as mdxPage, tempDocs } from '../helpers/temp-docs.ts';
import { launchChromium, openPage, screenshot, waitVisible } from './helpers/browser.ts';

const TIMEOUT = 180_000;
const main = fileURLToPath(new URL('../../src/cli/main.ts', import.meta.url));

/** `folio start` on a fresh data folder; resolves with what it printed once it serves. */
async function startFolio(dataDir: string): Promise<{ child: ChildProcess; printed: string }> {
  // The embedded database and no model: what a fresh `npm start` has.
  const unset = new Set([
    'DATABASE_URL',
    'FOLIO_AI_PROVIDER',
    'FOLIO_AI_MODEL',
    'FOLIO_AI_BASE_URL',
  ]);
  const env: NodeJS.ProcessEnv = {
    ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !unset.has(name))),
    NO_COLOR: '1',
  };
  const child = spawn(process.execPath, [main, 'start', '--port', '0', '--data', dataDir], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (printed.includes('Press Ctrl+C')) {
        clearInterval(timer);
        resolve();
      }
    }, 50);
    child.once('exit', (code) => {
      clearInterval(timer);
      reject(new Error(`folio start exited with ${String(code)}:\n${printed}`));
    });
  });
  return { child, printed };
}

describe('a page on another origin asks npm start’s assistant with the printed key', () => {
  let dataDir = '';
  let folio: ChildProcess | undefined;
  let api = '';
  let key = '';
  let page: StaticServer;
  let browser: Browser;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'folio-start-'));
    const started = await startFolio(dataDir);
    folio = started.child;
    api = /^\s+API:\s+(\S+)$/m.exec(started.printed)?.[1] ?? '';
    key = /^\s+Assistant key:\s+(\S+)$/m.exec(started.printed)?.[1] ?? '';
    expect(api).toMatch(/^http:\/\/localhost:\d+\/v1$/);
    expect(key).toMatch(/^folio_assistant_/);

    // The other origin: a small site whose panel asks Folio's docs, as a customer's would.
    const folder = await tempDocs({
      'docs.json': { name: 'Elsewhere', navigation: { pages: ['index'] } },
      'index.mdx': mdxPage('Elsewhere', 'A page on another origin.'),
    });
    const outDir = path.join(dataDir, 'elsewhere');
    const built = await buildSite(folder, {
      outDir,
      cache: false,
      assistant: { api: `${api}/assistant/docs/message`, key },
    });
    expect(built.written).toBe(true);
    page = await serveStatic(outDir);
    browser = await launchChromium();
  }, TIMEOUT);

  afterAll(async () => {
    await browser.close();
    await page.close();
    if (folio && folio.exitCode === null) {
      const exited = new Promise((resolve) => folio?.once('exit', resolve));
      folio.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  }, TIMEOUT);

  it(
    'gets a streamed, sourced answer and continues the thread',
    async () => {
      const opened = await openPage(browser);
      const { page: tab, errors } = opened;
      try {
        await tab.goto(`${page.url}/`);
        await tab.locator('[data-folio-assistant-open]').click();
        await waitVisible(tab.locator('.folio-assistant-input'));
        const answered = async (count: number) => {
          await tab.waitForFunction(
            (expected) =>
              document.querySelectorAll('.folio-assistant-message[data-role="assistant"]')
                .length === expected &&
              document.querySelector('.folio-assistant-log')?.ariaBusy === 'false',
            count,
            { timeout: 20_000 },
          );
        };
        await tab.locator('.folio-assistant-input').fill('How do I add tabs to the navigation?');
        await tab.keyboard.press('Enter');
        await answered(1);
        const sources = await tab
          .locator('.folio-assistant-sources a')
          .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
        expect(sources.some((href) => /\/navigation\/tabs/.test(href))).toBe(true);
        expect(await tab.locator('.folio-assistant-answer').first().textContent()).toContain(
          'No language model is configured',
        );
        await screenshot(tab, 'assistant-npm-start-other-origin');

        await tab.locator('.folio-assistant-input').fill('And how do I give a tab an icon?');
        await tab.keyboard.press('Enter');
        await answered(2);
        expect(await tab.locator('.folio-assistant-error').count()).toBe(0);

        const fp = await tab.evaluate(() => localStorage.getItem('folio-assistant-fp') ?? '');
        const listed = await fetch(`${api}/assistant/docs/threads?fp=${encodeURIComponent(fp)}`, {
          headers: { Authorization: `Bearer ${key}` },
        });
        expect(listed.status).toBe(200);
        const { threads } = (await listed.json()) as {
          threads: { messages: { role: string }[] }[];
        };
        expect(threads).toHaveLength(1);
        expect(threads[0]?.messages.map((message) => message.role)).toEqual([
          'user',
          'assistant',
          'user',
          'assistant',
        ]);
        expect(errors).toEqual([]);
      } finally {
        await opened.close();
      }
    },
    TIMEOUT,
  );
});
