/**
 * docs.json `styling.codeblocks.languages.custom`: TextMate grammar files (JSON) of the docs
 * folder, each adding a fence language named after its `name` (and its `aliases`). A path that
 * leaves the docs folder, a missing file, bad JSON or a grammar without `name` and `scopeName`
 * is a warning at the path's place in docs.json; the other grammars still load.
 *
 * @module
 */
import type { LanguageRegistration } from 'shiki';
import type { CodeBlockSettings, LoadedConfig } from '../../config/index.ts';
import type { Diagnostic } from '../../shared/index.ts';
import { OutsideFolderError, formatJsonPath, readTextInsideSync } from '../../shared/index.ts';

/** The grammars read, and a warning for each file that could not be used. */
export interface CustomGrammars {
  grammars: LanguageRegistration[];
  diagnostics: Diagnostic[];
}

/** Why `file` cannot be read as a grammar, or the grammar (names lower-cased, as fences are). */
function readGrammar(root: string, file: string): LanguageRegistration | string {
  const relative = file.replace(/^\.?\//, '');
  let text: string;
  try {
    text = readTextInsideSync(root, relative);
  } catch (error) {
    if (error instanceof OutsideFolderError) return 'it is outside the docs folder';
    const code = (error as NodeJS.ErrnoException).code;
    return code === 'ENOENT' ? 'the file does not exist' : `it could not be read (${String(code)})`;
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return `it is not valid JSON (${(error as Error).message})`;
  }
  const grammar = value as Partial<LanguageRegistration> | null;
  if (
    !grammar ||
    typeof grammar !== 'object' ||
    typeof grammar.name !== 'string' ||
    grammar.name === '' ||
    typeof grammar.scopeName !== 'string'
  ) {
    return 'it is not a TextMate grammar (it needs "name" and "scopeName")';
  }
  const aliases = Array.isArray(grammar.aliases)
    ? grammar.aliases.filter((alias): alias is string => typeof alias === 'string')
    : [];
  return {
    ...(grammar as LanguageRegistration),
    name: grammar.name.toLowerCase(),
    aliases: aliases.map((alias) => alias.toLowerCase()),
  };
}

/** Reads the grammars `settings` names from the docs folder `root`. */
export function readCustomGrammars(
  root: string,
  settings: CodeBlockSettings['customLanguages'],
  locate?: LoadedConfig['locate'],
): CustomGrammars {
  const grammars: LanguageRegistration[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const { file, path } of settings) {
    const grammar = readGrammar(root, file);
    if (typeof grammar !== 'string') {
      grammars.push(grammar);
      continue;
    }
    const position = locate?.(path);
    diagnostics.push({
      severity: 'warning',
      code: 'custom-language',
      message: `Custom code language "${file}" is not loaded: ${grammar}`,
      hint: 'Name a TextMate grammar JSON file inside the docs folder, e.g. "languages/my-lang.json".',
      ...(position ? { position } : {}),
      jsonPath: formatJsonPath(path),
    });
  }
  return { grammars, diagnostics };
}
