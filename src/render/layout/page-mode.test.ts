import { describe, expect, it } from 'vitest';
import { pageModeParts } from './page-mode.ts';

describe('pageModeParts', () => {
  it('keeps the sidebar and drops the title, contents and pagination in frame mode', () => {
    expect(pageModeParts('frame')).toEqual({
      mode: 'frame',
      sidebar: true,
      header: false,
      tableOfContents: false,
      pagination: false,
      footer: true,
    });
  });

  it('shows only the content in custom mode: no sidebar and no footer', () => {
    const parts = pageModeParts('custom');
    expect([parts.sidebar, parts.header, parts.pagination, parts.footer]).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('keeps the title and footer but no sidebar in center mode', () => {
    const parts = pageModeParts('center');
    expect([parts.sidebar, parts.header, parts.tableOfContents, parts.footer]).toEqual([
      false,
      true,
      false,
      true,
    ]);
  });

  it('drops only the table of contents in wide mode', () => {
    const parts = pageModeParts('wide');
    expect([parts.sidebar, parts.header, parts.tableOfContents]).toEqual([true, true, false]);
  });

  it('lays out an unknown or missing mode as default', () => {
    expect(pageModeParts('assistant').mode).toBe('default');
    expect(pageModeParts('toString').mode).toBe('default');
    expect(pageModeParts(undefined).tableOfContents).toBe(true);
  });
});
