import { describe, expect, it } from 'vitest';
import type { Diagnostic } from './diagnostic.ts';
import {
  escapeData,
  escapeProperty,
  formatGithubAnnotation,
  formatGithubAnnotations,
  workflowCommand,
} from './format-github-annotations.ts';

const options = { root: '/repo/docs', workspace: '/repo' };

const missingPage: Diagnostic = {
  severity: 'error',
  code: 'missing-page',
  message:
    'Page "quickstrat" does not exist: no quickstrat.mdx, quickstrat.md or quickstrat/index.mdx',
  hint: 'Did you mean "quickstart"?',
  position: { file: 'docs.json', line: 7, column: 28 },
  jsonPath: 'navigation.groups[0].pages[1]',
};

describe('escaping', () => {
  it('escapes %, CR and LF in the message, and nothing else', () => {
    expect(escapeData('100% done\r\nnext: a,b')).toBe('100%25 done%0D%0Anext: a,b');
  });

  it('escapes : and , in properties as well', () => {
    expect(escapeProperty('a:b,c%d\r\ne')).toBe('a%3Ab%2Cc%25d%0D%0Ae');
  });

  it('escapes % first, so an escape already in the text survives as written', () => {
    expect(escapeData('%0A')).toBe('%250A');
    expect(escapeProperty('%3A')).toBe('%253A');
  });
});

describe('workflowCommand', () => {
  it('writes the properties in GitHub’s order and leaves out missing ones', () => {
    expect(
      workflowCommand(
        'warning',
        { title: 't', endColumn: 9, endLine: 3, col: 2, line: 3, file: 'a.mdx' },
        'm',
      ),
    ).toBe('::warning file=a.mdx,line=3,col=2,endLine=3,endColumn=9,title=t::m');
    expect(workflowCommand('notice', {}, 'just a note')).toBe('::notice::just a note');
    expect(workflowCommand('error', { file: '', title: undefined }, 'x')).toBe('::error::x');
  });
});

describe('formatGithubAnnotation', () => {
  it('names the file from the repository root, with line, column, code as title and the fix', () => {
    expect(formatGithubAnnotation(missingPage, options)).toBe(
      '::error file=docs/docs.json,line=7,col=28,title=missing-page::' +
        'Page "quickstrat" does not exist: no quickstrat.mdx, quickstrat.md or quickstrat/index.mdx' +
        '%0Afix: Did you mean "quickstart"?',
    );
  });

  it('escapes the separators in a file name and the newlines of a message', () => {
    const diagnostic: Diagnostic = {
      severity: 'warning',
      code: 'odd,code',
      message: 'first line\nsecond: 50%',
      position: { file: 'guides/a:b,c.mdx', line: 3, column: 1 },
    };
    expect(formatGithubAnnotation(diagnostic, options)).toBe(
      '::warning file=docs/guides/a%3Ab%2Cc.mdx,line=3,col=1,title=odd%2Ccode::first line%0Asecond: 50%25',
    );
  });

  it('puts a JSON path without a position into the message, with no file', () => {
    const diagnostic: Diagnostic = {
      severity: 'warning',
      code: 'openapi-remote',
      message: 'Example does not match its schema',
      jsonPath: 'https://example.com/api.yaml:4:2 /paths/~1a',
    };
    expect(formatGithubAnnotation(diagnostic, options)).toBe(
      '::warning title=openapi-remote::Example does not match its schema%0Aat https://example.com/api.yaml:4:2 /paths/~1a',
    );
  });

  it('writes a file-only annotation when the line is not known', () => {
    const diagnostic: Diagnostic = {
      severity: 'error',
      code: 'unreadable-file',
      message: 'Cannot read guides/a.mdx',
      position: { file: 'guides/a.mdx', line: 0, column: 0 },
    };
    expect(formatGithubAnnotation(diagnostic, options)).toBe(
      '::error file=docs/guides/a.mdx,title=unreadable-file::Cannot read guides/a.mdx',
    );
  });

  it('writes an annotation without a file when the problem has no place', () => {
    const diagnostic: Diagnostic = {
      severity: 'error',
      code: 'unreadable-folder',
      message: 'Cannot read /repo/docs (EACCES)',
      hint: 'Check that the folder exists and that you may read it.',
    };
    expect(formatGithubAnnotation(diagnostic, options)).toBe(
      '::error title=unreadable-folder::Cannot read /repo/docs (EACCES)%0Afix: Check that the folder exists and that you may read it.',
    );
  });

  it('puts a place GitHub cannot show (outside the repository, a URL) into the message', () => {
    const outside: Diagnostic = {
      severity: 'error',
      code: 'missing-snippet',
      message: 'No such snippet',
      position: { file: '../../shared/a.mdx', line: 2, column: 4 },
    };
    expect(formatGithubAnnotation(outside, options)).toBe(
      '::error title=missing-snippet::No such snippet%0Aat /shared/a.mdx:2:4',
    );
    const remote: Diagnostic = {
      severity: 'warning',
      code: 'remote-ref',
      message: 'Could not fetch',
      position: { file: 'https://example.com/openapi.yaml', line: 1, column: 1 },
    };
    expect(formatGithubAnnotation(remote, options)).toBe(
      '::warning title=remote-ref::Could not fetch%0Aat https://example.com/openapi.yaml:1:1',
    );
  });

  it('names files from the workspace when the docs folder is the workspace itself', () => {
    expect(
      formatGithubAnnotation(missingPage, { root: '/repo', workspace: '/repo' }).split('::')[1],
    ).toBe('error file=docs.json,line=7,col=28,title=missing-page');
  });

  it('keeps a file whose name starts with two dots inside the repository', () => {
    const diagnostic: Diagnostic = {
      severity: 'error',
      code: 'x',
      message: 'm',
      position: { file: '..notes.mdx', line: 1, column: 1 },
    };
    expect(formatGithubAnnotation(diagnostic, options)).toBe(
      '::error file=docs/..notes.mdx,line=1,col=1,title=x::m',
    );
  });
});

describe('formatGithubAnnotations', () => {
  it('writes one line per diagnostic, in order', () => {
    const warning: Diagnostic = { severity: 'warning', code: 'w', message: 'careful' };
    expect(formatGithubAnnotations([warning, warning], options)).toBe(
      '::warning title=w::careful\n::warning title=w::careful',
    );
    expect(formatGithubAnnotations([], options)).toBe('');
  });
});
