import { describe, expect, it } from 'vitest';
import { sampleLanguageOf, unknownSampleLanguages } from './sample-languages.ts';

describe('sample languages', () => {
  it('maps the format keys and aliases, whatever their case', () => {
    expect(sampleLanguageOf(' C# ')).toBe('csharp');
    expect(sampleLanguageOf('.NET')).toBe('dotnet');
    expect(sampleLanguageOf('swift')).toBeUndefined();
  });

  it('names the languages that get no tab', () => {
    expect(unknownSampleLanguages(['curl', 'swift', 'Rust'])).toEqual({
      message:
        '"api.examples.languages": Folio writes no samples in "swift", "Rust"; no tab is shown for them',
      hint: 'Languages Folio writes: curl, javascript, node, typescript, python, go, java, ruby, php, csharp, dotnet.',
    });
    expect(unknownSampleLanguages(['go', 'php'])).toBeUndefined();
    expect(unknownSampleLanguages(undefined)).toBeUndefined();
  });
});
