import { describe, expect, it } from 'vitest';
import { feedbackOption } from './build.ts';

describe('--feedback-api', () => {
  it('takes an http(s) URL and is off without one', () => {
    expect(feedbackOption(undefined)).toBeUndefined();
    expect(feedbackOption('https://folio.example.com/v1/feedback/acme')).toBe(
      'https://folio.example.com/v1/feedback/acme',
    );
  });

  it('refuses anything else, naming the expected form', () => {
    for (const bad of ['javascript:alert(1)', '/v1/feedback/acme', 'not a url']) {
      expect(() => feedbackOption(bad)).toThrow(
        `--feedback-api takes the feedback endpoint's http(s) URL, such as https://folio.example.com/v1/feedback/acme; got "${bad}"`,
      );
    }
  });
});
