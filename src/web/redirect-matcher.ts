/**
 * The docs.json `redirects` as one function from a request URL to its redirect, for servers that
 * apply them straight from docs.json (the dev server): each rule compiled once, permanent (301)
 * unless `permanent: false` (302), chosen by {@link findRedirect}.
 *
 * @module
 */
import { findRedirect } from './find-redirect.ts';
import type { RedirectTarget, StatusRule } from './find-redirect.ts';
import { redirectRule } from './redirect-rule.ts';

/** A redirect as docs.json writes it. */
export interface ConfigRedirect {
  source: string;
  destination: string;
  /** Permanent (301) unless `false` (302). */
  permanent?: boolean | undefined;
}

/** Finds the redirect of a path (with or without query string). */
export type RedirectMatcher = (url: string) => RedirectTarget | undefined;

/** Compiles `redirects` (in docs.json order) into one matcher. */
export function createRedirectMatcher(redirects: readonly ConfigRedirect[]): RedirectMatcher {
  const rules: StatusRule[] = redirects.map((redirect, index) => ({
    match: redirectRule(redirect, index).match,
    status: redirect.permanent === false ? 302 : 301,
  }));
  return (url) => {
    const queryAt = url.indexOf('?');
    const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
    return findRedirect(rules, pathname, queryAt === -1 ? '' : url.slice(queryAt));
  };
}
