import { describe, expect, it } from 'vitest';
import { expandTerm, identifierParts, MAX_TERM_LENGTH } from './expand-term.ts';

describe('identifierParts', () => {
  it('splits camelCase, PascalCase, acronyms and connectors', () => {
    expect(identifierParts('getUserID')).toEqual(['get', 'User', 'ID']);
    expect(identifierParts('HTTPServer')).toEqual(['HTTP', 'Server']);
    expect(identifierParts('--max-retryCount')).toEqual(['max', 'retry', 'Count']);
    expect(identifierParts('std::vector')).toEqual(['std', 'vector']);
    expect(identifierParts('base64Encode')).toEqual(['base64', 'Encode']);
  });
});

describe('expandTerm', () => {
  it('returns a plain word as it is', () => {
    expect(expandTerm('deploy')).toEqual(['deploy']);
  });

  it('finds identifiers by their parts and by the parts joined', () => {
    expect(expandTerm('getUser')).toEqual(['get', 'user', 'getuser']);
    expect(expandTerm('snake_case')).toEqual(['snake', 'case', 'snakecase']);
    expect(expandTerm('kebab-case')).toEqual(['kebab', 'case', 'kebabcase']);
    expect(expandTerm('docs.json')).toEqual(['docs', 'json', 'docsjson']);
  });

  it('keeps the dashes of command-line flags', () => {
    expect(expandTerm('--port')).toEqual(['--port', 'port']);
    expect(expandTerm('-v')).toEqual(['-v', 'v']);
  });

  it('splits versions but keeps their digits', () => {
    expect(expandTerm('v1.2')).toEqual(['v1', '2', 'v12']);
  });

  it('folds case, accents and full-width letters', () => {
    expect(expandTerm('Café')).toEqual(['cafe']);
    expect(expandTerm('ＡＰＩ')).toEqual(['api']);
    expect(expandTerm('Ångström')).toEqual(['angstrom']);
  });

  it('drops lone letters left by splitting, not lone words', () => {
    expect(expandTerm("Folio's")).toEqual(['folio', 'folios']);
    expect(expandTerm('e-mail')).toEqual(['mail', 'email']);
    expect(expandTerm('A')).toEqual(['a']);
  });

  it('leaves CJK grams as they are, apart from folding', () => {
    expect(expandTerm('安装')).toEqual(['安装']);
    expect(expandTerm('ｶﾀ')).toEqual(['カタ']);
  });

  it('drops overlong terms but keeps their usable parts', () => {
    const hash = 'a'.repeat(MAX_TERM_LENGTH + 1);
    expect(expandTerm(hash)).toEqual([]);
    expect(expandTerm(`${hash}.json`)).toEqual(['json']);
  });
});
