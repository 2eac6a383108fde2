/**
 * Endpoint pages in Chromium: "Try it" sends the real request (credentials, path, query and
 * header parameters, a JSON body) to the API the page documents and shows the status, the
 * response headers and the body; explains a missing credential's 401 and a server that refuses
 * other origins (CORS); the server selector; and light and dark screenshots of the page.
 *
 * @module
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { axeFindings } from './helpers/axe.ts';
import { launchChromium, openPage, screenshot, waitVisible } from './helpers/browser.ts';
import type { TestPage } from './helpers/browser.ts';
import { API_TOKEN, serveApi, servePlantSite } from './helpers/plant-api.ts';
import type { PlantSite, RunningServer } from './helpers/plant-api.ts';

const route = '/v2/gardens/add-a-plant-to-a-garden';

let site: PlantSite;
let browser: Browser;
const tabs: TestPage[] = [];

beforeAll(async () => {
  [site, browser] = await Promise.all([servePlantSite(), launchChromium()]);
});

afterAll(async () => {
  await Promise.all(tabs.map((tab) => tab.close()));
  await browser.close();
  await site.close();
});

afterEach(() => {
  for (const tab of tabs) {
    expect(tab.errors).toEqual([]);
    tab.errors.length = 0;
  }
});

/** A new tab showing the endpoint page, its "Try it" panel open. */
async function openPlayground(colorScheme: 'light' | 'dark' = 'light'): Promise<Page> {
  const tab = await openPage(browser, { colorScheme, viewport: { width: 1440, height: 900 } });
  tabs.push(tab);
  const response = await tab.page.goto(`${site.origin}${route}`);
  expect(response?.status()).toBe(200);
  const panel = tab.page.locator('details.folio-api-playground');
  await waitVisible(panel);
  await panel.locator('summary').click();
  await waitVisible(form(tab.page));
  return tab.page;
}

function form(page: Page): Locator {
  return page.locator('form[data-folio-playground]');
}

function field(page: Page, name: string): Locator {
  return form(page).locator(`[name="${name}"]`);
}

/** Fills the form for a request to `base`; `token` empty sends no credential. */
async function fill(page: Page, base: string, token = API_TOKEN): Promise<void> {
  await field(page, 'base-url').fill(base);
  await field(page, 'auth:bearerAuth').fill(token);
  await field(page, 'param:path:gardenId').fill('gd 7');
  await field(page, 'param:query:notify').selectOption('true');
  await field(page, 'param:header:Idempotency-Key').fill('0b6c7f3e-5b7a-4c3e-9d1a-2f8e6a4b9c10');
  await field(page, 'body').fill(
    JSON.stringify({ name: 'Lemon tree', status: 'pending', tags: ['citrus'] }, null, 2),
  );
}

/** Sends the form and waits for its status line to leave "Sending…". */
async function send(page: Page): Promise<string> {
  const message = form(page).locator('[data-folio-playground-message]');
  await form(page).getByRole('button', { name: /Send/ }).click();
  await page.waitForFunction(
    (element) => !['', 'Sending…'].includes(element.textContent),
    await message.elementHandle(),
  );
  return message.innerText();
}

