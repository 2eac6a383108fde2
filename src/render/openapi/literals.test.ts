import { execFileSync } from 'node:child_process';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  acyclic,
  jsLiteral,
  jsString,
  pythonLiteral,
  pythonString,
  shellQuote,
} from './literals.ts';

/** The value of a JavaScript expression. */
function evaluate(expression: string): unknown {
  return runInNewContext(`(${expression})`) as unknown;
}

const tricky = `it's "quoted" $HOME \`cmd\` back\\slash\nnew line\ttab \u2028 end`;

describe('shellQuote', () => {
  it('survives the shell unchanged, whatever the text', () => {
    const echoed = execFileSync('sh', ['-c', `printf '%s' ${shellQuote(tricky)}`], {
      encoding: 'utf8',
    });
    expect(echoed).toBe(tricky);
    expect(shellQuote("it's")).toBe(`'it'\\''s'`);
  });
});

describe('JavaScript literals', () => {
  it('escapes strings so they evaluate back to the same text', () => {
    expect(jsString("it's")).toBe(`'it\\'s'`);
    expect(evaluate(jsString(tricky))).toBe(tricky);
    expect(jsString('\u0001')).toBe(`'\\u0001'`);
  });

  it('writes objects with bare identifier keys and trailing commas', () => {
    const value = {
      name: 'doggie',
      'Content-Type': 'a',
      list: [1, 2],
      nested: { ok: true, none: null },
      empty: {},
    };
    expect(jsLiteral(value)).toMatchInlineSnapshot(`
      "{
        name: 'doggie',
        'Content-Type': 'a',
        list: [1, 2],
        nested: {
          ok: true,
          none: null,
        },
        empty: {},
      }"
    `);
    expect(evaluate(jsLiteral({ ...value, text: tricky }))).toEqual({
      ...value,
      text: tricky,
    });
  });

  it('keeps long or nested lists on several lines', () => {
    expect(jsLiteral([{ a: 1 }])).toBe('[\n  {\n    a: 1,\n  },\n]');
    expect(jsLiteral(['x'.repeat(70)])).toBe(`[\n  '${'x'.repeat(70)}',\n]`);
  });
});

describe('Python literals', () => {
  it('writes True, False, None and double-quoted escaped strings', () => {
    expect(pythonString('say "hi"\\\n')).toBe('"say \\"hi\\"\\\\\\n"');
    expect(pythonString('\u0007')).toBe('"\\x07"');
    expect(pythonLiteral({ ok: true, no: false, nothing: null, n: 1.5, list: ['a'] }))
      .toMatchInlineSnapshot(`
        "{
            "ok": True,
            "no": False,
            "nothing": None,
            "n": 1.5,
            "list": ["a"],
        }"
      `);
  });
});

describe('acyclic', () => {
  it('replaces references back to an enclosing value with null, keeping shared ones', () => {
    const shared = { id: 1 };
    const loop: Record<string, unknown> = { name: 'a', pair: [shared, shared] };
    loop['self'] = loop;
    expect(acyclic(loop)).toEqual({ name: 'a', pair: [{ id: 1 }, { id: 1 }], self: null });
    expect(jsLiteral(acyclic(loop))).toContain('self: null');
  });
});
