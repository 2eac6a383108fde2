/**
 * Highlighted code blocks kept on disk (in the build cache), one file per block, named by the
 * hash of everything its output depends on: the code, its fence meta and a salt the caller
 * gives (Folio's own code and the themes). A page edited without touching its code blocks
 * is re-rendered without loading a single grammar.
 *
 * Only blocks in a language the highlighter knows are kept: an unknown language must warn on
 * every build that meets it.
 *
 * @module
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import type { Element } from 'hast';
import type { CodeMeta } from './code-meta.ts';
import { MERMAID, isBundledLanguage, needsNoGrammar, normalizeLanguage } from './languages.ts';

export interface HighlightCache {
  /** The cached block for `code` and `meta`, or undefined (also for blocks never cached). */
  get(code: string, meta: CodeMeta): Promise<Element | undefined>;
  /** Keeps `block` as the output for `code` and `meta`; failures to write are ignored. */
  set(code: string, meta: CodeMeta, block: Element): Promise<void>;
}

/** A cache in `folder`; `salt` (awaited once) must change whenever the output could. */
export function createHighlightCache(
  folder: string,
  salt: () => Promise<string> | string,
): HighlightCache {
  let prefix: Promise<string> | undefined;
  let writable = true;
  const fileOf = async (code: string, meta: CodeMeta): Promise<string | undefined> => {
    if (!cacheable(meta)) return undefined;
    prefix ??= Promise.resolve(salt());
    const key = createHash('sha256')
      .update(`${await prefix}\0${JSON.stringify(meta)}\0${code}`)
      .digest('hex')
      .slice(0, 32);
    return path.join(folder, `${key}.json`);
  };
  return {
    async get(code, meta) {
      const file = await fileOf(code, meta);
      if (file === undefined) return undefined;
      try {
        return JSON.parse(readFileSync(file, 'utf8')) as Element;
      } catch {
        return undefined;
      }
    },
    async set(code, meta, block) {
      const file = await fileOf(code, meta);
      if (file === undefined || !writable) return;
      try {
        mkdirSync(folder, { recursive: true });
        const temporary = `${file}.${String(process.pid)}-${String(threadId)}.tmp`;
        writeFileSync(temporary, JSON.stringify(block));
        renameSync(temporary, file);
      } catch {
        writable = false;
      }
    },
  };
}

/** Blocks worth keeping: highlighted with a known grammar, or plain by request. */
function cacheable(meta: CodeMeta): boolean {
  const lang = meta.lang;
  if (lang === undefined) return true;
  const name = normalizeLanguage(lang);
  return name !== MERMAID && (needsNoGrammar(name) || isBundledLanguage(name));
}
