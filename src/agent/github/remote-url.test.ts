import { describe, expect, it } from 'vitest';
import { gitHubRepositoryOf } from './remote-url.ts';

describe('gitHubRepositoryOf', () => {
  it.each([
    'https://github.com/acme/docs',
    'https://github.com/acme/docs.git',
    'https://github.com/acme/docs/',
    'http://github.example.com/acme/docs.git',
    'ssh://git@github.com/acme/docs.git',
    'git@github.com:acme/docs.git',
  ])('reads acme/docs from %s', (url) => {
    expect(gitHubRepositoryOf(url)).toEqual({ owner: 'acme', repo: 'docs' });
  });

  it.each([
    'file:///srv/git/acme/docs.git',
    '/srv/git/docs',
    'https://github.com/acme',
    'https://gitlab.com/group/sub/docs.git',
    'not a url',
  ])('finds no repository in %s', (url) => {
    expect(gitHubRepositoryOf(url)).toBeUndefined();
  });
});
