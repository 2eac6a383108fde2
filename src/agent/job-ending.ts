/**
 * How a job's outcome reads in its session: the `haultReason` and the `messageToUser`. A
 * finished job shows the model's summary; a job stopped by a bound says which one and what
 * became of the work so far; a stopped server means `interrupted`.
 *
 * @module
 */
import type { AgentJobEnding } from '../storage/index.ts';
import type { AgentLimits, AgentLoopOutcome } from './agent-loop.ts';

/** What the ending depends on besides the outcome. */
export interface EndingContext {
  branch: string;
  /** Whether the job's changes were committed (false: it changed nothing). */
  committed: boolean;
  limits: AgentLimits;
}

/** The ending of a loop's outcome. */
export function endingOf(
  outcome: AgentLoopOutcome,
  context: EndingContext,
): Omit<AgentJobEnding, 'pullRequestLink'> {
  const work = context.committed
    ? `The changes made so far are committed on the branch "${context.branch}".`
    : 'No file was changed.';
  switch (outcome.kind) {
    case 'finished': {
      const parts = [outcome.summary === '' ? 'The agent finished.' : outcome.summary];
      if (!context.committed) parts.push('No file was changed.');
      if (outcome.remainingProblems !== undefined) {
        parts.push(`Validation still reports problems:\n${outcome.remainingProblems}`);
      }
      return { haultReason: 'completed', messageToUser: parts.join('\n\n') };
    }
    case 'bound': {
      const head = `Stopped before finishing: the job reached its limit of ${boundText(outcome.bound, context.limits)}. ${work}`;
      const messageToUser = outcome.summary === '' ? head : `${head}\n\n${outcome.summary}`;
      return { haultReason: 'error', messageToUser };
    }
    case 'stopped':
      return {
        haultReason: 'interrupted',
        messageToUser: `The server stopped while this job was running. ${work}`,
      };
    case 'failed':
      return {
        haultReason: 'error',
        messageToUser: `The language model failed: ${errorText(outcome.error)}. ${work}`,
      };
  }
}

/**
 * The ending of a job whose model finished but whose pages do not build (`errors`, one line
 * each): an error, the work kept on the branch for review.
 */
export function unbuiltEnding(
  errors: readonly string[],
  context: EndingContext,
): Omit<AgentJobEnding, 'pullRequestLink'> {
  const work = context.committed
    ? `The changes are committed on the branch "${context.branch}" for review; no pull request was opened.`
    : 'No file was changed.';
  const shown = errors.slice(0, 20).join('\n');
  const more = errors.length > 20 ? `\n(and ${errors.length - 20} more)` : '';
  return {
    haultReason: 'error',
    messageToUser: `The pages the agent changed do not build:\n${shown}${more}\n\n${work}`,
  };
}

function boundText(bound: 'steps' | 'tokens' | 'time', limits: AgentLimits): string {
  if (bound === 'steps') return `${limits.maxSteps} steps`;
  if (bound === 'tokens') return `${limits.maxTokens} tokens`;
  const minutes = limits.maxWallTimeMs / 60_000;
  return minutes >= 1
    ? `${Number(minutes.toFixed(1))} minutes`
    : `${Number((limits.maxWallTimeMs / 1000).toFixed(1))} seconds`;
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/\.$/, '').slice(0, 500);
}
