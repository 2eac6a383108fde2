/**
 * The tool loop of a job: `generateText` with the job's tools until the model answers without
 * calling one, within the job's bounds (steps, tokens, wall time). When the model ends, a final
 * check (validation) may hand it the problems its changes left, a bounded number of times,
 * before its answer is taken as the summary. Which bound stopped the loop is part of the
 * outcome, and so is a stop from outside (the server shutting down).
 *
 * @module
 */
import { generateText, isStepCount } from 'ai';
import type { LanguageModel, LanguageModelUsage, ModelMessage, StepResult, ToolSet } from 'ai';

/** How far one job may go. */
export interface AgentLimits {
  /** Model calls (each may call several tools). */
  maxSteps: number;
  /** Input plus output tokens over all model calls. */
  maxTokens: number;
  /** From the first model call to the last. */
  maxWallTimeMs: number;
}

/** The limits of a job unless configured otherwise. */
export const DEFAULT_AGENT_LIMITS: AgentLimits = {
  maxSteps: 60,
  maxTokens: 2_000_000,
  maxWallTimeMs: 20 * 60_000,
};

/** What a loop runs with. */
export interface AgentLoopInput<Tools extends ToolSet> {
  model: LanguageModel;
  instructions: string;
  messages: readonly ModelMessage[];
  tools: Tools;
  limits: AgentLimits;
  /** Aborted from outside: the loop stops as soon as it can. */
  signal: AbortSignal;
  /**
   * Called when the model ends: a message for it when work remains (sent back as the user's),
   * undefined when all is well.
   */
  finalCheck?: (() => Promise<string | undefined>) | undefined;
  /** How many times the final check may send the model back (default 2). */
  maxCheckRounds?: number | undefined;
}

/** A bound that stops a job. */
export type AgentBound = 'steps' | 'tokens' | 'time';

/** How a loop ended. */
export type AgentLoopOutcome =
  | {
      kind: 'finished';
      /** The model's last answer. */
      summary: string;
      /** What the final check still reported when the rounds ran out. */
      remainingProblems: string | undefined;
      steps: number;
      tokens: number;
    }
  | { kind: 'bound'; bound: AgentBound; summary: string; steps: number; tokens: number }
  | { kind: 'stopped'; steps: number; tokens: number }
  | { kind: 'failed'; error: unknown; steps: number; tokens: number };

/** Runs the loop; never throws. */
export async function runAgentLoop<Tools extends ToolSet>(
  input: AgentLoopInput<Tools>,
): Promise<AgentLoopOutcome> {
  const { limits } = input;
  const deadline = AbortSignal.timeout(limits.maxWallTimeMs);
  const abortSignal = AbortSignal.any([input.signal, deadline]);
  const messages = [...input.messages];
  let steps = 0;
  let tokens = 0;
  let checkRounds = 0;
  for (;;) {
    const stepsBefore = steps;
    const tokensBefore = tokens;
    const overBudget = ({ steps: done }: { steps: StepResult<Tools>[] }) =>
      tokensBefore + sumTokens(done) >= limits.maxTokens;
    let result;
    try {
      result = await generateText({
        model: input.model,
        instructions: input.instructions,
        messages,
        tools: input.tools,
        stopWhen: [isStepCount(limits.maxSteps - stepsBefore), overBudget],
        abortSignal,
        onStepEnd: (step) => {
          steps++;
          tokens += usageTokens(step.usage);
        },
      });
    } catch (error) {
      if (input.signal.aborted) return { kind: 'stopped', steps, tokens };
      if (deadline.aborted) return { kind: 'bound', bound: 'time', summary: '', steps, tokens };
      return { kind: 'failed', error, steps, tokens };
    }
    steps = stepsBefore + result.steps.length;
    tokens = tokensBefore + sumTokens(result.steps);
    messages.push(...result.responseMessages);
    const summary = result.text.trim();
    if (result.finalStep.toolCalls.length > 0) {
      const bound = steps >= limits.maxSteps ? 'steps' : 'tokens';
      return { kind: 'bound', bound, summary, steps, tokens };
    }
    if (input.signal.aborted) return { kind: 'stopped', steps, tokens };
    const problems = await input.finalCheck?.();
    const roomLeft = steps < limits.maxSteps && tokens < limits.maxTokens;
    if (problems === undefined || checkRounds >= (input.maxCheckRounds ?? 2) || !roomLeft) {
      return { kind: 'finished', summary, remainingProblems: problems, steps, tokens };
    }
    checkRounds++;
    messages.push({ role: 'user', content: problems });
  }
}

function sumTokens(steps: readonly { usage: LanguageModelUsage }[]): number {
  return steps.reduce((total, step) => total + usageTokens(step.usage), 0);
}

function usageTokens(usage: LanguageModelUsage): number {
  return usage.totalTokens ?? (usage.inputTokens ?? 0) + (usage.outputTokens ?? 0);
}
