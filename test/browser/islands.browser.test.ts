/**
 * Interactive components in Chromium: a counter a page defines, and a toggle a `.jsx` snippet
 * exports (with Markdown children), respond to clicks once hydrated, in light and dark, from a
 * built site and from `folio dev`. A page without interactive components loads no island script.
 *
 * @module
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
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

/** Two islands (two instances of one component, and another) that label an input with useId. */
const idsPage = page(
  'Ids',
  [
    'export const Field = ({ label }) => {',
    '  const id = useId();',
    '  const [value, setValue] = useState("");',
    // The id as text too: React checks text (not attributes) against the server's when hydrating.
    '  return <p><label htmlFor={id}>{label}</label><input id={id} value={value} onChange={(event) => setValue(event.target.value)} /><code>{id}</code></p>;',
    '};',
    '',
    'export const Other = () => {',
    '  const id = useId();',
    '  const [on, setOn] = useState(false);',
    '  return <p><label htmlFor={id}>Other</label><input id={id} type="checkbox" checked={on} onChange={() => setOn(!on)} /></p>;',
    '};',
    '',
    '<Field label="First" />',
    '',
    '<Field label="Second" />',
    '',
    '<Other />',
  ].join('\n'),
);

/** An island drawing Folio's own components, which pages use without importing them. */
const folioComponentsPage = page(
  'Folio components',
  [
    'export const Stars = () => {',
    '  const [count, setCount] = useState(0);',
    '  return (',
    '    <Card title="Starred">',
    '      <Icon icon="star" />',
    '      <button id="stars" onClick={() => setCount(count + 1)}>{count} stars</button>',
    '    </Card>',
    '  );',
    '};',
    '',
    '<Stars />',
  ].join('\n'),
);

/** An island that shows its children at first, and hides them on a click. */
const detailsPage = page(
  'Details',
  [
    'export const Details = ({ children }) => {',
    '  const [open, setOpen] = useState(true);',
    '  return (',
    '    <div>',
    '      <button id="details-toggle" onClick={() => setOpen(!open)}>{open ? "Hide" : "Show"}</button>',
    '      {open && <div id="shown">{children}</div>}',
    '    </div>',
    '  );',
    '};',
    '',
    '<Details>',
    '  Shown **first** with `code` & "quotes"',
    '</Details>',
  ].join('\n'),
);

let browser: Browser;
let server: { url: string; close(): Promise<void> };
let dev: DevServer;
let temp: string;
let outDir: string;

beforeAll(async () => {
  const root = await tempDocs({
    'docs.json': {
      name: 'Islands in the browser',
      navigation: {
        groups: [
          { group: 'Start', pages: ['index', 'plain', 'ids', 'folio-components', 'details'] },
        ],
      },
    },
    'index.mdx': counterPage,
    'plain.mdx': page(
      'Plain',
      'export const Badge = ({ label }) => <b>{label}</b>;\n\n<Badge label="static" />',
    ),
    'snippets/toggle.jsx': toggleSnippet,
    'ids.mdx': idsPage,
    'folio-components.mdx': folioComponentsPage,
    'details.mdx': detailsPage,
  });
  temp = await mkdtemp(path.join(tmpdir(), 'folio-islands-'));
  outDir = path.join(temp, 'site');
  const result = await buildSite(root, { outDir, cache: false });
  expect(result.diagnostics.map((item) => item.message)).toEqual([
    '<Stars> is shown without interactivity: it draws <Card>, <Icon>, which Folio renders on the server only',
  ]);
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

  it('give each island its own useId ids, the same as the server rendered', async () => {
    const tab = await openPage(browser);
    const logged = consoleErrors(tab.page);
    try {
      await tab.page.goto(`${server.url}/ids`);
      const ids = await tab.page
        .locator('.folio-prose input')
        .evaluateAll((inputs) => inputs.map((input) => input.id));
      expect(ids).toHaveLength(3);
      expect(new Set(ids).size).toBe(3);
      const shown = await tab.page.locator('.folio-prose code').allTextContents();
      expect(shown).toEqual(ids.slice(0, 2));
      for (const [index, label] of ['First', 'Second', 'Other'].entries()) {
        const labelled = tab.page.getByLabel(label, { exact: true });
        expect(await labelled.getAttribute('id')).toBe(ids[index]);
      }
      // Hydrated: typing into the second field changes its state, and only its own.
      await tab.page.getByLabel('Second', { exact: true }).fill('typed');
      await tab.page.getByLabel('Other', { exact: true }).check();
      await expect.poll(() => tab.page.getByLabel('Other', { exact: true }).isChecked()).toBe(true);
      expect(await tab.page.getByLabel('First', { exact: true }).inputValue()).toBe('');
      expect(tab.errors).toEqual([]);
      expect(logged).toEqual([]);
    } finally {
      await tab.close();
    }
  });

  it("keep an island that draws Folio's Card and Icon as the server drew it", async () => {
    const tab = await openPage(browser);
    const logged = consoleErrors(tab.page);
    try {
      const scripts: string[] = [];
      tab.page.on('request', (request) => scripts.push(new URL(request.url()).pathname));
      await tab.page.goto(`${server.url}/folio-components`);
      await tab.page.waitForLoadState('load');
      const card = tab.page.locator('.folio-prose .folio-card');
      expect(await card.locator('.folio-card-title').textContent()).toBe('Starred');
      expect(await card.locator('.folio-icon svg').count()).toBe(1);
      expect(await card.locator('#stars').textContent()).toBe('0 stars');
      // Not hydrated (the browser cannot draw Folio's components again): no script, no error.
      expect(scripts.filter((url) => url.includes('islands'))).toEqual([]);
      expect(tab.errors).toEqual([]);
      expect(logged).toEqual([]);
    } finally {
      await tab.close();
    }
  });

  it('carry shown children once, and keep them through a hide and show', async () => {
    const html = await readFile(path.join(outDir, 'details/index.html'), 'utf8');
    expect(html.match(/Shown <strong>first<\/strong>/g)).toHaveLength(1);
    expect(html).not.toContain('data-slot');
    const tab = await openPage(browser);
    const logged = consoleErrors(tab.page);
    try {
      await tab.page.goto(`${server.url}/details`);
      const shown = tab.page.locator('#shown');
      const text = 'Shown first with code & "quotes"';
      expect(await shown.textContent()).toBe(text);
      const toggle = tab.page.locator('#details-toggle');
      await toggle.click();
      await expect.poll(() => shown.count()).toBe(0);
      await toggle.click();
      await expect.poll(() => shown.textContent()).toBe(text);
      expect(await shown.locator('strong').textContent()).toBe('first');
      expect(await shown.locator('code').textContent()).toBe('code');
      expect(tab.errors).toEqual([]);
      expect(logged).toEqual([]);
    } finally {
      await tab.close();
    }
  });
});

/**
 * The errors the page logs to its console (React reports hydration mismatches there), but for the
 * favicon the test site does not have, which Chromium may ask for at any time.
 */
function consoleErrors(view: Page): string[] {
  const errors: string[] = [];
  view.on('console', (message) => {
    if (message.type() !== 'error' || message.location().url.endsWith('/favicon.ico')) return;
    errors.push(message.text());
  });
  return errors;
}
