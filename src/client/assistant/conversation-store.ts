/**
 * What the panel remembers. The reader's fingerprint (`fp`, a random id) lives in
 * `localStorage`, so their threads can be listed; the open conversation (thread id and
 * messages) lives in `sessionStorage`, so it survives following a source link to another page
 * of the site but not closing the tab. Both are per origin, so a site on its own subdomain
 * keeps its readers' fingerprints and threads to itself. Where storage is blocked or throws
 * (a site reached under `/_sites/` runs sandboxed, in an opaque origin without storage), they
 * are kept in memory instead: the panel works, and forgets when the page is left.
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
    fallbackOf(storage).delete(CONVERSATION_PREFIX + api);
    try {
      storage?.removeItem(CONVERSATION_PREFIX + api);
    } catch {
      // Blocked storage: nothing was saved there either.
    }
    return;
  }
  write(storage, CONVERSATION_PREFIX + api, JSON.stringify(conversation));
}

/** What could not be stored, per storage, for as long as the page is open. */
const fallbacks = new WeakMap<object, Map<string, string>>();
/** Stands for a storage the page could not reach at all. */
const NO_STORAGE = {};

function fallbackOf(storage: Storage | undefined): Map<string, string> {
  const owner = storage ?? NO_STORAGE;
  let memory = fallbacks.get(owner);
  if (memory === undefined) {
    memory = new Map();
    fallbacks.set(owner, memory);
  }
  return memory;
}

function read(storage: Storage | undefined, key: string): string | null {
  const kept = fallbackOf(storage).get(key);
  if (kept !== undefined) return kept;
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(storage: Storage | undefined, key: string, value: string): void {
  try {
    if (storage === undefined) throw new Error('No storage');
    storage.setItem(key, value);
    fallbackOf(storage).delete(key);
  } catch {
    // Full or blocked: kept in memory, so the page still has it.
    fallbackOf(storage).set(key, value);
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
