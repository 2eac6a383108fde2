/**
 * The every-setting checks of `api.*`: endpoint pages generated from the fixture's OpenAPI
 * specs, `api:` pages written in MDX and the AsyncAPI channel a frontmatter names, read as the
 * reader sees them (highlighted samples are compared as text).
 *
 * @module
 */
import { expect } from 'vitest';
import { files, page, warnings, type Check } from './built-site.ts';

/** A page's text without markup, entities decoded: what the samples read as. */
async function text(route: string): Promise<string> {
  return (await page(route))
    .replace(/<[^>]+>/g, '')
    .replaceAll('&#x3C;', '<')
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&#39;', "'");
}

/** The "water a plant" page: an operation of specs/water.yaml with an optional query and body field. */
const water = () => text('guide/lowered');

export const API_CHECKS: Record<string, Check> = {
  api: async () => {
    expect(await page('guide/widgets')).toContain('folio-api-method');
  },
  'api.openapi': async () => {
    // The navigation names `DELETE /plants/{plantId}` without a spec: api.openapi's is used.
    expect(await files()).toContain('api-site/plants/delete-a-plant/index.html');
  },
  'api.openapi.source': async () => {
    expect(await page('api-site/plants/delete-a-plant')).toContain('Remove a plant');
  },
  'api.openapi.directory': async () => {
    expect(await files()).toContain('api-site/plants/delete-a-plant/index.html');
  },
  'api.asyncapi': async () => {
    // The page's frontmatter names only the channel (`asyncapi: lightTurnOn`).
    expect(await text('guide/channel')).toContain(
      'smartylighting/streetlights/1/0/action/{streetlightId}/turn/on',
    );
  },
  'api.asyncapi.source': async () => {
    expect(await text('guide/channel')).toContain('mqtt://test.mosquitto.org');
  },
  'api.playground': async () => {
    expect(await page('api-reference/plants/list-plants')).not.toContain('data-folio-playground=');
  },
  'api.playground.display': async () => {
    // `simple` for the site; a page's `playground: interactive` brings it back.
    expect(await page('api-reference/plants/list-plants')).not.toContain('data-folio-playground=');
    expect(await page('guide/lowered')).toContain('data-folio-playground=');
  },
  'api.playground.proxy': async () => {
    // false: no allow-list of servers for a hosting server's relay, although the specs name some.
    expect(await files()).not.toContain('_folio/playground-proxy.json');
  },
  'api.playground.credentials': async () => {
    expect(await page('guide/endpoint')).toContain(
      'data-folio-playground="{&quot;credentials&quot;:true',
    );
  },
  'api.params': async () => {
    expect(await page('api-reference/plants/create-a-plant')).toContain(
      '<details class="folio-expandable" open=""',
    );
  },
  'api.params.expanded': async () => {
    expect(await page('api-reference/plants/create-a-plant')).toContain(
      '<details class="folio-expandable" open=""',
    );
  },
  'api.url': async () => {
    // `full`: the base URL is shown, not hidden, with a single server.
    expect(await page('guide/lowered')).toMatch(
      /data-folio-api-base="">https:\/\/water\.example\.com</,
    );
  },
  'api.examples': async () => {
    expect(await page('guide/lowered')).toContain('data-folio-tab-label="Ruby"');
  },
  'api.examples.languages': async () => {
    const html = await page('guide/lowered');
    for (const label of ['cURL', 'Go', 'Ruby']) {
      expect(html).toContain(`data-folio-tab-label="${label}"`);
    }
    expect(html).not.toContain('data-folio-tab-label="Python"');
  },
  'api.examples.defaults': async () => {
    // `required`: the generated body keeps `litres`, leaves the optional `soil` out.
    const sample = (await water()).split('curl --request')[1] ?? '';
    expect(sample).toContain('"litres": 2');
    expect(sample.slice(0, 300)).not.toContain('soil');
  },
  'api.examples.prefill': async () => {
    expect(await page('guide/lowered')).toContain('value="p_1"');
  },
  'api.examples.autogenerate': async () => {
    // The spec has no code samples: these are generated.
    expect(await water()).toContain("--url 'https://water.example.com/plants/p_1'");
  },
  'api.mdx': async () => {
    expect(await text('guide/widgets')).toContain('https://mdx.every.example.com/widgets');
  },
  'api.mdx.server': async () => {
    expect(await text('guide/widgets')).toContain('https://mdx.every.example.com/widgets');
  },
  'api.mdx.auth': async () => {
    expect(await text('guide/widgets')).toContain('X-Every-Key: <x-every-key>');
  },
  'api.mdx.auth.method': async () => {
    // `key`: a header of the given name, not `Authorization: Bearer`.
    expect(await text('guide/widgets')).not.toContain('Authorization: Bearer');
    expect(await text('guide/widgets')).toContain('X-Every-Key');
  },
  'api.mdx.auth.name': async () => {
    expect(await text('guide/widgets')).toContain('X-Every-Key: <x-every-key>');
  },
  'api.baseUrl': async () => {
    // mint.json's spelling: with api.mdx.server also set, it is named in a warning.
    expect(await warnings()).toContain('deprecated-key api.baseUrl');
  },
  'api.auth': async () => {
    expect(await warnings()).toContain('deprecated-key api.auth');
  },
};
