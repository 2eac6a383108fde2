/**
 * AsyncAPI channel pages through `folio build`: a navigation group listing every channel of the
 * Streetlights example (AsyncAPI 3.x), an MDX page made a channel page by its `asyncapi:`
 * frontmatter, their HTML (address, servers, operations, payload fields), search records and
 * Markdown versions, and a spec that cannot be read reported with its position.
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { query } from '../../src/search/index.ts';
import { buildSite } from '../../src/site/index.ts';
import { tempDocs } from '../helpers/temp-docs.ts';
import { builtSearchIndex } from '../helpers/built-search-index.ts';

const fixtures = path.join(import.meta.dirname, '..', 'fixtures', 'asyncapi');

async function build(files: Parameters<typeof tempDocs>[0]) {
  const root = await tempDocs(files);
  const out = path.join(await mkdtemp(path.join(tmpdir(), 'folio-out-')), 'site');
  const result = await buildSite(root, { outDir: out, cache: false });
  return { result, out, read: (file: string) => readFile(path.join(out, file), 'utf8') };
}

describe('AsyncAPI channel pages', async () => {
  const spec3 = await readFile(path.join(fixtures, 'streetlights-3.yml'), 'utf8');
  const spec2 = await readFile(path.join(fixtures, 'streetlights-2.yml'), 'utf8');
  const { result, out, read } = await build({
    'docs.json': {
      name: 'S',
      navigation: {
        groups: [
          { group: 'Start', pages: ['index', 'dim'] },
          { group: 'Events', asyncapi: { source: 'asyncapi.yml', directory: 'events' } },
          { group: 'Legacy', asyncapi: '/legacy/streetlights.yml' },
        ],
      },
    },
    'index.mdx': '---\ntitle: Home\n---\n\nHi.\n',
    'dim.mdx': '---\nasyncapi: "asyncapi.yml lightsDim"\n---\n\nDimming is gradual.\n',
    'asyncapi.yml': spec3,
    'legacy/streetlights.yml': spec2,
  });

  it('builds without errors', () => {
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(result.written).toBe(true);
  });

  it('generates one page per channel, under the directory, titled from the operation', async () => {
    const html = await read('events/lightingmeasured/index.html');
    expect(html).toContain(
      'smartylighting/streetlights/1/0/event/{streetlightId}/lighting/measured',
    );
    expect(html).toContain(
      '<title>Inform about environmental lighting conditions of a particular streetlight.',
    );
    // Servers: name, protocol and URL.
    expect(html).toContain('mqtt://test.mosquitto.org:{port}');
    // The operation, its action and its message's payload fields.
    expect(html).toMatch(/folio-channel-action-receive[^>]*>Receive</);
    expect(html).toContain('Light measured');
    expect(html).toContain('lumens');
    expect(html).toContain('Light intensity measured in lumens.');
    expect(html).toContain('sentAt');
    for (const channel of ['lightturnon', 'lightturnoff', 'lightsdim'])
      expect(await read(`events/${channel}/index.html`)).toContain('folio-channel');
  });

  it('lists 2.x channels by address, with publish and subscribe', async () => {
    const html = await read(
      'api-reference/smartylighting-streetlights-1-0-action-streetlightid-dim/index.html',
    );
    expect(html).toMatch(/folio-channel-action-subscribe[^>]*>Subscribe</);
    expect(html).toContain('percentage');
    expect(html).toContain('Percentage to which the light should be dimmed to.');
  });

  it('makes an MDX page with asyncapi frontmatter a channel page', async () => {
    const html = await read('dim/index.html');
    expect(html).toContain('smartylighting/streetlights/1/0/action/{streetlightId}/dim');
    expect(html).toContain('Dimming is gradual.');
    expect(html).toContain('percentage');
    expect(html).toMatch(/folio-channel-action-send[^>]*>Send</);
  });

  it('feeds search and the Markdown versions', async () => {
    const index = await builtSearchIndex(out);
    expect(query(index, 'lumens light intensity').map((hit) => hit.route)).toContain(
      '/events/lightingmeasured',
    );
    expect(query(index, 'percentage dimmed').map((hit) => hit.route)).toContain('/dim');
    const markdown = await read('events/lightingmeasured.md');
    expect(markdown).toContain(
      'Channel `smartylighting/streetlights/1/0/event/{streetlightId}/lighting/measured`',
    );
    expect(markdown).toContain('## Receive: Inform about environmental lighting conditions');
    expect(markdown).toContain('- `lumens` (integer): Light intensity measured in lumens.');
    const page = await read('dim.md');
    expect(page).toContain('Dimming is gradual.');
    expect(page).toContain(
      '- `percentage` (integer): Percentage to which the light should be dimmed to.',
    );
  });
});

describe('AsyncAPI specs that cannot be used', () => {
  it('reports a spec that fails to load at the docs.json entry naming it', async () => {
    const { result } = await build({
      'docs.json': {
        name: 'S',
        navigation: { groups: [{ group: 'Start', pages: ['index'], asyncapi: 'events.yml' }] },
      },
      'index.mdx': '# Hi\n',
      'events.yml': 'asyncapi: 3.0.0\nchannels:\n  a: [\n',
    });
    const error = result.diagnostics.find((d) => d.code === 'asyncapi-unreadable');
    expect(error?.message).toMatch(
      /^AsyncAPI spec events\.yml could not be loaded: invalid YAML: .* \(events\.yml:\d+:\d+\)$/,
    );
    expect(error?.position?.file).toBe('docs.json');
  });

  it('warns on asyncapi frontmatter naming an unknown channel, with the closest one', async () => {
    const spec = await readFile(path.join(fixtures, 'streetlights-3.yml'), 'utf8');
    const { result } = await build({
      'docs.json': { name: 'S', navigation: { pages: ['index', 'dim'] } },
      'index.mdx': '# Hi\n',
      'dim.mdx': '---\ntitle: Dim\nasyncapi: "/asyncapi.yml lightDim"\n---\n\nText.\n',
      'asyncapi.yml': spec,
    });
    const warning = result.diagnostics.find((d) => d.code === 'frontmatter-asyncapi');
    expect(warning).toMatchObject({
      severity: 'warning',
      message: 'asyncapi: "/asyncapi.yml lightDim": "lightDim" is not a channel of asyncapi.yml',
      hint: 'Did you mean "lightsDim"?',
      position: { file: 'dim.mdx', line: 3, column: 1 },
    });
  });
});

describe('api.asyncapi.directory', () => {
  it('places the channel pages of levels that name its spec and set no directory', async () => {
    const spec3 = await readFile(path.join(fixtures, 'streetlights-3.yml'), 'utf8');
    const spec2 = await readFile(path.join(fixtures, 'streetlights-2.yml'), 'utf8');
    const { result, read } = await build({
      'docs.json': {
        name: 'S',
        api: { asyncapi: { source: 'asyncapi.yml', directory: 'channels' } },
        navigation: {
          groups: [
            { group: 'Start', pages: ['index'] },
            { group: 'Events', asyncapi: 'asyncapi.yml' },
            { group: 'Legacy', asyncapi: 'legacy.yml' },
          ],
        },
      },
      'index.mdx': '---\ntitle: Home\n---\n\nHi.\n',
      'asyncapi.yml': spec3,
      'legacy.yml': spec2,
    });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(await read('channels/lightsdim/index.html')).toContain('folio-channel');
    // Another spec's level keeps the default directory.
    expect(
      await read(
        'api-reference/smartylighting-streetlights-1-0-action-streetlightid-dim/index.html',
      ),
    ).toContain('folio-channel');
  });
});
