/**
 * The `api.*` settings of docs.json reaching endpoint pages through `folio build`: sample
 * languages by the format's aliases, `examples.defaults`, `examples.autogenerate`,
 * `examples.prefill`, `params.expanded`, `url` and `playground.credentials`.
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../src/site/index.ts';
import { tempDocs } from '../helpers/temp-docs.ts';

const spec = {
  openapi: '3.1.0',
  info: { title: 'Plants', version: '1' },
  servers: [{ url: 'https://api.plants.example' }],
  paths: {
    '/plants/{plantId}': {
      post: {
        summary: 'Water a plant',
        parameters: [
          {
            name: 'plantId',
            in: 'path',
            required: true,
            schema: { type: 'string' },
            example: 'p_1',
          },
          { name: 'note', in: 'query', schema: { type: 'string' }, example: 'hello' },
        ],
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['litres'],
                properties: {
                  litres: { type: 'number', example: 2 },
                  soil: {
                    type: 'object',
                    properties: { kind: { type: 'string', example: 'loam' } },
                  },
                },
              },
            },
          },
        },
        responses: { '204': { description: 'Watered' } },
      },
    },
  },
};

async function page(api: Record<string, unknown>): Promise<string> {
  const root = await tempDocs({
    'docs.json': {
      name: 'S',
      navigation: {
        groups: [{ group: 'API', openapi: 'openapi.json', pages: ['POST /plants/{plantId}'] }],
      },
      api,
    },
    'openapi.json': spec,
  });
  const out = path.join(await mkdtemp(path.join(tmpdir(), 'folio-out-')), 'site');
  const result = await buildSite(root, { outDir: out, cache: false });
  expect(result.written).toBe(true);
  const notHonoured = result.diagnostics.filter((item) => item.code === 'not-honoured');
  expect(notHonoured.map((item) => item.message)).toEqual([]);
  return readFile(path.join(out, 'api-reference', 'water-a-plant', 'index.html'), 'utf8');
}

describe('api settings in docs.json', () => {
  it('the format’s defaults: optional examples, closed fields, path alone, no prefill', async () => {
    const html = await page({});
    expect(html).toContain('note=hello');
    expect(html).not.toContain('<details class="folio-expandable" open=""');
    expect(html).toMatch(/data-folio-api-base="" hidden="">https:\/\/api\.plants\.example</);
    expect(html).toContain('placeholder="p_1"');
    expect(html).not.toContain('credentials&quot;:true');
  });

  it('every setting turned the other way', async () => {
    const html = await page({
      url: 'full',
      params: { expanded: 'all' },
      playground: { credentials: true },
      examples: { languages: ['rs', 'kt', 'c++'], defaults: 'required', prefill: true },
    });
    // Highlighted code: its text without the markup.
    const text = html.replace(/<[^>]+>/g, '');
    expect(text).toContain('reqwest::Client::new()');
    expect(text).toContain('OkHttpClient()');
    expect(text).toContain('cpr::Post(');
    expect(text).not.toContain('note=hello');
    // The samples' generated body holds the required field only.
    const quote = '(?:"|&#x22;|&quot;)';
    expect(text).toMatch(new RegExp(`\\{\\s*${quote}litres${quote}: 2\\s*\\}${quote}#`));
    // (The playground's body editor still starts from the whole example.)
    expect(text).not.toMatch(/r#(?:"|&#x22;|&quot;)[^#]*soil/);
    expect(html).toContain('<details class="folio-expandable" open=""');
    expect(html).toMatch(/data-folio-api-base="">https:\/\/api\.plants\.example</);
    expect(html).toContain('value="p_1"');
    expect(html).toContain('credentials&quot;:true');
  });

  it('autogenerate false: no request samples', async () => {
    const html = await page({ examples: { autogenerate: false } });
    expect(html).not.toContain('data-folio-example="request"');
    expect(html).not.toContain('curl --request');
  });
});