describe('Try it', () => {
  it('sends the request and shows the status, headers and body', async () => {
    const page = await openPlayground();
    expect(await field(page, 'base-url').inputValue()).toBe('https://api.plants.example/v2');
    // Without api.examples.prefill, the example is a placeholder until typed.
    expect(await field(page, 'param:path:gardenId').inputValue()).toBe('');
    expect(await field(page, 'param:path:gardenId').getAttribute('placeholder')).toBe('gd_7');
    await fill(page, `${site.origin}/api/v2`);
    expect(await send(page)).toMatch(/^201 in \d+ ms$/);

    expect(site.requests).toHaveLength(1);
    const [request] = site.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/api/v2/gardens/gd%207/plants?notify=true');
    expect(request?.headers['authorization']).toBe(`Bearer ${API_TOKEN}`);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.headers['idempotency-key']).toBe('0b6c7f3e-5b7a-4c3e-9d1a-2f8e6a4b9c10');
    expect(JSON.parse(request?.body ?? '')).toEqual({
      name: 'Lemon tree',
      status: 'pending',
      tags: ['citrus'],
    });

    const result = form(page).locator('[data-folio-playground-result]');
    await waitVisible(result);
    expect(await result.locator('.folio-api-status').innerText()).toBe('201 Created');
    expect(await result.locator('.folio-api-result-url').innerText()).toBe(
      `POST ${site.origin}/api/v2/gardens/gd%207/plants?notify=true`,
    );
    const headers = result.locator('.folio-api-result-headers');
    await headers.locator('summary').click();
    const names = await headers.locator('dt').allInnerTexts();
    expect(names).toEqual(expect.arrayContaining(['content-type', 'location', 'x-request-id']));
    expect(await headers.locator('dd').allInnerTexts()).toEqual(
      expect.arrayContaining(['application/json', '/api/v2/plants/pl_new', 'req_42']),
    );
    expect(JSON.parse(await result.locator('.folio-api-result-body').innerText())).toEqual({
      id: 'pl_new',
      gardenId: 'gd 7',
      name: 'Lemon tree',
      status: 'pending',
      tags: ['citrus'],
      notify: true,
      idempotencyKey: '0b6c7f3e-5b7a-4c3e-9d1a-2f8e6a4b9c10',
    });
    await result.scrollIntoViewIfNeeded();
    await screenshot(page, 'endpoint-try-it-light');
  });

  it('shows an error status and its body as they come', async () => {
    const page = await openPlayground();
    await fill(page, `${site.origin}/api/v2`, '');
    expect(await send(page)).toMatch(/^401 in \d+ ms$/);
    const result = form(page).locator('[data-folio-playground-result]');
    expect(await result.locator('.folio-api-status').innerText()).toBe('401 Unauthorized');
    expect(await result.locator('.folio-api-result-body').innerText()).toBe(
      '{\n  "error": "The token is missing or wrong."\n}',
    );
  });

  it('says what to fix when the input cannot be sent', async () => {
    const page = await openPlayground();
    await fill(page, `${site.origin}/api/v2`);
    await field(page, 'param:path:gardenId').fill('');
    await field(page, 'body').fill('{"name": ');
    const before = site.requests.length;
    expect(await send(page)).toBe('Enter a value for the path parameter "gardenId".');
    await field(page, 'param:path:gardenId').fill('gd_7');
    expect(await send(page)).toMatch(/^The body is not valid JSON/);
    expect(site.requests.length).toBe(before);
  });

  it('calls an API on another origin that allows it, and explains one that does not', async () => {
    const open: RunningServer = await serveApi(true);
    const closed: RunningServer = await serveApi(false);
    try {
      const page = await openPlayground();
      await fill(page, `${open.origin}/api/v2`);
      expect(await send(page)).toMatch(/^201 in \d+ ms$/);
      const result = form(page).locator('[data-folio-playground-result]');
      expect(await result.locator('.folio-api-result-body').innerText()).toContain('"pl_new"');

      await field(page, 'base-url').fill(`${closed.origin}/api/v2`);
      const message = await send(page);
      expect(message).toContain(`The request to ${closed.origin} did not complete`);
      expect(message).toContain('(CORS)');
      expect(await result.isHidden()).toBe(true);
    } finally {
      await open.close();
      await closed.close();
    }
  });

  it('takes the server chosen above the page', async () => {
    const page = await openPlayground();
    await page
      .locator('[data-folio-api-server]')
      .selectOption('https://eu.sandbox.plants.example/v2');
    expect(await field(page, 'base-url').inputValue()).toBe('https://eu.sandbox.plants.example/v2');
    expect(await page.locator('[data-folio-api-base]').innerText()).toBe(
      'https://eu.sandbox.plants.example/v2',
    );
  });

  it('looks right in dark mode too', async () => {
    const page = await openPlayground('dark');
    await fill(page, `${site.origin}/api/v2`);
    expect(await send(page)).toMatch(/^201 in \d+ ms$/);
    await form(page).locator('[data-folio-playground-result]').scrollIntoViewIfNeeded();
    await screenshot(page, 'endpoint-try-it-dark');
    await page.evaluate(() => {
      window.scrollTo(0, 0);
    });
    await screenshot(page, 'endpoint-page-dark');
  });
});

describe('an endpoint page', () => {
  it('shows the reference with its examples beside it', async () => {
    const tab = await openPage(browser, { viewport: { width: 1440, height: 900 } });
    tabs.push(tab);
    const { page } = tab;
    await page.goto(`${site.origin}/guides/watering-api`);
    const examples = page.locator('.folio-toc-panel [data-folio-api-examples]');
    await waitVisible(examples);
    const article = await page.locator('.folio-article').boundingBox();
    const column = await examples.boundingBox();
    expect(column !== null && article !== null && column.x > article.x + article.width).toBe(true);
    expect(await examples.getByRole('tab').allInnerTexts()).toEqual(['Go', 'cURL']);
    await examples.getByRole('tab', { name: 'cURL' }).click();
    expect(await examples.locator('[data-folio-tab-panel]:visible').innerText()).toContain(
      'curl -X POST',
    );
    expect(await page.locator('details.folio-api-playground').count()).toBe(0);
    await screenshot(page, 'endpoint-page-light');
  });

  it('labels its methods at 4.5:1 or more, in the sidebar and the header, in both modes', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const tab = await openPage(browser, { colorScheme });
      tabs.push(tab);
      const { page } = tab;
      // The current item's accent tint is under the badge of the page being read.
      for (const current of ['/v2/plants/get-a-plant', route]) {
        await page.goto(`${site.origin}${current}`);
        const methods = await page
          .locator('#folio-sidebar .folio-method')
          .evaluateAll((badges) => badges.map((badge) => badge.getAttribute('class') ?? ''));
        expect(methods).toEqual(
          expect.arrayContaining([
            'folio-method folio-method-get',
            'folio-method folio-method-post',
            'folio-method folio-method-patch',
            'folio-method folio-method-delete',
            'folio-method folio-method-webhook',
          ]),
        );
        const include = '.folio-method, .folio-api-method';
        expect(await axeFindings(page, { rules: ['color-contrast'], include })).toEqual([]);
      }
    }
  });
});
