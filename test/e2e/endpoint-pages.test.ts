/**
 * Endpoint pages in a built site: `test/fixtures/openapi-site` (Swagger 2.0, OpenAPI 3.0 and 3.1
 * specs; `METHOD /path` and `webhook` entries; a group and a tab that list a whole spec; two API
 * versions as tabs; MDX pages with `openapi` frontmatter in every form; `x-hidden`,
 * `x-excluded`, `x-folio` and `x-mint`) is built, and its pages are read back.
 */
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSite, htmlFile } from '../../src/site/index.ts';
import type { BuildResult } from '../../src/site/index.ts';
import { startDevServer } from '../../src/dev/index.ts';
import { loadSearchIndex, query } from '../../src/search/index.ts';
import { builtSearchIndex } from '../helpers/built-search-index.ts';

const fixture = fileURLToPath(new URL('../fixtures/openapi-site/', import.meta.url));

let out: string;
let result: BuildResult;

beforeAll(async () => {
  out = path.join(await mkdtemp(path.join(tmpdir(), 'folio-endpoints-')), 'site');
  result = await buildSite(fixture, { outDir: out, cache: false });
}, 120_000);

/** The built HTML of `route`. */
function html(route: string): Promise<string> {
  return readFile(path.join(out, htmlFile(route)), 'utf8');
}

/** Text of markup: tags dropped, entities of the renderer decoded, spaces collapsed. */
function text(markup: string): string {
  return markup
    .replace(/<a [^>]*class="folio-heading-anchor"[^>]*>.*?<\/a>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;|&#34;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&lt;|&#x3C;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The markup between the first `start` and the next `end` after it. */
function between(markup: string, start: string, end: string): string {
  const from = markup.indexOf(start);
  if (from < 0) return '';
  const to = markup.indexOf(end, from + start.length);
  return markup.slice(from, to < 0 ? undefined : to);
}

/** The page's own content inside the reference: up to the description, playground or sections. */
function contentOf(article: string): string {
  const start = article.indexOf('<div class="folio-api-content">');
  if (start < 0) return '';
  const ends = [
    '<div class="folio-api-description"',
    '<details',
    '<section class="folio-api-section"',
  ]
    .map((marker) => article.indexOf(marker, start))
    .filter((index) => index > 0);
  return article.slice(start, Math.min(...ends));
}

/**
 * What a reader sees on an endpoint page, one fact per line: title, description, the endpoint
 * bar, the page's own content, whether "Try it" is there, the reference's sections and the tabs
 * of the side column.
 */
function outline(markup: string): string {
  const article = between(markup, '<article', '</article>');
  const lines = [
    `title: ${text(between(article, '<h1', '</h1>'))}`,
    `description: ${text(between(article, '<p class="folio-description">', '</p>')) || '-'}`,
    `endpoint: ${text(between(article, '<div class="folio-api-endpoint"', '</div>')) || '-'}`,
    `content: ${text(contentOf(article)) || '-'}`,
    `try it: ${article.includes('data-folio-playground=') ? 'yes' : 'no'}`,
    `sections: ${[...article.matchAll(/<section class="folio-api-section"[^>]*><h2 id="([^"]+)"/g)].map((match) => match[1]).join(', ') || '-'}`,
  ];
  const aside = between(markup, '<aside class="folio-toc folio-toc-panel"', '</aside>');
  const tabs = [...aside.matchAll(/role="tab"[^>]*>(.*?)<\/button>/g)].map((match) =>
    text(match[1] ?? ''),
  );
  lines.push(`examples: ${tabs.join(' | ') || '-'}`);
  return lines.join('\n');
}

/** The page's own column: the article, up to its footer. */
function articleOf(markup: string): string {
  return between(markup, '<article', '<footer');
}

/** The side column, where the table of contents would be. */
function sideColumn(markup: string): string {
  return between(markup, '<aside class="folio-toc folio-toc-panel"', '</main>');
}

/** The kinds of the examples in `markup`, in order. */
function examplesIn(markup: string): string[] {
  return [...markup.matchAll(/data-folio-example="([a-z]+)"/g)].map((match) => match[1] ?? '');
}

/** The sidebar as lines: section titles, and pages with their method badge and link. */
function sidebar(markup: string): string {
  const nav = between(markup, '<nav class="folio-sidebar-nav"', '</nav>');
  const items = nav.matchAll(
    /<p class="folio-nav-section-title">(.*?)<\/p>|<a href="([^"]+)" class="folio-nav-page"[^>]*>(.*?)<\/a>|<summary class="folio-nav-group-title">(.*?)<\/summary>/g,
  );
  return [...items]
    .map(([, section, href, page, group]) =>
      section !== undefined
        ? `# ${text(section)}`
        : group !== undefined
          ? `> ${text(group)}`
          : `  ${text(page ?? '')} -> ${href ?? ''}`,
    )
    .join('\n');
}

