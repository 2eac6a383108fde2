import { describe, expect, it } from 'vitest';
import { entryShown, tagsFromSearch, urlWithTags } from './update-filter.ts';

describe('the Update tag filter', () => {
  it('reads the selected tags from ?tags=, trimmed and without repeats', () => {
    expect(tagsFromSearch('?tags=Spearmint,%20Peppermint,,Spearmint')).toEqual([
      'Spearmint',
      'Peppermint',
    ]);
    expect(tagsFromSearch('?other=1')).toEqual([]);
  });

  it('writes the tags into the URL with readable commas, keeping other parameters', () => {
    expect(urlWithTags('https://d.example/changelog?x=1#top', ['A b', 'C'])).toBe(
      'https://d.example/changelog?x=1&tags=A+b,C#top',
    );
    expect(urlWithTags('https://d.example/changelog?tags=A', [])).toBe(
      'https://d.example/changelog',
    );
  });

  it('shows an entry only when it has every selected tag', () => {
    expect(entryShown(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(entryShown(['a'], ['a', 'b'])).toBe(false);
    expect(entryShown([], ['a'])).toBe(false);
    expect(entryShown([], [])).toBe(true);
  });
});
