import { describe, expect, it } from 'vitest';
import { page } from '../../test/search/sample-documents.ts';
import { recordPostings } from './index-records.ts';
import { pageSegment } from './page-segment.ts';

describe('pageSegment', () => {
  const intro: [undefined, string] = [undefined, 'Agents plan their work.'];
  const sections: [string | undefined, string][] = [
    intro,
    ['Setup', 'Install the package, then set an API key.'],
  ];

  it('gives copies of a page (another route, version, breadcrumbs) the same postings', () => {
    const first = pageSegment(page('/v1/agents', 'Agents', sections, { version: 'v1' }));
    const copy = pageSegment(
      page('/v2/agents', 'Agents', sections, { version: 'v2', breadcrumbs: ['Core'] }),
    );
    expect(copy.page?.route).toBe('/v2/agents');
    expect(copy.key).not.toBe(first.key);
    // One run, tokenised once.
    expect(copy.page?.postings).toBe(first.page?.postings);
  });

  it('tokenises a page again when any field of its records differs', () => {
    const first = pageSegment(page('/agents', 'Agents', sections));
    const variants = [
      page('/agents', 'Agent', sections),
      page('/agents', 'Agents', sections, { description: 'Plan.' }),
      page('/agents', 'Agents', sections, { keywords: ['crew'] }),
      page('/agents', 'Agents', [intro, ['Set up', 'Install the package, then set an API key.']]),
      page('/agents', 'Agents', [intro, ['Setup', 'Install the package.']]),
      page('/agents', 'Agents', [intro, ['Setup', '']]),
    ];
    for (const doc of variants)
      expect(pageSegment(doc).page?.postings).not.toBe(first.page?.postings);
    // What a variant gets is its own run, not a neighbour's.
    const heading = pageSegment(page('/agents', 'Agents', [intro, ['Set up', 'Set it.']])).page;
    expect(heading?.postings.terms).toContain('set');
    expect(heading?.postings.fieldLengths).not.toEqual(first.page?.postings.fieldLengths);
  });

  it('holds what recordPostings gives the same records, after many pages', () => {
    for (let index = 0; index < 100; index++) {
      pageSegment(page(`/p${String(index)}`, `Page ${String(index)}`, sections));
    }
    const segment = pageSegment(page('/p3', 'Page 3', sections));
    const records = [
      { title: 'Page 3' },
      { page: 'Page 3', body: 'Agents plan their work.' },
      { page: 'Page 3', heading: 'Setup', body: 'Install the package, then set an API key.' },
    ];
    expect(segment.page?.postings).toEqual(recordPostings(records));
  });

  it('keeps no run of a page larger than what it keeps in all (pages are input of any size)', () => {
    const huge: [string, string][] = [['Log', 'entry '.repeat(700_000)]];
    const first = pageSegment(page('/log', 'Log', huge)).page?.postings;
    expect(pageSegment(page('/log', 'Log', huge)).page?.postings).not.toBe(first);
    expect(pageSegment(page('/log', 'Log', huge)).page?.postings).toEqual(first);
  });
});
