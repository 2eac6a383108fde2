import { describe, expect, it } from 'vitest';
import { examplesColumnHtml, sideColumnHtml, sidePartOf } from './side-column.ts';

describe('sidePartOf', () => {
  it('sends Panel and the two example components to the side column, nothing else', () => {
    expect(sidePartOf('Panel')).toBe('panel');
    expect(sidePartOf('RequestExample')).toBe('request');
    expect(sidePartOf('ResponseExample')).toBe('response');
    expect(sidePartOf('CodeGroup')).toBeUndefined();
    expect(sidePartOf('requestexample')).toBeUndefined();
    expect(sidePartOf(null)).toBeUndefined();
    expect(sidePartOf(undefined)).toBeUndefined();
  });
});

describe('examplesColumnHtml', () => {
  it('stacks request examples before response examples in one column', () => {
    expect(examplesColumnHtml('<p>request</p>', '<p>response</p>')).toBe(
      '<div class="folio-api-examples" data-folio-api-examples=""><p>request</p><p>response</p></div>',
    );
  });

  it('is empty without examples', () => {
    expect(examplesColumnHtml('', '')).toBe('');
  });
});

describe('sideColumnHtml', () => {
  it('puts the panel above the examples', () => {
    expect(sideColumnHtml({ panel: '<p>panel</p>', response: '<p>response</p>' })).toBe(
      '<p>panel</p><div class="folio-api-examples" data-folio-api-examples=""><p>response</p></div>',
    );
  });

  it('keeps an empty panel (it still replaces the table of contents), and nothing is undefined', () => {
    expect(sideColumnHtml({ panel: '' })).toBe('');
    expect(sideColumnHtml({ panel: '<p>panel</p>', request: '' })).toBe('<p>panel</p>');
    expect(sideColumnHtml({})).toBeUndefined();
  });
});
