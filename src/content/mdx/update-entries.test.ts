import { describe, expect, it } from 'vitest';
import { updateEntries } from './update-entries.ts';

describe('updateEntries', () => {
  it('writes GFM and math in an entry as Markdown items, never failing', async () => {
    const source = [
      '<Update label="2025-03-01">',
      '',
      '| Plan | Limit |',
      '| --- | --- |',
      '| Free | ~~10~~ 20 |',
      '',
      '- [x] Shipped[^1]',
      '',
      '$$',
      'a^2',
      '$$',
      '',
      '[^1]: In all regions.',
      '',
      '</Update>',
    ].join('\n');
    const [entry] = await updateEntries(source);
    expect(entry?.items).toHaveLength(1);
    // The table, strikethrough, task list and footnote as GFM; the display math left out.
    expect(entry?.items[0]?.description).toBe(
      [
        '| Plan | Limit     |',
        '| ---- | --------- |',
        '| Free | ~~10~~ 20 |',
        '',
        '* [x] Shipped[^1]',
        '',
        '[^1]: In all regions.',
      ].join('\n'),
    );
  });
});