describe('a site with OpenAPI specs', () => {
  it('builds with only the expected warning', () => {
    expect(result.written).toBe(true);
    expect(result.diagnostics.map((item) => `${item.severity} ${item.code}`)).toEqual([
      'warning frontmatter-openapi',
    ]);
  });

  it('builds a page for every endpoint, hidden ones too, and none for x-excluded ones', () => {
    for (const route of [
      '/v2/plants/list-plants',
      '/v2/plants/create-a-plant',
      '/v2/plants/get-a-plant',
      '/v2/plants/update-a-plant',
      '/v2/plants/delete-a-plant',
      '/guides/watering-api',
      '/v2/store-metrics',
      '/v2/gardens/add-a-plant-to-a-garden',
      '/v2/plants/plant-created',
      '/v1/plants/list-plants',
      '/v1/plants/export-plants',
      '/v1/orders/place-an-order',
      '/v1/service-status',
      '/api-reference/pet/find-pet-by-id',
      '/api-reference/pet/add-a-new-pet-to-the-store',
    ]) {
      expect(existsSync(path.join(out, htmlFile(route))), route).toBe(true);
    }
    expect(existsSync(path.join(out, htmlFile('/v2/debug-dump')))).toBe(false);
    expect(existsSync(path.join(out, htmlFile('/v1/plants/purge-plants')))).toBe(false);
  });

  it('renders a 3.1 operation: servers, auth, every kind of parameter, body and responses', async () => {
    const page = await html('/v2/gardens/add-a-plant-to-a-garden');
    expect(outline(page)).toMatchInlineSnapshot(`
      "title: Add a plant to a garden
      description: -
      endpoint: POST https://api.plants.example/v2 / gardens/ {gardenId} / plants
      content: -
      try it: yes
      sections: authorization, path-parameters, query-parameters, headers, body, responses
      examples: cURL | JavaScript | Python | 201 | 401"
    `);
    expect(page).toContain('<option value="https://eu.sandbox.plants.example/v2">');
    const samples = text(between(page, 'data-folio-example="request"', '</figure>'));
    expect(samples).toContain(
      "--url 'https://api.plants.example/v2/gardens/gd_7/plants?notify=false'",
    );
    expect(samples).toContain("--header 'Authorization: Bearer <token>'");
    const form = between(page, '<form class="folio-api-playground-form"', '</form>');
    for (const name of [
      'base-url',
      'auth:bearerAuth',
      'param:path:gardenId',
      'param:query:notify',
    ]) {
      expect(form, name).toContain(`name="${name}"`);
    }
    expect(form).toContain('name="param:header:Idempotency-Key"');
    expect(text(between(form, '<textarea', '</textarea>'))).toContain('"name": "Olive tree"');
  });

  it('shows schemas in full: nested objects, oneOf, enums, defaults, examples, read/write-only', async () => {
    const page = await html('/v2/plants/create-a-plant');
    const body = between(
      page,
      '<section class="folio-api-section" aria-labelledby="body">',
      '</section>',
    );
    expect(body.replace(/<svg[\s\S]*?<\/svg>/g, '<svg/>')).toMatchSnapshot();
    expect(text(body)).toContain('Interval | Cron');
    expect(text(body)).toContain('default: available');
    expect(text(body)).toContain('secret');
    // writeOnly fields are left out of responses, readOnly ones out of requests.
    const responses = text(between(page, 'aria-labelledby="responses"', '</section>'));
    expect(responses).toContain('createdAt');
    expect(responses).not.toContain('secret');
    const v1 = await html('/v1/plants/create-a-plant');
    expect(text(between(v1, '<h2 id="body"', '</section>'))).toBe(
      'Body application/json name string required Example: Fern size string | null Allowed values: small , medium , large',
    );
    expect(text(between(v1, 'aria-labelledby="responses"', '</section>'))).toContain(
      'id integer<int64>',
    );
    // Named examples of one status become tabs of the side column.
    expect(outline(page)).toContain(
      'examples: cURL | JavaScript | Python | 201 | 422 Missing name | 422 Unknown status',
    );
  });

  it('applies x-folio: route, metadata, content above the reference, no playground', async () => {
    const page = await html('/guides/watering-api');
    expect(outline(page)).toMatchInlineSnapshot(`
      "title: Water a plant now
      description: Records a watering outside the plant's schedule.
      endpoint: POST https://api.plants.example/v2 / plants/ {plantId} / water
      content: Before you water Check the care schedule first: most plants need water once a week.
      try it: no
      sections: authorization, path-parameters, responses
      examples: Go | cURL"
    `);
    expect(page).toContain('<h2 id="before-you-water">');
  });

  it('applies x-mint the same way, and marks a deprecated operation', async () => {
    const page = await html('/v2/plants/delete-a-plant');
    expect(outline(page)).toMatchInlineSnapshot(`
      "title: Remove a plant
      description: Takes a plant out of the store for good.
      endpoint: DELETE https://api.plants.example/v2 / plants/ {plantId} Deprecated
      content: Removing a plant cannot be undone. Prefer marking the plant sold with Update a plant .
      try it: yes
      sections: authorization, path-parameters, responses
      examples: cURL | JavaScript | Python"
    `);
    expect(page).toContain('folio-callout');
  });

  it('renders webhooks as the payload an endpoint receives', async () => {
    expect(outline(await html('/v2/plants/plant-created'))).toMatchInlineSnapshot(`
      "title: Plant created
      description: -
      endpoint: Webhook POST plant.created
      content: -
      try it: no
      sections: payload, responses
      examples: Payload"
    `);
  });

  it('renders MDX pages with openapi frontmatter: their content, then the reference', async () => {
    expect(outline(await html('/guides/list-plants'))).toMatchInlineSnapshot(`
      "title: Listing plants
      description: Page through every plant of the store.
      endpoint: GET https://api.plants.example/v2 / plants
      content: Plants come back newest first. Keep the next cursor of each page to ask for the following one.
      try it: yes
      sections: authorization, query-parameters, responses
      examples: cURL | JavaScript | Python | 200 | 400"
    `);
    expect(outline(await html('/guides/plant-created'))).toContain('sections: payload, responses');
    // `petstore-v2 get /pet/{petId}`: the spec by its file stem, a lower-case method, no title.
    expect(outline(await html('/guides/find-pet'))).toMatchInlineSnapshot(`
      "title: Find pet by ID
      description: -
      endpoint: GET https://petstore.swagger.io/v2 / pet/ {petId}
      content: The Swagger 2.0 petstore, named by the stem of its file name.
      try it: yes
      sections: authorization, path-parameters, responses
      examples: cURL | JavaScript | Python | 200"
    `);
    // `/specs/petstore-v2.json POST /pet` with `playground: simple`.
    expect(outline(await html('/guides/add-pet'))).toMatchInlineSnapshot(`
      "title: Adding a pet
      description: -
      endpoint: POST https://petstore.swagger.io/v2 / pet
      content: Pets added here show in the store at once.
      try it: no
      sections: authorization, body, responses
      examples: cURL | JavaScript | Python"
    `);
    // A value Folio cannot read leaves an ordinary page.
    const malformed = await html('/guides/malformed');
    expect(malformed).not.toContain('data-folio-api');
    expect(malformed).toContain('renders as an ordinary page');
  });

  it("puts a page's own RequestExample and ResponseExample beside it, in place of generated ones", async () => {
    // Only a ResponseExample: the generated request samples stay, above the page's responses.
    const getPlant = await html('/guides/get-plant');
    expect(outline(getPlant)).toMatchInlineSnapshot(`
      "title: Fetching one plant
      description: -
      endpoint: GET https://api.plants.example/v2 / plants/ {plantId}
      content: Ask for a plant by the id the store gave it. Plants that were removed answer 404 .
      try it: yes
      sections: authorization, path-parameters, cookies, responses
      examples: cURL | JavaScript | Python | 200 | 404"
    `);
    const side = sideColumn(getPlant);
    expect(side.indexOf('data-folio-example="request"')).toBeLessThan(
      side.indexOf('data-folio-example="response"'),
    );
    expect(text(side)).toContain('curl --request GET');
    expect(text(side)).toContain('No plant pl_123');
    expect(examplesIn(articleOf(getPlant))).toEqual([]);

    // Both, the response written first: the page's own, request then response, nothing generated.
    const updatePlant = await html('/guides/update-plant');
    expect(outline(updatePlant)).toMatchInlineSnapshot(`
      "title: Renaming a plant
      description: -
      endpoint: PATCH https://api.plants.example/v2 / plants/ {plantId}
      content: Send only the fields that change.
      try it: yes
      sections: authorization, path-parameters, body, responses
      examples: cURL | Python SDK | Renamed"
    `);
    expect(examplesIn(sideColumn(updatePlant))).toEqual(['request', 'response']);
    expect(text(sideColumn(updatePlant))).not.toContain('--url');
    expect(text(articleOf(updatePlant))).not.toContain('Swiss cheese plant');

    // The same for x-folio content of a generated page.
    const status = await html('/v1/service-status');
    expect(outline(status)).toMatchInlineSnapshot(`
      "title: Service status
      description: -
      endpoint: GET https://api.plants.example/v1 / status
      content: Poll this before a batch of requests.
      try it: yes
      sections: responses
      examples: cURL | JavaScript | Python | Up"
    `);
    expect(examplesIn(articleOf(status))).toEqual([]);

    // And for an ordinary page: its examples take the place of the table of contents.
    const setup = await html('/guides/client-setup');
    expect(text(articleOf(setup))).toContain(
      'Every request carries your API key. The key goes in the Authorization header.',
    );
    expect(examplesIn(articleOf(setup))).toEqual([]);
    expect(setup).not.toContain('On this page');
    expect(examplesIn(sideColumn(setup))).toEqual(['request']);
    expect(sideColumn(setup)).toContain('data-folio-api-examples=""');
    expect(text(sideColumn(setup))).toContain('PLANTS_API_KEY');
  });

  it('reads Swagger 2.0 and OpenAPI 3.0 documents', async () => {
    expect(outline(await html('/api-reference/pet/updates-a-pet-in-the-store-with-form-data')))
      .toMatchInlineSnapshot(`
      "title: Updates a pet in the store with form data
      description: -
      endpoint: POST https://petstore.swagger.io/v2 / pet/ {petId}
      content: -
      try it: yes
      sections: path-parameters, body, responses
      examples: cURL | JavaScript | Python"
    `);
    const order = await html('/v1/orders/place-an-order');
    expect(outline(order)).toMatchInlineSnapshot(`
      "title: Place an order
      description: -
      endpoint: POST https://api.plants.example/v1 / orders
      content: -
      try it: yes
      sections: authorization, body, responses
      examples: cURL | JavaScript | Python | 200"
    `);
    expect(text(between(order, 'aria-labelledby="body"', '</section>'))).toContain(
      'giftNote string | null',
    );
  });

  it('lists a whole spec by tag in a tab or group without pages, hidden operations left out', async () => {
    expect(sidebar(await html('/v1/service-status'))).toMatchInlineSnapshot(`
      "# Plants
        GET List plants -> /v1/plants/list-plants
        POST Create a plant -> /v1/plants/create-a-plant
      # Orders
        POST Place an order -> /v1/orders/place-an-order
      # API Reference
        GET Service status -> /v1/service-status"
    `);
    const v2 = sidebar(await html('/v2/plants/list-plants'));
    expect(v2).toMatchInlineSnapshot(`
      "# Plants
        GET List plants -> /v2/plants/list-plants
        POST Create a plant -> /v2/plants/create-a-plant
        GET Get a plant -> /v2/plants/get-a-plant
        PATCH Update a plant -> /v2/plants/update-a-plant
        DEL Remove a plant -> /v2/plants/delete-a-plant
        POST Water a plant now -> /guides/watering-api
      # Gardens
        POST Add a plant to a garden -> /v2/gardens/add-a-plant-to-a-garden
      # Webhooks
        HOOK Plant created -> /v2/plants/plant-created"
    `);
    expect(v2).not.toContain('/v2/store-metrics');
    // The hidden page exists, and says where it belongs.
    expect(outline(await html('/v2/store-metrics'))).toContain(
      'endpoint: GET https://api.plants.example/v2 / internal/ metrics',
    );
    expect(sidebar(await html('/'))).toMatchInlineSnapshot(`
      "# Start
        Plant Store -> /
      # Hand-written endpoint pages
        GET Listing plants -> /guides/list-plants
        HOOK The plant.created event -> /guides/plant-created
        GET Find pet by ID -> /guides/find-pet
        POST Adding a pet -> /guides/add-pet
        GET Fetching one plant -> /guides/get-plant
        PATCH Renaming a plant -> /guides/update-plant
        Setting up a client -> /guides/client-setup
        A malformed reference -> /guides/malformed
      # Swagger pets
      > pet
        POST Add a new pet to the store -> /api-reference/pet/add-a-new-pet-to-the-store
        GET Find pet by ID -> /api-reference/pet/find-pet-by-id
        POST Updates a pet in the store with form data -> /api-reference/pet/updates-a-pet-in-the-store-with-form-data"
    `);
  });

  it('puts the API versions side by side as tabs', async () => {
    const page = await html('/v1/plants/list-plants');
    const bar = between(page, '<nav class="folio-section-tabs"', '</nav>');
    const tabs = [...bar.matchAll(/<a href="([^"]+)"[^>]*>(.*?)<\/a>/g)].map(
      ([, href, label]) => `${text(label ?? '')} -> ${href ?? ''}`,
    );
    expect(tabs).toEqual([
      'Guides -> /',
      'API v2 -> /v2/plants/list-plants',
      'API v1 -> /v1/plants/list-plants',
    ]);
  });

  it('indexes the reference text for search', async () => {
    const index = await builtSearchIndex(out);
    const routes = (words: string): string[] => query(index, words).map((hit) => hit.route);
    expect(routes('Idempotency-Key')[0]).toBe('/v2/gardens/add-a-plant-to-a-garden');
    expect(routes('email owner')).toEqual(['/v2/gardens/add-a-plant-to-a-garden']);
    expect(routes('acknowledge the event').slice(0, 2)).toEqual([
      '/guides/plant-created',
      '/v2/plants/plant-created',
    ]);
    expect(routes('care schedule water')).toContain('/guides/watering-api');
    // x-hidden pages stay out of search, like hidden pages.
    expect(await html('/v2/store-metrics')).toContain('Prometheus');
    expect(routes('Prometheus')).toEqual([]);
  });

  it('indexes the same reference text in the dev server', { timeout: 60_000 }, async () => {
    const server = await startDevServer({ root: fixture, port: 0 });
    try {
      const response = await fetch(`${server.url}/_folio/search/_--_.json`);
      const index = loadSearchIndex(await response.text());
      const routes = (words: string): string[] => query(index, words).map((hit) => hit.route);
      expect(routes('Idempotency-Key')[0]).toBe('/v2/gardens/add-a-plant-to-a-garden');
      expect(routes('care schedule water')).toContain('/guides/watering-api');
    } finally {
      await server.close();
    }
  });

  it('writes endpoint pages into llms-full.txt as Markdown', async () => {
    const full = await readFile(path.join(out, 'llms-full.txt'), 'utf8');
    const page = full.slice(full.indexOf('# Water a plant now\n'));
    expect(page).toContain('`POST /plants/{plantId}/water`');
    // The x-folio content, then the reference.
    expect(page.indexOf('Check the care schedule first')).toBeLessThan(
      page.indexOf('## Parameters'),
    );
    expect(page).toContain('- `plantId` (path, ');
    expect(page).toContain('## Responses');
  });
});

describe('the build cache and specs', () => {
  it('renders again exactly the pages of a spec that changed', { timeout: 120_000 }, async () => {
    const root = path.join(await mkdtemp(path.join(tmpdir(), 'folio-endpoints-cache-')), 'docs');
    await cp(fixture, root, { recursive: true });
    const target = path.join(path.dirname(root), 'site');
    const first = await buildSite(root, { outDir: target });
    expect(first.rendered).toBe(first.pages);
    expect((await buildSite(root, { outDir: target })).rendered).toBe(0);

    const spec = path.join(root, 'specs', 'plants-v2.yaml');
    const before = await readFile(spec, 'utf8');
    await writeFile(
      spec,
      before.replace(
        'description: Plants a new plant in a garden and returns it.',
        'description: Plants it, now.',
      ),
    );
    const third = await buildSite(root, { outDir: target });
    // The 9 pages of the v2 spec, and the 4 MDX pages that document its operations.
    expect(third.rendered).toBe(13);
    const page = await readFile(
      path.join(target, htmlFile('/v2/gardens/add-a-plant-to-a-garden')),
      'utf8',
    );
    expect(page).toContain('Plants it, now.');
  });
});
