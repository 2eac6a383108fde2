/**
 * The shapes the assistant shares with its callers: what retrieval returns (`Passage`), how a
 * request narrows it (`AssistantFilter`), and one message of a conversation (`ChatMessage`).
 *
 * @module
 */

/**
 * Narrows retrieval. `version` and `language` match exactly; `groups` keeps the passages whose
 * page sits under any of these navigation groups (any breadcrumb, case-insensitive).
 */
export interface AssistantFilter {
  version?: string | undefined;
  language?: string | undefined;
  groups?: string[] | undefined;
}

/** One retrieved part of the docs: a page's intro (no `anchor`) or one of its sections. */
export interface Passage {
  /** Site route of the page: `/guides/quickstart`. */
  route: string;
  /** The section's anchor; absent for the page's own text (description and intro). */
  anchor?: string;
  /** The page title. */
  title: string;
  /** The section's heading; absent for the page's own text. */
  heading?: string;
  /** Navigation groups above the page: `['Guides', 'Getting started']`. */
  breadcrumbs: string[];
  /** The section's whole plain text (only clipped on sites built before full text was kept). */
  content: string;
  /** Relevance; higher is better, comparable within one search only. */
  score: number;
  version?: string;
  language?: string;
  /**
   * The folded terms of the question words the passage matched, with their stems (`hid` for
   * "hidden"), to pick the sentences worth quoting.
   */
  terms?: string[];
}

/** One part of a message, as the AI SDK shapes them: `{ type: 'text', text }`, `{ type: 'source-url', url }`... */
export interface MessagePart {
  type: string;
  [field: string]: unknown;
}

/** A message of the conversation, whatever shape the client sent it in. */
export interface ChatMessage {
  id: string;
  role: 'user' | 'assistant' | 'system';
  /** The text of its text parts (or its `content` when it has none). */
  text: string;
  parts: MessagePart[];
}
