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
});
