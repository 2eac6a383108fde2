/**
 * Escaping text for HTML written by hand (status pages, the dev error overlay, code blocks without
 * colours, the agent's review page), one function for all of them so no page forgets a character.
 *
 * @module
 */

const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** `text` safe as HTML content and as a quoted attribute value (either quote). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character);
}
