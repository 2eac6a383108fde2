/**
 * Interactive components in Chromium: a counter a page defines, and a toggle a `.jsx` snippet
 * exports (with Markdown children), respond to clicks once hydrated, in light and dark, from a
 * built site and from `folio dev`. A page without interactive components loads no island script.
 *
 * @module
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic, startDevServer } from '../../src/dev/index.ts';
import type { DevServer } from '../../src/dev/index.ts';
import { siteContentSecurityPolicy } from '../../src/render/index.ts';
import { buildSite } from '../../src/site/index.ts';
import { page, tempDocs } from '../helpers/temp-docs.ts';
import { launchChromium, openPage, screenshot } from './helpers/browser.ts';

const counterPage = page(
  'Counter',
  [
    "import { Toggle } from '/snippets/toggle.jsx';",
    '',
    'export const Counter = ({ start }) => {',
    '  const [count, setCount] = useState(start);',
    '  return <button id="counter" onClick={() => setCount(count + 1)}>Clicked {count} times</button>;',
    '};',
    '',
    '<Counter start={2} />',
    '',
    '<Toggle>',
    '  Hidden **details**',
    '</Toggle>',
  ].join('\n'),
);

const toggleSnippet = [
  'export const Toggle = ({ children }) => {',
  '  const [open, setOpen] = React.useState(false);',
  '  return (',
  '    <div>',
  '      <button id="toggle" onClick={() => setOpen(!open)}>{open ? "Hide" : "Show"}</button>',
  '      {open && <div id="details">{children}</div>}',
  '    </div>',
  '  );',
  '};',
  '',
].join('\n');

let browser: Browser;
let server: { url: string; close(): Promise<void> };
let dev: DevServer;
let temp: string;

beforeAll(async () => {
  const root = await tempDocs({
    'docs.json': {
      name: 'Islands in the browser',
      navigation: { groups: [{ group: 'Start', pages: ['index', 'plain'] }] },
    },
    'index.mdx': counterPage,
    'plain.mdx': page(
      'Plain',
      'export const Badge = ({ label }) => <b>{label}</b>;\n\n<Badge label="static" />',
    ),
    'snippets/toggle.jsx': toggleSnippet,
  });
  temp = await mkdtemp(path.join(tmpdir(), 'folio-islands-'));
  const outDir = path.join(temp, 'site');
  const result = await buildSite(root, { outDir, cache: false });
  expect(result.diagnostics).toEqual([]);
  [server, browser, dev] = await Promise.all([
    serveStatic(outDir),
    launchChromium(),
    startDevServer({ root, port: 0 }),
  ]);
});

afterAll(async () => {
  await browser.close();
  await server.close();
  await dev.close();
  await rm(temp, { recursive: true, force: true });
});

async function clickThrough(base: string, theme: 'light' | 'dark', name: string): Promise<void> {
  const tab = await openPage(browser);
  try {
    const view = tab.page;
    await view.goto(`${base}/`);
    if (theme === 'dark') await view.locator('[data-folio-theme-toggle]').click();
    expect(await view.locator('html').getAttribute('data-theme')).toBe(theme);
    const counter = view.locator('#counter');
    expect(await counter.textContent()).toBe('Clicked 2 times');
    // Hydration has happened once a click changes the count.
    await counter.click();
    await expect.poll(() => counter.textContent()).toBe('Clicked 3 times');
    await counter.click();
    await expect.poll(() => counter.textContent()).toBe('Clicked 4 times');
    expect(await view.locator('#details').count()).toBe(0);
    await view.locator('#toggle').click();
    await expect.poll(() => view.locator('#details').textContent()).toBe('Hidden details');
    expect(await view.locator('#details strong').textContent()).toBe('details');
    await screenshot(view, `${name}-${theme}`);
    expect(tab.errors).toEqual([]);
  } finally {
    await tab.close();
  }
}

describe('interactive components in Chromium', () => {
  it('count clicks on a built site, in light and dark', async () => {
    await clickThrough(server.url, 'light', 'islands-build');
    await clickThrough(server.url, 'dark', 'islands-build');
  });

  it('count clicks under folio dev', async () => {
    await clickThrough(dev.url, 'light', 'islands-dev');
  });

  it('hydrate under the Content-Security-Policy of hosted sites', async () => {
    const tab = await openPage(browser);
    try {
      const policy = siteContentSecurityPolicy({ sandbox: false });
      await tab.page.route('**/*', async (route) => {
        const response = await route.fetch();
        const headers = { ...response.headers(), 'content-security-policy': policy };
        await route.fulfill({ response, headers });
      });
      const refused: string[] = [];
      tab.page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
      });
      await tab.page.goto(`${server.url}/`);
      const counter = tab.page.locator('#counter');
      await counter.click();
      await expect.poll(() => counter.textContent()).toBe('Clicked 3 times');
      expect(refused).toEqual([]);
    } finally {
      await tab.close();
    }
  });

  it('loads no island script on a page without interactive components', async () => {
    const tab = await openPage(browser);
    try {
      const scripts: string[] = [];
      tab.page.on('request', (request) => scripts.push(new URL(request.url()).pathname));
      await tab.page.goto(`${server.url}/plain`);
      expect(await tab.page.locator('b').last().textContent()).toBe('static');
      expect(scripts.filter((url) => url.includes('islands'))).toEqual([]);
    } finally {
      await tab.close();
    }
  });
});
