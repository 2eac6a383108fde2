/**
 * An answer cut to fit in storage. A stored message takes at most storage's
 * `MAX_MESSAGE_BYTES` of JSON, and a model can write more than that; the answer streams to the
 * reader whole, and the copy the thread keeps loses the end of its text, marked with
 * {@link CUT_MARK}, so a thread stays bounded and a follow-up still finds the answer.
 *
 * @module
 */
import { MAX_MESSAGE_BYTES, messageBytes } from '../storage/index.ts';
import type { MessagePart } from './types.ts';

/** Ends a text cut to fit. */
export const CUT_MARK = ' […]';

/**
 * `parts` as they can be stored with `metadata`: unchanged when they fit, else with the end of
 * the last text parts cut (then, if text alone cannot make room, the last other parts dropped).
 */
export function fitStoredMessage(parts: readonly MessagePart[], metadata: unknown): MessagePart[] {
  const fitted = parts.map((part) => ({ ...part }));
  let excess = messageBytes({ parts: fitted, metadata }) - MAX_MESSAGE_BYTES;
  while (excess > 0) {
    const index = fitted.findLastIndex(
      (part) => part.type === 'text' && typeof part['text'] === 'string' && part['text'] !== '',
    );
    if (index === -1) {
      fitted.pop();
    } else {
      const part = fitted[index] as MessagePart & { text: string };
      const text = part.text.endsWith(CUT_MARK) ? part.text.slice(0, -CUT_MARK.length) : part.text;
      // Keep the share of the text that fits, at the text's own bytes per character; text whose
      // characters differ in size may need another round, each one shorter than the last.
      const bytes = Buffer.byteLength(JSON.stringify(text));
      const room = bytes - excess - Buffer.byteLength(CUT_MARK);
      const keep = Math.min(text.length - 1, Math.floor((text.length * room) / bytes));
      part.text = keep <= 0 ? '' : `${wholeCharacters(text, keep)}${CUT_MARK}`;
    }
    excess = messageBytes({ parts: fitted, metadata }) - MAX_MESSAGE_BYTES;
  }
  return fitted;
}

/** The first `length` code units of `text`, one fewer when that would split a surrogate pair. */
function wholeCharacters(text: string, length: number): string {
  const code = text.charCodeAt(length - 1);
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? length - 1 : length);
}
