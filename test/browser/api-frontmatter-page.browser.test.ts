/**
 * An MDX endpoint page without a spec (`api:` frontmatter) in Chromium: its "Try it" panel,
 * filled from the page's `ParamField`s, sends the request to a local API on another origin and
 * shows the answer.
 *
 * @module
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic } from '../../src/dev/index.ts';
import { buildSite } from '../../src/site/index.ts';
import { tempDocs } from '../helpers/temp-docs.ts';
import { launchChromium, openPage, screenshot, waitVisible } from './helpers/browser.ts';
import type { TestPage } from './helpers/browser.ts';
import { API_TOKEN, serveApi } from './helpers/plant-api.ts';
import type { RunningServer } from './helpers/plant-api.ts';

let api: RunningServer;
let site: { url: string; close(): Promise<void> };
let browser: Browser;
let temp: string;
let tab: TestPage | undefined;

beforeAll(async () => {
  api = await serveApi(true);
  const root = await tempDocs({
    'docs.json': { name: 'Plants', navigation: { pages: ['add-plant'] } },
    'add-plant.mdx': [
      '---',
      'title: Add a plant',
      `api: "POST ${api.origin}/api/v2/gardens/{gardenId}/plants"`,
      'authMethod: bearer',
      '---',
      '',
      '<ParamField path="gardenId" type="string" required placeholder="gd_1">The garden.</ParamField>',
      '<ParamField query="notify" type="boolean">Tell the gardener.</ParamField>',
      '<ParamField body="name" type="string" required placeholder="Fern">The plant.</ParamField>',
      '',
    ].join('\n'),
  });
  temp = await mkdtemp(path.join(tmpdir(), 'folio-api-page-'));
  const outDir = path.join(temp, 'site');
  const result = await buildSite(root, { outDir, cache: false });
  expect(result.written).toBe(true);
  [site, browser] = await Promise.all([serveStatic(outDir), launchChromium()]);
});

afterAll(async () => {
  await tab?.close();
  await browser.close();
  await site.close();
  await api.close();
  await rm(temp, { recursive: true, force: true });
});

describe('an api: page', () => {
  it('sends the request its fields describe and shows the answer', async () => {
    tab = await openPage(browser, { viewport: { width: 1440, height: 900 } });
    const { page } = tab;
    expect((await page.goto(`${site.url}/add-plant`))?.status()).toBe(200);
    const panel = page.locator('details.folio-api-playground');
    await waitVisible(panel);
    await panel.locator('summary').click();
    const form = page.locator('form[data-folio-playground]');
    await waitVisible(form);
    const field = (name: string) => form.locator(`[name="${name}"]`);
    expect(await field('base-url').inputValue()).toBe(api.origin);
    expect(await field('param:path:gardenId').inputValue()).toBe('');
    expect(await field('param:path:gardenId').getAttribute('placeholder')).toBe('gd_1');
    expect(JSON.parse(await field('body').inputValue())).toEqual({ name: 'Fern' });
    await field('auth:page').fill(API_TOKEN);
    await field('param:path:gardenId').fill('gd 7');
    await field('param:query:notify').selectOption('true');
    await form.getByRole('button', { name: /Send/ }).click();

    const result = form.locator('[data-folio-playground-result]');
    await waitVisible(result);
    expect(await result.locator('.folio-api-status').innerText()).toBe('201 Created');
    expect(api.requests).toHaveLength(1);
    const [request] = api.requests;
    expect(request?.url).toBe('/api/v2/gardens/gd%207/plants?notify=true');
    expect(request?.headers['authorization']).toBe(`Bearer ${API_TOKEN}`);
    expect(JSON.parse(request?.body ?? '')).toEqual({ name: 'Fern' });
    expect(tab.errors).toEqual([]);
    await result.scrollIntoViewIfNeeded();
    await screenshot(page, 'api-frontmatter-page-try-it');
  });
});
