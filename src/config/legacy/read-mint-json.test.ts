import { describe, expect, it } from 'vitest';
import { tempDocs } from '../../../test/helpers/temp-docs.ts';
import { loadConfig } from '../load-config.ts';

const legacyWarning =
  'mint.json is the legacy format; converted in memory. Run `folio upgrade` to write docs.json.';

describe('loading a folder with only mint.json', () => {
  it('converts it in memory with one warning naming folio upgrade', async () => {
    const root = await tempDocs({
      'mint.json': {
        name: 'Legacy',
        colors: { primary: '#0D9373' },
        tabs: [{ name: 'API', url: 'api' }],
        navigation: [{ group: 'Start', pages: ['index', 'api/intro'] }],
      },
    });
    const loaded = await loadConfig(root);
    expect(loaded.diagnostics).toEqual([
      {
        severity: 'warning',
        code: 'legacy-config',
        message: legacyWarning,
        hint: 'folio upgrade writes the same settings to docs.json and keeps mint.json (--delete removes it).',
        position: { file: 'mint.json', line: 1, column: 1 },
      },
    ]);
    expect(loaded.config?.navigation.tabs?.map((tab) => tab.tab)).toEqual(['Documentation', 'API']);
  });

  it('counts the settings left out in the hint', async () => {
    const root = await tempDocs({
      'mint.json': { name: 'L', feedback: {}, navigation: [{ group: 'A', pages: ['index'] }] },
    });
    const [warning] = (await loadConfig(root)).diagnostics;
    expect(warning?.hint).toBe('1 setting has no docs.json equivalent; folio upgrade lists it.');
  });

  it('reports errors of the converted settings at their place in mint.json', async () => {
    const root = await tempDocs({
      'mint.json': [
        '{',
        '  "name": "Legacy",',
        '  "colors": { "primary": "green" },',
        '  "topbarCtaButton": { "name": "Go", "url": "" },',
        '  "navigation": [',
        '    { "group": "Start", "icon": 7, "pages": ["index"] }',
        '  ]',
        '}',
      ].join('\n'),
    });
    const loaded = await loadConfig(root);
    expect(loaded.config).toBeUndefined();
    const errors = loaded.diagnostics
      .filter((d) => d.severity === 'error')
      .map((d) => `${d.position?.file}:${d.position?.line}:${d.position?.column} ${d.jsonPath}`);
    expect(errors).toEqual([
      'mint.json:3:26 colors.primary',
      'mint.json:4:45 navbar.primary.href',
      'mint.json:6:33 navigation.groups[0].icon',
    ]);
  });

  it('places errors inside tabs built from the group list at the group in mint.json', async () => {
    const root = await tempDocs({
      'mint.json': [
        '{',
        '  "tabs": [{ "name": "API", "url": "api" }],',
        '  "navigation": [',
        '    { "group": "Start", "pages": ["index"] },',
        '    { "group": "API", "icon": 7, "pages": ["api/a"] }',
        '  ]',
        '}',
      ].join('\n'),
    });
    const [error] = (await loadConfig(root)).diagnostics.filter((d) => d.severity === 'error');
    expect(error?.jsonPath).toBe('navigation.tabs[1].groups[0].icon');
    expect(error?.position).toEqual({ file: 'mint.json', line: 5, column: 31 });
  });

  it('reads docs.json, not mint.json, when a folder has both', async () => {
    const root = await tempDocs({
      'docs.json': { name: 'New', navigation: { pages: ['index'] } },
      'mint.json': { name: 'Old', navigation: [{ group: 'A', pages: ['index'] }] },
    });
    const loaded = await loadConfig(root);
    expect(loaded.config?.name).toBe('New');
    expect(loaded.diagnostics).toEqual([]);
  });

  it('reports invalid JSON in mint.json with its position', async () => {
    const root = await tempDocs({ 'mint.json': '{ "name": }' });
    const loaded = await loadConfig(root);
    expect(loaded.config).toBeUndefined();
    expect(loaded.diagnostics[0]).toMatchObject({
      severity: 'error',
      code: 'json-syntax',
      position: { file: 'mint.json', line: 1 },
    });
  });
});
