import { describe, expect, it } from 'vitest';
import { parseMdxTree } from './parse-mdx-tree.ts';
import { updateEntries, updateEntriesOf } from './update-entries.ts';

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

describe('updateEntriesOf', () => {
  it('reads a tree once: the copies of a page share its entries', async () => {
    const source = '<Update label="2026-11-01" id="nov">\nFaster builds.\n</Update>\n';
    const tree = await parseMdxTree(source);
    const entries = updateEntriesOf(tree);
    expect(entries.map((entry) => entry.id)).toEqual(['nov']);
    expect(updateEntriesOf(tree)).toBe(entries);
    // Another tree, even of the same text, is read for itself.
    const other = updateEntriesOf(await parseMdxTree(source.replace('Faster', 'Smaller')));
    expect(other).not.toBe(entries);
    expect(other[0]?.items[0]?.description).toBe('Smaller builds.');
  });

  it('writes the same entry once for every page and place it is at, and a changed one anew', async () => {
    const entry = (text: string): string =>
      `<Update label="2026-10-01">\nBuilds are [faster](/builds) ${text}.\n\n<Note>A</Note>\n</Update>\n`;
    const page = (...texts: string[]): Promise<readonly string[]> =>
      updateEntries(texts.map(entry).join('\n')).then((entries) =>
        entries.map((item) => item.items[0]?.description ?? ''),
      );
    const first = await page('now', 'today');
    // The same entries later in a longer page, and one whose left-out component differs.
    const later = await page('again', 'now', 'today');
    expect(later.slice(1)).toEqual(first);
    expect(await page('now')).toEqual(first.slice(0, 1));
    expect(first).toEqual([
      'Builds are [faster](/builds) now.',
      'Builds are [faster](/builds) today.',
    ]);
    // Any change to what the Markdown shows gives the new Markdown: text, a link's target.
    const [changed] = await page('now!');
    expect(changed).toBe('Builds are [faster](/builds) now!.');
    const moved = await updateEntries(entry('now').replace('/builds', '/build'));
    expect(moved[0]?.items[0]?.description).toBe('Builds are [faster](/build) now.');
  });
});
