/**
 * Git for tests: runs git in a folder as a test author, so commits work on a machine without a
 * git identity.
 *
 * @module
 */
import { execFileSync } from 'node:child_process';

/** Runs git in `cwd` as a test author and returns its output. */
export function gitIn(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'Test',
      GIT_AUTHOR_EMAIL: 'test@example.com',
      GIT_COMMITTER_NAME: 'Test',
      GIT_COMMITTER_EMAIL: 'test@example.com',
    },
  });
}
