/**
 * Test support: a language model (the AI SDK's `MockLanguageModelV4`) that plays a script, one
 * entry per model call: tool calls, a final text, or a hang until the call is aborted. Each
 * entry may be a function of the tool results the model has seen so far, to script reactions.
 *
 * @module
 */
import { MockLanguageModelV4 } from 'ai/test';

/** One model call of a script. */
export type ScriptStep =
  { tools: readonly { name: string; input: unknown }[] } | { text: string } | { hang: true };

/** A step, or a step chosen from the tool results seen so far (newest last). */
export type ScriptEntry = ScriptStep | ((toolResults: readonly string[]) => ScriptStep);

/** Usage reported for every call: 100 tokens in, 20 out. */
const USAGE = {
  inputTokens: { total: 100, noCache: 100, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 20, text: 20, reasoning: undefined },
};

/** A model playing `script`; `started` resolves at its first hang (the job is mid-run). */
export function scriptedModel(script: readonly ScriptEntry[]) {
  let calls = 0;
  let onHang: () => void = () => undefined;
  const hanging = new Promise<void>((resolve) => {
    onHang = resolve;
  });
  const model = new MockLanguageModelV4({
    doGenerate: async ({ prompt, abortSignal }) => {
      const entry = script[calls];
      calls++;
      if (entry === undefined) throw new Error(`The script has no step ${calls}.`);
      const step = typeof entry === 'function' ? entry(toolResultsOf(prompt)) : entry;
      if ('hang' in step) {
        onHang();
        await new Promise((_, reject) => {
          abortSignal?.addEventListener('abort', () => {
            reject(abortSignal.reason as Error);
          });
        });
      }
      const content =
        'tools' in step
          ? step.tools.map((call, index) => ({
              type: 'tool-call' as const,
              toolCallId: `call-${calls}-${index}`,
              toolName: call.name,
              input: JSON.stringify(call.input),
            }))
          : [{ type: 'text' as const, text: 'text' in step ? step.text : '' }];
      const toolCalls = 'tools' in step;
      return {
        content,
        finishReason: {
          unified: toolCalls ? ('tool-calls' as const) : ('stop' as const),
          raw: toolCalls ? 'tool_calls' : 'stop',
        },
        usage: USAGE,
        warnings: [],
      };
    },
  });
  return { model, hanging, calls: () => calls };
}

/** The text of every tool result in a prompt, in order. */
export function toolResultsOf(prompt: readonly { role: string; content: unknown }[]): string[] {
  const results: string[] = [];
  for (const message of prompt) {
    if (message.role !== 'tool' || !Array.isArray(message.content)) continue;
    for (const part of message.content as { type?: string; output?: unknown }[]) {
      if (part.type !== 'tool-result') continue;
      const output = part.output as { type?: string; value?: unknown } | undefined;
      results.push(typeof output?.value === 'string' ? output.value : JSON.stringify(output));
    }
  }
  return results;
}
