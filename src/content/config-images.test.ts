/** docs.json's logo and favicon paths that name no file: a warning at the value. */
import { describe, expect, it } from 'vitest';
import { tempDocs } from '../../test/helpers/temp-docs.ts';
import { loadDocsProject } from './load-docs-project.ts';

describe('missing logo and favicon images', () => {
  it('warns at each logo or favicon path of docs.json that is not in the folder', async () => {
    const root = await tempDocs({
      'docs.json': [
        '{',
        '  "name": "Acme",',
        '  "logo": { "light": "/logo/light.svg", "dark": "logo/dark.svg" },',
        '  "favicon": "/favicon.svg",',
        '  "navigation": { "pages": ["index"] }',
        '}',
      ].join('\n'),
      'index.mdx': '# Home',
      'logo/dark.svg': '<svg/>',
    });
    const project = await loadDocsProject(root);
    expect(project.diagnostics.filter((item) => item.code === 'image-missing')).toEqual([
      {
        severity: 'warning',
        code: 'image-missing',
        message: 'Image "/logo/light.svg" does not exist',
        hint: 'Add the file or correct the path',
        position: { file: 'docs.json', line: 3, column: 22 },
        jsonPath: 'logo.light',
      },
      {
        severity: 'warning',
        code: 'image-missing',
        message: 'Image "/favicon.svg" does not exist',
        hint: 'Add the file or correct the path',
        position: { file: 'docs.json', line: 4, column: 14 },
        jsonPath: 'favicon',
      },
    ]);
  });

  it('leaves remote logos and present files alone', async () => {
    const root = await tempDocs({
      'docs.json': {
        name: 'Acme',
        logo: 'https://cdn.example.com/logo.svg',
        favicon: { light: '/favicon.svg', dark: '/favicon.svg' },
        navigation: { pages: ['index'] },
      },
      'index.mdx': '# Home',
      'favicon.svg': '<svg/>',
    });
    const project = await loadDocsProject(root);
    expect(project.diagnostics.filter((item) => item.code === 'image-missing')).toEqual([]);
  });
});
