/**
 * The assistant request body: both message shapes accepted, the client's own fields ignored,
 * defaults filled in, and a clear message for each kind of mistake.
 */
import { describe, expect, it } from 'vitest';
import { assistantRequestSchema, parseAssistantRequest } from './request-schema.ts';

const question = { id: 'u1', role: 'user', parts: [{ type: 'text', text: 'How do I add a tab?' }] };

/** The one-line message for `body`, or `ok`. */
function problems(body: unknown): string {
  const result = parseAssistantRequest(body);
  return result.success ? 'ok' : result.message;
}

describe('assistantRequestSchema', () => {
  it('accepts what useChat sends, ignoring its own fields, and fills in the defaults', () => {
    const body = {
      fp: 'browser-1',
      threadId: null,
      id: 'chat-1',
      trigger: 'submit-message',
      messageId: undefined,
      messages: [question],
    };
    expect(assistantRequestSchema.parse(body)).toEqual({
      fp: 'browser-1',
      threadId: null,
      retrievalPageSize: 5,
      messages: [question],
    });
  });

  it('accepts the documented shape with content and parts, a page size and a filter', () => {
    const body = {
      fp: 'f',
      threadId: 'T1',
      retrievalPageSize: 12,
      filter: { version: 'v2', language: 'en', groups: ['Guides'] },
      messages: [
        {
          id: 'm1',
          role: 'user',
          content: 'How?',
          parts: [{ type: 'text', text: 'How?' }],
        },
      ],
    };
    expect(parseAssistantRequest(body)).toEqual({ success: true, data: body });
  });

  it('names every problem, with where it is', () => {
    expect(problems(null)).toMatchInlineSnapshot(`"The request body must be a JSON object."`);
    expect(problems({})).toMatchInlineSnapshot(
      `"fp: is required: a browser fingerprint or any string naming the client; messages: is required: the conversation, an array of messages"`,
    );
    expect(problems({ fp: ' ', messages: [] })).toMatchInlineSnapshot(
      `"fp: must not be empty; messages: must hold at least one message"`,
    );
    expect(problems({ fp: 'f', messages: 'hi' })).toMatchInlineSnapshot(
      `"messages: must be an array of messages"`,
    );
    expect(problems({ fp: 'f', messages: [{ role: 'user' }] })).toMatchInlineSnapshot(
      `"messages[0]: needs "parts" (as useChat sends) or "content" (its text); messages: must hold a user message with text (the question to answer)"`,
    );
    expect(
      problems({ fp: 'f', messages: [{ role: 'user', parts: [{ text: 'x' }] }] }),
    ).toMatchInlineSnapshot(
      `"messages[0].parts[0].type: must be a string (the part type, such as "text")"`,
    );
    expect(
      problems({ fp: 'f', messages: [{ role: 'assistant', content: 'Hello' }] }),
    ).toMatchInlineSnapshot(
      `"messages: must hold a user message with text (the question to answer)"`,
    );
  });

  it('checks threadId, retrievalPageSize and the filter', () => {
    const base = { fp: 'f', messages: [question] };
    expect(problems({ ...base, threadId: 7 })).toMatchInlineSnapshot(
      `"threadId: must be a string (the threadId of an earlier answer) or null"`,
    );
    expect(problems({ ...base, threadId: '' })).toMatchInlineSnapshot(
      `"threadId: must not be empty (send null to start a thread)"`,
    );
    expect(problems({ ...base, retrievalPageSize: 0 })).toMatchInlineSnapshot(
      `"retrievalPageSize: must be at least 1"`,
    );
    expect(problems({ ...base, retrievalPageSize: 51 })).toMatchInlineSnapshot(
      `"retrievalPageSize: must be at most 50"`,
    );
    expect(problems({ ...base, retrievalPageSize: 2.5 })).toMatchInlineSnapshot(
      `"retrievalPageSize: must be a whole number from 1 to 50"`,
    );
    expect(problems({ ...base, filter: 'v2' })).toMatchInlineSnapshot(
      `"filter: must be an object with version, language and groups, or null"`,
    );
    expect(problems({ ...base, filter: { groups: 'Guides' } })).toMatchInlineSnapshot(
      `"filter.groups: must be an array of strings"`,
    );
    expect(problems({ ...base, filter: { grups: ['Guides'], tag: 'x' } })).toMatchInlineSnapshot(
      `"filter: unknown fields "grups" (did you mean "groups"?), "tag": a filter takes version, language and groups"`,
    );
    expect(problems({ ...base, filter: null })).toBe('ok');
  });

  it('lists the issues with their paths', () => {
    const result = parseAssistantRequest({ fp: 3, messages: [question] });
    expect(result).toEqual({
      success: false,
      message: 'fp: must be a string',
      issues: [{ path: 'fp', message: 'must be a string' }],
    });
  });
});
