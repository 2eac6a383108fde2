/**
 * `GitHub.Repo`: a card linking to a public GitHub repository (`repo="owner/name"` or its URL),
 * in the `inset` (default) or `flat` layout. The platform fills in the description and counts from
 * GitHub's API when the page loads; a built site makes no requests to other hosts, so the card
 * shows the owner, the name and the link.
 *
 * @module
 */
import type { ReactElement, ReactNode } from 'react';
import { Fragment, h } from '../h.ts';
import { renderIcon } from '../icons/index.ts';
import { useSite } from '../site-context.ts';
import { toText } from './props.ts';
import { uiIcon } from './ui-icon.ts';

/** Props of `GitHub.Repo`. */
export interface GitHubRepoProps {
  /** `owner/name`, or `https://github.com/owner/name`. */
  repo?: unknown;
  /** `inset` (default) or `flat`. */
  variant?: unknown;
  className?: unknown;
}

/** `owner` and `name` of a repository slug or GitHub URL; `undefined` when it is neither. */
export function repositoryOf(value: unknown): { owner: string; name: string } | undefined {
  const text = toText(value)
    ?.replace(/^https?:\/\/(?:www\.)?github\.com\//i, '')
    .replace(/\.git$/, '')
    .replace(/\/+$/, '');
  const match = text === undefined ? null : /^([\w.-]+)\/([\w.-]+)$/.exec(text);
  return match ? { owner: match[1] ?? '', name: match[2] ?? '' } : undefined;
}

function GitHubRepo(props: GitHubRepoProps): ReactElement | null {
  const site = useSite();
  const repository = repositoryOf(props.repo);
  if (repository === undefined) {
    site.warn('component-prop', 'GitHub.Repo needs repo="owner/name" or a github.com URL.');
    return null;
  }
  const variant = toText(props.variant)?.toLowerCase() === 'flat' ? 'flat' : 'inset';
  const className = ['folio-github-repo', `folio-github-repo-${variant}`, toText(props.className)];
  return h(
    'a',
    {
      className: className.filter(Boolean).join(' '),
      href: `https://github.com/${repository.owner}/${repository.name}`,
      rel: 'noopener',
    },
    h(
      'span',
      { className: 'folio-github-repo-body' },
      h(
        'span',
        { className: 'folio-github-repo-icon' },
        renderIcon({ name: 'github', library: 'fontawesome', style: 'brands' }),
      ),
      h(
        'span',
        { className: 'folio-github-repo-name' },
        h('span', { className: 'folio-github-repo-owner' }, `${repository.owner} / `),
        h('strong', null, repository.name),
      ),
      h('span', { className: 'folio-github-repo-arrow' }, uiIcon('arrow-up-right')),
    ),
  );
}

/** `GitHub` alone renders its content; its documented member is `GitHub.Repo`. */
function GitHubRoot(props: { children?: ReactNode }): ReactElement {
  return h(Fragment, null, props.children);
}

/** `GitHub`, with `GitHub.Repo` as a property (how MDX reads the dotted name). */
export const GitHub = Object.assign(GitHubRoot, { Repo: GitHubRepo });
export { GitHubRepo };
