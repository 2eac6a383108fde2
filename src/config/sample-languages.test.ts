import { describe, expect, it } from 'vitest';
import { sampleLanguageOf, unknownSampleLanguages } from './sample-languages.ts';

describe('sample languages', () => {
  it('maps the format keys and aliases, whatever their case', () => {
    expect(sampleLanguageOf(' C# ')).toBe('csharp');
    expect(sampleLanguageOf('.NET')).toBe('dotnet');
    expect(sampleLanguageOf('swift')).toBe('swift');
    expect(sampleLanguageOf('KT')).toBe('kotlin');
    expect(sampleLanguageOf('rs')).toBe('rust');
    expect(sampleLanguageOf('flutter')).toBe('dart');
    expect(sampleLanguageOf('C++')).toBe('cpp');
    expect(sampleLanguageOf('cpp')).toBe('cpp');
    expect(sampleLanguageOf('c')).toBe('c');
    expect(sampleLanguageOf('PowerShell')).toBe('powershell');
    expect(sampleLanguageOf('elixir')).toBeUndefined();
  });

  it('names the languages that get no tab', () => {
    expect(unknownSampleLanguages(['curl', 'elixir', 'Haskell'])).toEqual({
      message:
        '"api.examples.languages": Folio writes no samples in "elixir", "Haskell"; no tab is shown for them',
      hint: 'Languages Folio writes: curl, javascript, node, typescript, python, go, java, ruby, php, csharp, dotnet, powershell, swift, kotlin, rust, dart, c, cpp.',
    });
    expect(unknownSampleLanguages(['go', 'php', 'swift', 'c++'])).toBeUndefined();
    expect(unknownSampleLanguages(undefined)).toBeUndefined();
  });
});
