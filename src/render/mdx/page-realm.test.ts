import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compileInPageRealm, isPageGlobal, PAGE_GLOBALS, pageGlobal } from './page-realm.ts';

const run = (body: string): unknown => compileInPageRealm(body, 'test')({});

describe('page realm', () => {
  it('holds only the listed globals', () => {
    const names = Object.getOwnPropertyNames(pageGlobal());
    expect(names.filter((name) => !PAGE_GLOBALS.includes(name))).toEqual([]);
    for (const name of ['Math', 'JSON', 'Intl', 'Date', 'Array', 'Object', 'Promise', 'Map']) {
      expect(isPageGlobal(name)).toBe(true);
    }
    for (const name of [
      'process',
      'require',
      'Buffer',
      'global',
      'fetch',
      'setTimeout',
      'WebAssembly',
      'SharedArrayBuffer',
      'Atomics',
      'WeakRef',
    ]) {
      expect(isPageGlobal(name)).toBe(false);
    }
  });

  it("gives a sloppy function's `this` as the page realm's global, not the server's", () => {
    const self = run('return (function () { return this; })();');
    expect(self).toBe(pageGlobal());
    expect(self).not.toBe(globalThis);
    expect(run('return typeof (function () { return this; })().process;')).toBe('undefined');
    expect(run('return typeof globalThis.process;')).toBe('undefined');
  });

  it('refuses to turn strings into code, by any path', () => {
    for (const body of [
      'return eval("1 + 1");',
      'return Function("return 1")();',
      'return ({}).constructor.constructor("return 1")();',
      'return (() => 0).constructor("return 1")();',
      'return (async () => 0).constructor("return 1");',
      'return (function* () {}).constructor("yield 1");',
    ]) {
      expect(() => run(body), body).toThrow(
        expect.objectContaining({
          name: 'EvalError',
          message: 'Code generation from strings disallowed for this context',
        }),
      );
    }
  });

  it('has btoa and atob as in browsers, built in the page realm', () => {
    expect(run('return btoa(JSON.stringify({ url: "https://a.b/mcp" }));')).toBe(
      btoa(JSON.stringify({ url: 'https://a.b/mcp' })),
    );
    for (const text of ['', 'f', 'fo', 'foo', 'foob', 'fooba', 'foobar', '\u00ff\u0000é']) {
      expect(run(`return btoa(${JSON.stringify(text)});`), text).toBe(btoa(text));
      expect(run(`return atob(${JSON.stringify(btoa(text))});`), text).toBe(text);
    }
    expect(run('return atob(" Zm9v\\nYg ");')).toBe('foob');
    expect(() => run('return btoa("✓");')).toThrow(
      expect.objectContaining({
        name: 'InvalidCharacterError',
        message: 'btoa: the string holds a character outside Latin-1',
      }),
    );
    expect(() => run('return atob("Zm9vY");')).toThrow('atob: the string is not correctly encoded');
    // Functions of the page realm: their constructor cannot turn strings into code.
    expect(run('return btoa.constructor === Function;')).toBe(true);
    expect(() => run('return btoa.constructor("return 1")();')).toThrow(
      'Code generation from strings disallowed for this context',
    );
  });

  it('routes free names through the scope object first', () => {
    const scope = new Proxy(Object.create(null) as object, {
      has: (_target, name) => name === 'answer',
      get: (_target, name) => (name === 'answer' ? 42 : undefined),
    });
    expect(compileInPageRealm('return answer + Math.max(1, 2);', 'test')(scope)).toBe(44);
  });

  it('compiles in a process where code generation from strings is disabled', () => {
    const realm = fileURLToPath(new URL('./page-realm.ts', import.meta.url));
    const script = [
      `const { compileInPageRealm } = await import(${JSON.stringify(realm)});`,
      'let refused = "";',
      'try { new Function("return 1"); } catch (error) { refused = error.name; }',
      'console.log(refused, compileInPageRealm("return [1, 2].map((n) => n * 2).join();", "t")({}));',
    ].join('\n');
    const output = execFileSync(
      process.execPath,
      ['--disallow-code-generation-from-strings', '--input-type=module', '--eval', script],
      { encoding: 'utf8' },
    );
    expect(output.trim()).toBe('EvalError 2,4');
  });
});
