import { describe, expect, it } from 'vitest';
import { textTable } from './text-table.ts';

describe('textTable', () => {
  it('aligns every column on its widest cell, header included', () => {
    const table = textTable(
      ['ID', 'SUBDOMAIN', 'STATUS'],
      [
        ['1', 'acme', 'live'],
        ['22', 'a-much-longer-name', 'building (previous live)'],
      ],
    );
    expect(table).toMatchInlineSnapshot(`
      "ID  SUBDOMAIN           STATUS
      1   acme                live
      22  a-much-longer-name  building (previous live)"
    `);
  });

  it('leaves no trailing spaces and fills short rows with empty cells', () => {
    const table = textTable(['A', 'LONG HEADER', 'C'], [['x'], ['y', '', 'z']]);
    expect(table.split('\n')).toEqual(['A  LONG HEADER  C', 'x', `y${' '.repeat(15)}z`]);
  });

  it('prints only the header when there are no rows', () => {
    expect(textTable(['ID', 'NAME'], [])).toBe('ID  NAME');
  });
});
