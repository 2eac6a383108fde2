/**
 * From one token to the terms that find it: its parts and the parts joined, so `getUser` is
 * found by `getuser`, by `get user` and by `user`; `snake_case`, `kebab-case` and `docs.json`
 * likewise; `--port` by `--port` and by `port`.
 *
 * @module
 */
import { foldText } from './fold-text.ts';
import { isCjk } from './tokenize.ts';

/** Longer terms (hashes, base64, minified code) help no one and bloat the index. */
export const MAX_TERM_LENGTH = 48;

/** A plain lower-case ASCII word or number: its own only term (most tokens of English text). */
const PLAIN = /^[a-z0-9]+$/;
/** Connectors between the parts of an identifier or a dotted/pathed name. */
const CONNECTORS = /(?:::|[-.:/@'\u2019_])+/u;
/** camelCase and PascalCase boundaries: `getUser` → `get|User`, `HTTPServer` → `HTTP|Server`. */
const LOWER_TO_UPPER = /([\p{Ll}\p{N}])(\p{Lu})/gu;
const ACRONYM_TO_WORD = /(\p{Lu})(\p{Lu}\p{Ll})/gu;
/** A lone letter left by splitting (`e-mail`, `Folio's`, `l'API`) finds nothing useful. */
const LONE_LETTER = /^\p{L}$/u;

/** The parts of an identifier, in their original case: `--max-retryCount` → `max`, `retry`, `Count`. */
export function identifierParts(token: string): string[] {
  return token
    .replace(/^-+/, '')
    .split(CONNECTORS)
    .flatMap((part) =>
      part.replace(LOWER_TO_UPPER, '$1 $2').replace(ACRONYM_TO_WORD, '$1 $2').split(' '),
    )
    .filter((part) => part !== '');
}

/**
 * The folded terms a token stands for: each part of it (lone letters dropped when there are
 * several parts) and, when there are several, the parts joined; a command-line flag also keeps
 * its dashes. CJK grams are only folded. Terms longer than {@link MAX_TERM_LENGTH} are dropped.
 */
export function expandTerm(token: string): string[] {
  if (PLAIN.test(token)) return token.length <= MAX_TERM_LENGTH ? [token] : [];
  if (isCjk(token)) return [foldText(token)];
  const parts = identifierParts(token).map(foldText);
  const terms = new Set<string>();
  if (token.startsWith('-')) terms.add(foldText(token));
  if (parts.length > 1) {
    for (const part of parts) if (!LONE_LETTER.test(part)) terms.add(part);
    terms.add(parts.join(''));
  } else if (parts[0] !== undefined) {
    terms.add(parts[0]);
  }
  return [...terms].filter((term) => term.length > 0 && term.length <= MAX_TERM_LENGTH);
}
