import { describe, expect, it } from 'vitest';
import { endpointPageSettings, playgroundShown, sampleLanguagesOf } from './page-settings.ts';

describe('endpointPageSettings', () => {
  it('reads metadata, content and href from x-folio', () => {
    expect(
      endpointPageSettings({
        'x-folio': {
          metadata: { title: 'List users', description: 'All of them' },
          content: '## Notes\n\nText.',
          href: '/users/list',
        },
      }),
    ).toEqual({
      metadata: { title: 'List users', description: 'All of them' },
      content: '## Notes\n\nText.',
      href: '/users/list',
      extension: 'x-folio',
    });
  });

  it('falls back to x-mint, the name existing specs use, and never mixes the two', () => {
    expect(
      endpointPageSettings({ 'x-mint': { metadata: { title: 'From Mint' }, content: 'Hi' } }),
    ).toEqual({ metadata: { title: 'From Mint' }, content: 'Hi', extension: 'x-mint' });
    const both = endpointPageSettings({
      'x-folio': { metadata: { title: 'Folio' } },
      'x-mint': { content: 'Mint content' },
    });
    expect(both).toEqual({ metadata: { title: 'Folio' }, extension: 'x-folio' });
  });

  it('ignores values of the wrong type and blank strings', () => {
    expect(endpointPageSettings({})).toEqual({ metadata: {} });
    expect(endpointPageSettings({ 'x-folio': 'not an object', 'x-mint': [1] })).toEqual({
      metadata: {},
    });
    expect(
      endpointPageSettings({ 'x-folio': { metadata: ['title'], content: '  ', href: 3 } }),
    ).toEqual({ metadata: {}, extension: 'x-folio' });
  });
});

describe('playgroundShown', () => {
  it('lets the page decide, then the site, and shows it by default', () => {
    expect(playgroundShown(undefined, undefined)).toBe(true);
    expect(playgroundShown(undefined, 'interactive')).toBe(true);
    expect(playgroundShown(undefined, 'simple')).toBe(false);
    expect(playgroundShown(undefined, 'none')).toBe(false);
    expect(playgroundShown('interactive', 'none')).toBe(true);
    expect(playgroundShown(' None ', 'interactive')).toBe(false);
    expect(playgroundShown('simple', undefined)).toBe(false);
  });
});

describe('sampleLanguagesOf', () => {
  it('maps the names docs.json uses to the languages Folio writes, in order, once each', () => {
    expect(sampleLanguagesOf(['python', 'Bash', 'node', 'curl', 'rb', 'C#', 'golang'])).toEqual([
      'python',
      'curl',
      'node',
      'ruby',
      'csharp',
      'go',
    ]);
    expect(sampleLanguagesOf(['java', 'php', '.NET', 'ts', 'js'])).toEqual([
      'java',
      'php',
      'dotnet',
      'typescript',
      'javascript',
    ]);
  });

  it('keeps the default set when nothing known is named', () => {
    expect(sampleLanguagesOf(undefined)).toBeUndefined();
    expect(sampleLanguagesOf([])).toBeUndefined();
    expect(sampleLanguagesOf(['cobol', 'fortran'])).toBeUndefined();
  });
});
