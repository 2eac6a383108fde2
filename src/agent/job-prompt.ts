/**
 * A job's request as the model reads it: the conversation it was created with (user and
 * assistant turns; `system` turns become additional instructions), the system prompt, and the
 * one-line title its commit and pull request are named after.
 *
 * @module
 */
import type { ModelMessage } from 'ai';
import type { AgentJob } from '../storage/index.ts';
import { AgentJobError } from './agent-job-error.ts';
import { agentSystemPrompt } from './system-prompt.ts';

/** The longest title of a commit. */
const MAX_TITLE = 72;

/** The prompt of `job`. Throws an {@link AgentJobError} when it has no user message. */
export function jobPrompt(
  job: AgentJob,
  context: { projectName: string; branch: string; linkCheck: boolean },
): { instructions: string; messages: ModelMessage[] } {
  const extraInstructions: string[] = [];
  const messages: ModelMessage[] = [];
  for (const message of job.messages) {
    if (message.role === 'system') extraInstructions.push(message.content);
    else if (message.role === 'assistant') {
      messages.push({ role: 'assistant', content: message.content });
    } else messages.push({ role: 'user', content: message.content });
  }
  if (!messages.some((message) => message.role === 'user')) {
    throw new AgentJobError('The job has no user message: say what the agent should do.');
  }
  return { instructions: agentSystemPrompt({ ...context, extraInstructions }), messages };
}

/** The job's title: its own, or the first line of the first user message, cut to 72 characters. */
export function jobTitle(job: AgentJob): string {
  const request = job.messages.find((message) => message.role === 'user')?.content ?? '';
  const line = (job.title ?? request).trim().split(/\r?\n/)[0]?.trim() ?? '';
  if (line === '') return 'Documentation changes';
  return line.length > MAX_TITLE ? `${line.slice(0, MAX_TITLE - 1).trimEnd()}…` : line;
}

/** The name of the branch of a job that was given none. */
export function generatedBranchName(sessionId: string): string {
  return `folio/agent-${sessionId
    .replaceAll(/[^a-zA-Z0-9]/g, '')
    .slice(0, 8)
    .toLowerCase()}`;
}
