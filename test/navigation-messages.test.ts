/**
 * The text of navigation and OpenAPI diagnostics, as `folio validate` prints them, pinned.
 */
import { describe, expect, it } from 'vitest';
import { projectDiagnosticsText } from './helpers/diagnostics-text.ts';
import { pages, tempDocs } from './helpers/temp-docs.ts';

const spec = `openapi: 3.0.3
info: {title: Plants, version: '1'}
paths:
  /plants:
    get: {summary: List plants, tags: [Plants], responses: {'200': {description: OK}}}
`;

async function messages(navigation: string, files: Record<string, string> = {}): Promise<string> {
  const root = await tempDocs({
    'docs.json': `{\n  "navigation": ${navigation}\n}\n`,
    ...pages('index', 'guides/setup'),
    'openapi.yaml': spec,
    ...files,
  });
  return projectDiagnosticsText(root);
}

describe('navigation messages', () => {
  it('missing page with a near miss', async () => {
    expect(await messages('{"pages": ["index", "guides/setpu"]}')).toMatchInlineSnapshot(`
      "warning[missing-page]: Page "guides/setpu" does not exist: no guides/setpu.mdx, guides/setpu.md or guides/setpu/index.mdx; it is left out of the navigation
        --> docs.json:2:37 (navigation.pages[1])
         |
      2  |   "navigation": {"pages": ["index", "guides/setpu"]}
         |                                     ^
        = fix: Did you mean "guides/setup"?"
    `);
  });

  it('missing page that differs only in case', async () => {
    expect(await messages('{"pages": ["index", "Guides/Setup"]}')).toMatchInlineSnapshot(`
      "warning[missing-page]: Page "Guides/Setup" does not exist: no Guides/Setup.mdx, Guides/Setup.md or Guides/Setup/index.mdx; it is left out of the navigation
        --> docs.json:2:37 (navigation.pages[1])
         |
      2  |   "navigation": {"pages": ["index", "Guides/Setup"]}
         |                                     ^
        = fix: The file is named "guides/setup": paths are case-sensitive."
    `);
  });

  it('endpoint not in the spec', async () => {
    expect(await messages('{"openapi": "openapi.yaml", "pages": ["index", "GET /plant"]}'))
      .toMatchInlineSnapshot(`
      "error[unknown-endpoint]: "GET /plant" is not an operation of openapi.yaml
        --> docs.json:2:64 (navigation.pages[1])
         |
      2  |   "navigation": {"openapi": "openapi.yaml", "pages": ["index", "GET /plant"]}
         |                                                                ^
        = fix: Did you mean "GET /plants"?"
    `);
  });

  it('endpoint with no spec in scope', async () => {
    expect(
      await messages('{"pages": ["index", "POST /plants"]}', { 'openapi.yaml': 'not: a spec\n' }),
    ).toMatchInlineSnapshot(`
      "error[no-openapi]: "POST /plants" is an endpoint, but no OpenAPI spec is in scope here
        --> docs.json:2:37 (navigation.pages[1])
         |
      2  |   "navigation": {"pages": ["index", "POST /plants"]}
         |                                     ^
        = fix: Set "openapi": "openapi.yaml" on this group or a parent, or "api": {"openapi": "openapi.yaml"} at the top of docs.json."
    `);
  });

  it('spec that does not exist, and a remote spec', async () => {
    expect(
      await messages(
        '{"tabs": [{"tab": "A", "openapi": "/specs/missing.yaml", "pages": ["index"]}, {"tab": "B", "openapi": "http://127.0.0.1:9/openapi.json", "pages": ["GET /x"]}]}',
      ),
    ).toMatchInlineSnapshot(`
      "error[missing-spec]: OpenAPI spec "specs/missing.yaml" cannot be loaded: file not found
        --> docs.json:2:51 (navigation.tabs[0].openapi)
         |
      2  |   "navigation": {"tabs": [{"tab": "A", "openapi": "/specs/missing.yaml", "pages": ["index"]}, {"tab"…
         |                                                   ^
        = fix: Paths are relative to the docs folder (a leading / means the same). Fix the path or add the file.

      warning[remote-spec]: OpenAPI spec http://127.0.0.1:9/openapi.json: cannot be fetched (bad port); its endpoint entries are not checked
        --> docs.json:2:119 (navigation.tabs[1].openapi)
         |
      2  | …ml", "pages": ["index"]}, {"tab": "B", "openapi": "http://127.0.0.1:9/openapi.json", "pages": ["GET …
         |                                                    ^
        = fix: Check the URL, or download the spec into the docs folder to check it and build its pages offline."
    `);
  });

  it('empty division and duplicate versions', async () => {
    expect(
      await messages(
        '{"versions": [{"version": "v1", "pages": ["index"]}, {"version": "v1", "pages": ["guides/setup"]}], "anchors": [{"anchor": "Nothing"}]}',
      ),
    ).toMatchInlineSnapshot(`
      "error[duplicate-version]: Version "v1" is listed twice in this list (also item 0)
        --> docs.json:2:82 (navigation.versions[1].version)
         |
      2  | …"version": "v1", "pages": ["index"]}, {"version": "v1", "pages": ["guides/setup"]}], "anchors": [{"a…
         |                                                    ^
        = fix: Give each version a distinct "version", or merge the two entries.

      warning[empty-division]: Anchor "Nothing" has no pages, groups, "openapi" or "href"; it is left out
        --> docs.json:2:129 (navigation.anchors[0])
         |
      2  | …ges": ["index"]}, {"version": "v1", "pages": ["guides/setup"]}], "anchors": [{"anchor": "Nothing"}]}
         |                                                                               ^
        = fix: Add pages or groups to it, an "openapi" spec, or an "href" link."
    `);
  });
});
