import { describe, expect, it } from 'vitest';
import { tempDocs } from '../../test/helpers/temp-docs.ts';
import { codeBlockSettingsOf } from './code-block-settings.ts';
import { loadConfig } from './load-config.ts';
import type { DocsConfig } from './schema/docs-json.ts';

const withCodeblocks = (codeblocks: unknown) =>
  ({ styling: { codeblocks } }) as unknown as DocsConfig;

describe('styling.codeblocks', () => {
  it('resolves the forms the format allows', () => {
    expect(codeBlockSettingsOf(withCodeblocks('system')).themes).toBeUndefined();
    expect(codeBlockSettingsOf(withCodeblocks('dark')).themes).toEqual({
      light: 'github-dark-default',
      dark: 'github-dark-default',
    });
    expect(codeBlockSettingsOf(withCodeblocks('night-owl')).themes).toEqual({
      light: 'night-owl',
      dark: 'night-owl',
    });
    expect(
      codeBlockSettingsOf(withCodeblocks({ theme: { light: 'min-light', dark: 'nord' } })).themes,
    ).toEqual({ light: 'min-light', dark: 'nord' });
    expect(codeBlockSettingsOf(withCodeblocks({ light: 'vitesse-light' })).themes).toEqual({
      light: 'vitesse-light',
      dark: 'github-dark-default',
    });
    expect(
      codeBlockSettingsOf(withCodeblocks({ languages: { custom: ['a.json', 3] } })).customLanguages,
    ).toEqual([{ file: 'a.json', path: ['styling', 'codeblocks', 'languages', 'custom', 0] }]);
  });

  it('keeps the default for an unknown theme, with a positioned warning and a near miss', async () => {
    const root = await tempDocs({
      'docs.json': `{
  "name": "Code",
  "styling": { "codeblocks": { "theme": { "light": "github-light", "dark": "nightowl" } } },
  "navigation": { "pages": ["index"] }
}
`,
      'index.mdx': '# Home\n',
    });
    const loaded = await loadConfig(root);
    expect(loaded.diagnostics).toEqual([
      {
        severity: 'warning',
        code: 'unknown-code-theme',
        message:
          'Unknown code block theme "nightowl" in "styling.codeblocks.theme.dark"; Folio\'s default theme is used',
        hint: 'Did you mean "night-owl"?',
        position: { file: 'docs.json', line: 3, column: 76 },
        jsonPath: 'styling.codeblocks.theme.dark',
      },
    ]);
    expect(codeBlockSettingsOf(loaded.config).themes).toEqual({
      light: 'github-light',
      dark: 'github-dark-default',
    });
  });
});
