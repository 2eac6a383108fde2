import { describe, expect, it } from 'vitest';
import { feedbackPage } from './feedback.ts';

describe('feedbackPage', () => {
  it('names a page by its route, whatever file the static host served', () => {
    expect(feedbackPage('/')).toBe('/');
    expect(feedbackPage('/index.html')).toBe('/');
    expect(feedbackPage('/guides/setup')).toBe('/guides/setup');
    expect(feedbackPage('/guides/setup/')).toBe('/guides/setup');
    expect(feedbackPage('/guides/setup.html')).toBe('/guides/setup');
    expect(feedbackPage('/guides/index.html')).toBe('/guides');
  });

  it('leaves out the base path of a site reached by /_sites/{domain}/', () => {
    expect(feedbackPage('/_sites/acme/guides/setup', '/_sites/acme')).toBe('/guides/setup');
    expect(feedbackPage('/_sites/acme/', '/_sites/acme')).toBe('/');
    expect(feedbackPage('/_sites/acme', '/_sites/acme')).toBe('/');
    expect(feedbackPage('/_sites/acme-two/x', '/_sites/acme')).toBe('/_sites/acme-two/x');
  });
});
