import { describe, expect, it } from 'vitest';
import { isBundledLanguage, needsNoGrammar, normalizeLanguage } from './languages.ts';

describe('normalizeLanguage', () => {
  it.each([
    ['sh', 'bash'],
    ['shell', 'bash'],
    ['zsh', 'bash'],
    ['bash', 'bash'],
    ['console', 'shellsession'],
    ['js', 'javascript'],
    ['jsx', 'jsx'],
    ['ts', 'typescript'],
    ['tsx', 'tsx'],
    ['py', 'python'],
    ['rb', 'ruby'],
    ['yml', 'yaml'],
    ['md', 'markdown'],
    ['golang', 'go'],
    ['rs', 'rust'],
    ['kt', 'kotlin'],
    ['cs', 'csharp'],
    ['c#', 'csharp'],
    ['c++', 'cpp'],
    ['objective-c', 'objective-c'],
    ['objc', 'objective-c'],
    ['dockerfile', 'docker'],
    ['Dockerfile', 'docker'],
    ['env', 'dotenv'],
    ['text', 'text'],
    ['txt', 'text'],
    ['plain', 'text'],
    ['plaintext', 'text'],
    ['JSON', 'json'],
    ['mermaid', 'mermaid'],
    ['app.py', 'app.py'],
    ['NoSuchLang', 'nosuchlang'],
  ])('%s → %s', (lang, canonical) => {
    expect(normalizeLanguage(lang)).toBe(canonical);
  });

  it('is stable: a canonical name normalises to itself', () => {
    for (const lang of ['bash', 'shellsession', 'typescript', 'csharp', 'docker', 'text', 'go']) {
      expect(normalizeLanguage(normalizeLanguage(lang))).toBe(normalizeLanguage(lang));
    }
  });

  it('maps every canonical name it produces to something shiki can render', () => {
    for (const lang of ['sh', 'console', 'golang', 'env', 'c#', 'dockerfile', 'yml', 'txt']) {
      const name = normalizeLanguage(lang);
      expect(isBundledLanguage(name) || needsNoGrammar(name)).toBe(true);
    }
    expect(isBundledLanguage('nosuchlang')).toBe(false);
  });
});
