import { describe, expect, it } from 'vitest';
import { fingerprint, loadConversation, saveConversation } from './conversation-store.ts';

/** A Storage in memory; `broken` makes every call throw, like storage blocked by the browser. */
function memoryStorage(broken = false): Storage {
  const items = new Map<string, string>();
  const guard = () => {
    if (broken) throw new DOMException('blocked', 'SecurityError');
  };
  return {
    get length() {
      return items.size;
    },
    clear: () => {
      guard();
      items.clear();
    },
    getItem: (key) => {
      guard();
      return items.get(key) ?? null;
    },
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => {
      guard();
      items.delete(key);
    },
    setItem: (key, value) => {
      guard();
      items.set(key, value);
    },
  };
}

const message = { id: 'm1', role: 'user' as const, parts: [{ type: 'text' as const, text: 'Hi' }] };

describe('fingerprint', () => {
  it('is made once and kept', () => {
    const storage = memoryStorage();
    const first = fingerprint(storage);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(fingerprint(storage)).toBe(first);
  });

  it('is kept in memory for the page when storage is blocked or missing', () => {
    const blocked = memoryStorage(true);
    const first = fingerprint(blocked);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(fingerprint(blocked)).toBe(first);
    const none = fingerprint(undefined);
    expect(fingerprint(undefined)).toBe(none);
  });
});

describe('conversations', () => {
  it('are saved per assistant and loaded back', () => {
    const storage = memoryStorage();
    saveConversation('/v1/assistant/a/message', { threadId: 't1', messages: [message] }, storage);
    expect(loadConversation('/v1/assistant/a/message', storage)).toEqual({
      threadId: 't1',
      messages: [message],
    });
    expect(loadConversation('/v1/assistant/b/message', storage)).toBeUndefined();
  });

  it('are forgotten when saved empty, and ignored when unreadable', () => {
    const storage = memoryStorage();
    saveConversation('a', { threadId: 't1', messages: [message] }, storage);
    saveConversation('a', { threadId: null, messages: [] }, storage);
    expect(loadConversation('a', storage)).toBeUndefined();
    storage.setItem('folio-assistant-conversation:a', '{not json');
    expect(loadConversation('a', storage)).toBeUndefined();
    storage.setItem('folio-assistant-conversation:a', '{"threadId":5,"messages":[]}');
    expect(loadConversation('a', storage)).toEqual({ threadId: null, messages: [] });
  });

  it('are kept in memory for the page when storage is blocked, never throwing', () => {
    const storage = memoryStorage(true);
    expect(() => {
      saveConversation('a', { threadId: 't', messages: [message] }, storage);
    }).not.toThrow();
    expect(loadConversation('a', storage)).toEqual({ threadId: 't', messages: [message] });
    saveConversation('a', undefined, storage);
    expect(loadConversation('a', storage)).toBeUndefined();
  });
});
