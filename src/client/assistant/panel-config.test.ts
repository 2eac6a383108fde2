import { describe, expect, it } from 'vitest';
import {
  failureMessage,
  pageFilter,
  parseAssistantConfig,
  sourceUrlMapper,
} from './panel-config.ts';

describe('parseAssistantConfig', () => {
  it('takes api and key, and siteUrl when given', () => {
    expect(parseAssistantConfig({ api: '/v1/assistant/a/message', key: 'k' })).toEqual({
      api: '/v1/assistant/a/message',
      key: 'k',
    });
    expect(
      parseAssistantConfig({ api: '/x', key: 'k', siteUrl: 'http://a.localhost:3000' }),
    ).toEqual({ api: '/x', key: 'k', siteUrl: 'http://a.localhost:3000' });
  });

  it('refuses anything without a usable api and key', () => {
    for (const value of [
      null,
      'x',
      {},
      { api: '/x' },
      { api: '', key: 'k' },
      { api: 1, key: 'k' },
    ]) {
      expect(parseAssistantConfig(value)).toBeUndefined();
    }
  });
});

describe('pageFilter', () => {
  it('sends the version and language of the page, or null', () => {
    expect(pageFilter({ folioVersion: 'v2', folioLanguage: 'fr' })).toEqual({
      version: 'v2',
      language: 'fr',
    });
    expect(pageFilter({ folioVersion: 'v2' })).toEqual({ version: 'v2' });
    expect(pageFilter({})).toBeNull();
  });
});

describe('sourceUrlMapper', () => {
  const map = sourceUrlMapper('http://acme.localhost:3000', 'http://localhost:3000/_sites/acme');

  it('moves links of the site and root-relative links under the local base', () => {
    expect(map('http://acme.localhost:3000/tabs#icons')).toBe(
      'http://localhost:3000/_sites/acme/tabs#icons',
    );
    expect(map('http://acme.localhost:3000')).toBe('http://localhost:3000/_sites/acme/');
    expect(map('/guide?x=1')).toBe('http://localhost:3000/_sites/acme/guide?x=1');
  });

  it('leaves other sites alone, including ones that only start like it', () => {
    expect(map('http://acme.localhost:30001/tabs')).toBe('http://acme.localhost:30001/tabs');
    expect(map('https://example.com/a')).toBe('https://example.com/a');
    expect(map('//cdn.example.com/a')).toBe('//cdn.example.com/a');
    expect(map('#top')).toBe('#top');
  });

  it('without a site address maps only root-relative links', () => {
    const local = sourceUrlMapper(undefined, 'https://docs.example.com/');
    expect(local('/tabs')).toBe('https://docs.example.com/tabs');
    expect(local('https://api.example.com/x')).toBe('https://api.example.com/x');
  });
});

describe('failureMessage', () => {
  it('shows the server’s JSON error, or a plain line', () => {
    expect(failureMessage(new Error('{"error":"Rate limit exceeded: try again in 30 s."}'))).toBe(
      'Rate limit exceeded: try again in 30 s.',
    );
    expect(failureMessage(new Error('Failed to fetch'))).toBe(
      'The assistant could not be reached. Check your connection and try again.',
    );
    expect(failureMessage(new Error('The model stopped.'))).toBe('The model stopped.');
    expect(failureMessage(new Error(''))).toBe('The assistant could not answer. Try again.');
  });
});
