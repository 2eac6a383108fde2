import { describe, expect, it } from 'vitest';
import { HeadingSlugger, headingSlug } from './heading-slug.ts';

describe('headingSlug', () => {
  it.each([
    ['Getting started', 'getting-started'],
    ['`yourTask.triggerAndWait()`', 'yourtask-triggerandwait'],
    ['Parent & root updates', 'parent-and-root-updates'],
    ['Records on `session.out`', 'records-on-session-out'],
    ['`session.in` — clients → task', 'session-in-—-clients-→-task'],
    ['Trigger.dev', 'trigger-dev'],
    ['What is "Folio"? (v2, beta)', 'what-is-folio-v2-beta'],
    ['snake_case_name', 'snake_case_name'],
    ['Über Größe', 'über-größe'],
    ['快速开始', '快速开始'],
    ['  Spaces   around  ', 'spaces-around'],
  ])('%s → %s', (text, slug) => {
    expect(headingSlug(text)).toBe(slug);
  });

  it('numbers repeated headings and steps around reserved ids', () => {
    const slugger = new HeadingSlugger();
    slugger.reserve('setup-1');
    expect([slugger.slug('Setup'), slugger.slug('Setup'), slugger.slug('Setup')]).toEqual([
      'setup',
      'setup-2',
      'setup-3',
    ]);
  });
});
