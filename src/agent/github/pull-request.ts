/**
 * Opens a pull request through GitHub's REST API (`POST /repos/{owner}/{repo}/pulls`), or
 * finds the open one when the branch has one already (a follow-up job on the same branch).
 * The API's address is configurable for GitHub Enterprise servers and tests.
 *
 * @module
 */
import type { GitHubRepository } from './remote-url.ts';

/** GitHub's public API. */
export const GITHUB_API_URL = 'https://api.github.com';

/** How long one API request may take. */
const REQUEST_TIMEOUT_MS = 30_000;

/** A pull request to open. */
export interface PullRequestInput {
  repository: GitHubRepository;
  token: string;
  /** The API's base URL (default {@link GITHUB_API_URL}). */
  apiUrl?: string | undefined;
  /** The branch with the changes. */
  head: string;
  /** The branch to merge into. */
  base: string;
  title: string;
  body: string;
  draft: boolean;
}

/** A pull request that could not be opened; the message says why, for the user. */
export class PullRequestError extends Error {
  override readonly name = 'PullRequestError';
}

/** Opens the pull request (or finds the open one of `head`) and returns its web address. */
export async function openPullRequest(input: PullRequestInput): Promise<string> {
  const { owner, repo } = input.repository;
  const base = `${(input.apiUrl ?? GITHUB_API_URL).replace(/\/+$/, '')}/repos/${owner}/${repo}`;
  const created = await request(input.token, `${base}/pulls`, {
    method: 'POST',
    body: JSON.stringify({
      title: input.title,
      head: input.head,
      base: input.base,
      body: input.body,
      draft: input.draft,
    }),
  });
  if (created.status === 201) return htmlUrl(created.body);
  if (created.status === 422 && JSON.stringify(created.body).includes('already exists')) {
    const query = new URLSearchParams({ head: `${owner}:${input.head}`, state: 'open' });
    const found = await request(input.token, `${base}/pulls?${query.toString()}`, {
      method: 'GET',
    });
    if (found.status === 200 && Array.isArray(found.body) && found.body.length > 0) {
      return htmlUrl(found.body[0]);
    }
  }
  throw new PullRequestError(
    `GitHub answered ${created.status} to opening a pull request on ${owner}/${repo}: ` +
      `${apiMessage(created.body)}${hint(created.status)}`,
  );
}

async function request(
  token: string,
  url: string,
  init: { method: string; body?: string },
): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      headers: {
        Accept: 'application/vnd.github+json',
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
        'User-Agent': 'folio-agent',
        'X-GitHub-Api-Version': '2022-11-28',
      },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    throw new PullRequestError(
      `GitHub's API at ${new URL(url).origin} could not be reached: ${(error as Error).message}`,
      { cause: error },
    );
  }
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: kept as text for the message.
  }
  return { status: response.status, body };
}

function htmlUrl(body: unknown): string {
  if (typeof body === 'object' && body !== null && 'html_url' in body) {
    return String(body.html_url);
  }
  throw new PullRequestError('GitHub opened the pull request but did not say its address.');
}

function apiMessage(body: unknown): string {
  if (typeof body !== 'object' || body === null) return String(body).slice(0, 300);
  const message = 'message' in body ? String(body.message) : JSON.stringify(body);
  const errors =
    'errors' in body && Array.isArray(body.errors)
      ? body.errors
          .map((item: unknown) =>
            typeof item === 'object' && item !== null && 'message' in item
              ? String(item.message)
              : JSON.stringify(item),
          )
          .join('; ')
      : '';
  return errors === '' ? message : `${message} (${errors})`;
}

function hint(status: number): string {
  if (status === 401) return '. Check that the GitHub token is valid.';
  if (status === 403 || status === 404) {
    return '. Check that the token may open pull requests on this repository.';
  }
  return '';
}
