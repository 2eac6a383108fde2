/**
 * Messages in both shapes (today's `useChat` and the documented one) become one; the question
 * and the retrieval query are taken from them.
 */
import { describe, expect, it } from 'vitest';
import { lastUserQuestion, normalizeMessages, retrievalQuery } from './messages.ts';

/** A follow-up as `useChat` sends it: the earlier answer with its step, sources and text state. */
const useChatMessages = [
  {
    id: 'u1',
    role: 'user',
    parts: [{ type: 'text', text: 'How do I add a tab?' }],
  },
  {
    id: 'a1',
    role: 'assistant',
    metadata: { threadId: 'T1' },
    parts: [
      { type: 'step-start' },
      {
        type: 'source-url',
        sourceId: 'source-1',
        url: 'https://acme.example/navigation/tabs',
        title: 'Tabs',
      },
      { type: 'text', text: 'Add a `tabs` array [1].', state: 'done' },
    ],
  },
  { id: 'u2', role: 'user', parts: [{ type: 'text', text: 'And an icon?' }] },
];

describe('normalizeMessages', () => {
  it('reads what useChat sends: parts without content, earlier answers with all their parts', () => {
    const messages = normalizeMessages(useChatMessages);
    expect(messages.map(({ id, role, text }) => ({ id, role, text }))).toEqual([
      { id: 'u1', role: 'user', text: 'How do I add a tab?' },
      { id: 'a1', role: 'assistant', text: 'Add a `tabs` array [1].' },
      { id: 'u2', role: 'user', text: 'And an icon?' },
    ]);
    expect(messages[1]?.parts).toEqual(useChatMessages[1]?.parts);
  });

  it('reads the documented shape, taking the text from the parts when they have some', () => {
    const messages = normalizeMessages([
      { id: 'm1', role: 'user', content: 'ignored', parts: [{ type: 'text', text: 'From parts' }] },
      { id: 'm2', role: 'user', content: 'From content', parts: [] },
      { id: 'm3', role: 'user', content: 'Only content' },
    ]);
    expect(messages).toEqual([
      { id: 'm1', role: 'user', text: 'From parts', parts: [{ type: 'text', text: 'From parts' }] },
      {
        id: 'm2',
        role: 'user',
        text: 'From content',
        parts: [{ type: 'text', text: 'From content' }],
      },
      {
        id: 'm3',
        role: 'user',
        text: 'Only content',
        parts: [{ type: 'text', text: 'Only content' }],
      },
    ]);
  });

  it('joins several text parts and leaves out what is not a message or a part', () => {
    const messages = normalizeMessages([
      'text',
      null,
      { role: 'tool', content: 'x' },
      {
        id: 'm',
        role: 'assistant',
        parts: [
          { type: 'text', text: 'One.' },
          { text: 'no type' },
          7,
          { type: 'text', text: 'Two.' },
        ],
      },
    ]);
    expect(messages).toEqual([
      {
        id: 'm',
        role: 'assistant',
        text: 'One.\n\nTwo.',
        parts: [
          { type: 'text', text: 'One.' },
          { type: 'text', text: 'Two.' },
        ],
      },
    ]);
  });

  it('makes the same id for a message without one each time the conversation is resent', () => {
    const body = [{ role: 'user', content: 'Hello' }];
    const [first] = normalizeMessages(body);
    const [again] = normalizeMessages(structuredClone(body));
    expect(first?.id).toMatch(/^msg-[0-9a-f]{16}$/);
    expect(again?.id).toBe(first?.id);
    const [other] = normalizeMessages([{ role: 'user', content: 'Hello!' }]);
    expect(other?.id).not.toBe(first?.id);
  });
});

describe('lastUserQuestion and retrievalQuery', () => {
  it('take the last user message with text', () => {
    const messages = normalizeMessages([
      ...useChatMessages,
      { id: 'u3', role: 'user', parts: [{ type: 'text', text: '   ' }] },
    ]);
    expect(lastUserQuestion(messages)).toBe('And an icon?');
    expect(lastUserQuestion(normalizeMessages([{ role: 'assistant', content: 'Hi' }]))).toBe(
      undefined,
    );
  });

  it('lead a short follow-up with the question before it, but not a full question', () => {
    expect(retrievalQuery(normalizeMessages(useChatMessages))).toBe(
      'How do I add a tab?\nAnd an icon?',
    );
    const full = normalizeMessages([
      ...useChatMessages,
      { role: 'user', content: 'How do I hide a page from the sidebar?' },
    ]);
    expect(retrievalQuery(full)).toBe('How do I hide a page from the sidebar?');
    expect(retrievalQuery([])).toBe(undefined);
  });
});
