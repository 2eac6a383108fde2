/**
 * What the panel remembers. The reader's fingerprint (`fp`, a random id) lives in
 * `localStorage`, so their threads can be listed; the open conversation (thread id and
 * messages) lives in `sessionStorage`, so it survives following a source link to another page
 * of the site but not closing the tab. Storage that is full or blocked is skipped: the panel
 * still works, it just forgets.
 *
 * @module
 */
import type { UIMessage } from 'ai';

const FINGERPRINT_KEY = 'folio-assistant-fp';
const CONVERSATION_PREFIX = 'folio-assistant-conversation:';

/** A conversation as saved between pages. */
export interface SavedConversation {
  threadId: string | null;
  messages: UIMessage[];
}

/** The reader's fingerprint, made on first use. */
export function fingerprint(storage: Storage | undefined = safeLocalStorage()): string {
  const saved = read(storage, FINGERPRINT_KEY);
  if (saved) return saved;
  const made = crypto.randomUUID();
  write(storage, FINGERPRINT_KEY, made);
  return made;
}

/** The saved conversation with the assistant at `api`, if any. */
export function loadConversation(
  api: string,
  storage: Storage | undefined = safeSessionStorage(),
): SavedConversation | undefined {
  const text = read(storage, CONVERSATION_PREFIX + api);
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as Partial<SavedConversation>;
    if (!Array.isArray(value.messages)) return undefined;
    const threadId = typeof value.threadId === 'string' ? value.threadId : null;
    return { threadId, messages: value.messages };
  } catch {
    return undefined;
  }
}

/** Saves the conversation with the assistant at `api` (or forgets it, given none). */
export function saveConversation(
  api: string,
  conversation: SavedConversation | undefined,
  storage: Storage | undefined = safeSessionStorage(),
): void {
  if (conversation === undefined || conversation.messages.length === 0) {
    try {
      storage?.removeItem(CONVERSATION_PREFIX + api);
    } catch {
      // Blocked storage: nothing was saved either.
    }
    return;
  }
  write(storage, CONVERSATION_PREFIX + api, JSON.stringify(conversation));
}

function read(storage: Storage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(storage: Storage | undefined, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // Full or blocked: the panel works without remembering.
  }
}

function safeLocalStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

function safeSessionStorage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}
