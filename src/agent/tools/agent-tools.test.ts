import { mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { AgentTodo } from '../../storage/index.ts';
import { removeTemporaryFolders, temporaryFolder } from '../../../test/agent/docs-repository.ts';
import { loadDocsProject } from '../../content/index.ts';
import { agentTools } from './agent-tools.ts';
import type { BrokenLinksCheck } from './check-tools.ts';
import { Workspace } from './workspace.ts';

afterAll(removeTemporaryFolders);

const DOCS_JSON = `{
    "name": "Acme",
    "navigation": {
        "groups": [{ "group": "Start", "pages": ["index", "guides/setup"] }]
    }
}
`;

describe('the agent tools', () => {
  let root: string;
  let outside: string;
  let tools: ReturnType<typeof agentTools>;
  let todoLists: AgentTodo[][];

  /** Calls a tool the way the loop does, and returns its answer. */
  async function call(name: keyof typeof tools, input: unknown): Promise<string> {
    const selected = tools[name];
    if (!selected) throw new Error(`No tool ${name}.`);
    const execute = selected.execute as (input: unknown, options: unknown) => Promise<string>;
    return execute(input, { toolCallId: 't', messages: [], context: {} });
  }

  beforeEach(async () => {
    root = await temporaryFolder();
    outside = await temporaryFolder();
    await mkdir(path.join(root, 'guides'));
    await writeFile(path.join(root, 'docs.json'), DOCS_JSON);
    await writeFile(path.join(root, 'index.mdx'), '---\ntitle: Home\n---\n\nWelcome to Acme.\n');
    await writeFile(
      path.join(root, 'guides', 'setup.mdx'),
      '---\ntitle: Setup\n---\n\nInstall Acme.\nRun Acme.\nInstall again.\n',
    );
    await symlink(outside, path.join(root, 'out'));
    todoLists = [];
    const brokenLinks: BrokenLinksCheck = async (docs) => ({
      broken: [...(await loadDocsProject(docs)).pageSources].flatMap(([file, text]) =>
        text.includes('](/nowhere)')
          ? [{ file, line: 7, column: 1, written: '/nowhere', problem: 'no page /nowhere' }]
          : [],
      ),
      diagnostics: [],
    });
    tools = agentTools({
      workspace: await Workspace.open(root),
      brokenLinks,
      onTodos: (todos) => {
        todoLists.push([...todos]);
        return Promise.resolve();
      },
    });
  });

  it('lists, reads with line numbers and ranges, and searches', async () => {
    expect(await call('list_files', {})).toBe('docs.json\nguides/setup.mdx\nindex.mdx');
    expect(await call('list_files', { path: 'guides' })).toBe('guides/setup.mdx');
    expect(await call('read_file', { path: 'guides/setup.mdx', startLine: 5, endLine: 6 }))
      .toMatchInlineSnapshot(`
      "5	Install Acme.
      6	Run Acme.
      (lines 7-7 not shown)"
    `);
    expect(await call('read_file', { path: 'guides/setup.mdx', startLine: 40 })).toBe(
      'Error: guides/setup.mdx has only 7 lines.',
    );
    expect(await call('search_files', { query: 'install' })).toBe(
      'guides/setup.mdx:5: Install Acme.\nguides/setup.mdx:7: Install again.',
    );
    expect(await call('search_files', { query: '^Run', regex: true })).toBe(
      'guides/setup.mdx:6: Run Acme.',
    );
    expect(await call('search_files', { query: '(', regex: true })).toMatch(
      /^Error: "\(" is not a valid regular expression/,
    );
    expect(await call('read_file', { path: 'missing.mdx' })).toBe(
      'Error: "missing.mdx" does not exist. List the files to see what is there.',
    );
  });

  it('writes, edits exactly once, moves and deletes', async () => {
    expect(await call('write_file', { path: 'guides/faq.mdx', content: '# FAQ\n' })).toBe(
      'Created guides/faq.mdx (2 lines).',
    );
    expect(
      await call('edit_file', { path: 'guides/setup.mdx', oldString: 'Install', newString: 'Get' }),
    ).toBe(
      'Error: oldString appears 2 times in guides/setup.mdx: include more of the surrounding text to pick one, or set replaceAll.',
    );
    expect(
      await call('edit_file', {
        path: 'guides/setup.mdx',
        oldString: 'Install Acme.',
        newString: 'Install Acme with $&.',
      }),
    ).toBe('Edited guides/setup.mdx: replaced one occurrence.');
    expect(await readFile(path.join(root, 'guides', 'setup.mdx'), 'utf8')).toContain(
      'Install Acme with $&.\n',
    );
    expect(
      await call('edit_file', { path: 'index.mdx', oldString: 'Goodbye', newString: 'x' }),
    ).toMatch(/^Error: oldString does not appear in index.mdx/);
    expect(await call('move_file', { from: 'guides/faq.mdx', to: 'help/faq.mdx' })).toBe(
      'Moved guides/faq.mdx to help/faq.mdx.',
    );
    expect(await call('move_file', { from: 'index.mdx', to: 'help/faq.mdx' })).toBe(
      'Error: help/faq.mdx already exists.',
    );
    expect(await call('delete_file', { path: 'help/faq.mdx' })).toBe('Deleted help/faq.mdx.');
    expect(await call('delete_file', { path: 'guides' })).toBe(
      'Error: guides is a folder: delete the files in it one by one.',
    );
    expect(await call('list_files', {})).toBe('docs.json\nguides/setup.mdx\nindex.mdx');
  });

  it('refuses every path that leaves the docs folder, and writes nothing outside', async () => {
    const attempts: [keyof typeof tools, unknown][] = [
      ['read_file', { path: '../secret' }],
      ['write_file', { path: '/tmp/escape.mdx', content: 'x' }],
      ['write_file', { path: 'out/escape.mdx', content: 'x' }],
      ['edit_file', { path: '.git/config', oldString: 'a', newString: 'b' }],
      ['move_file', { from: 'index.mdx', to: '../index.mdx' }],
      ['delete_file', { path: 'out' }],
      ['list_files', { path: 'out' }],
      ['search_files', { query: 'x', path: '..' }],
    ];
    for (const [name, input] of attempts) {
      expect(await call(name, input)).toMatch(
        /^Error: .*(climbs out|absolute path|inside \.git|outside the docs folder)/,
      );
    }
    expect(await readFile(path.join(root, 'index.mdx'), 'utf8')).toContain('Welcome');
    expect(await call('list_files', { path: '.', recursive: false })).not.toContain('out');
  });

  it('edits docs.json at a JSON path, keeping its layout and indentation', async () => {
    expect(
      await call('edit_docs_json', {
        action: 'insert',
        path: 'navigation.groups[0].pages[-1]',
        value: 'guides/faq',
      }),
    ).toBe(
      'Inserted into navigation.groups[0].pages[-1] in docs.json. Run validate_docs to check the result.',
    );
    expect(
      await call('edit_docs_json', {
        action: 'set',
        path: 'colors',
        value: { primary: '#123456' },
      }),
    ).toMatch(/^Set colors/);
    expect(await call('edit_docs_json', { action: 'remove', path: 'name' })).toMatch(/^Removed/);
    expect(await readFile(path.join(root, 'docs.json'), 'utf8')).toMatchInlineSnapshot(`
      "{
          "navigation": {
              "groups": [{ "group": "Start", "pages": ["index", "guides/setup", "guides/faq"] }]
          },
          "colors": {
              "primary": "#123456"
          }
      }
      "
    `);
    expect(await call('edit_docs_json', { action: 'remove', path: 'logo' })).toBe(
      'Error: docs.json has nothing at logo.',
    );
    expect(
      await call('edit_docs_json', { action: 'insert', path: 'navigation.groups', value: 1 }),
    ).toMatch(/^Error: To insert, end the path with an array index/);
    expect(
      await call('edit_docs_json', { action: 'set', path: 'navigation..x', value: 1 }),
    ).toMatch(/^Error: "navigation..x" is not a JSON path/);
  });

  it('validates, and checks links with the given check', async () => {
    // The folder's link out (`out`, which the file tools refuse) is reported, not followed.
    expect(await call('validate_docs', {})).toBe(
      `docs.json invalid: 2 pages in the navigation, 1 errors, 0 warnings.\nout:1:1: error [link-outside-folder] out is a symbolic link to ${outside}, outside the docs folder: it is left out Fix: Replace the link with a copy of the file, or move the target inside the docs folder.`,
    );
    expect(await call('check_links', {})).toBe('No broken links.');
    await call('edit_docs_json', {
      action: 'insert',
      path: 'navigation.groups[0].pages[-1]',
      value: 'guides/faq',
    });
    await writeFile(path.join(root, 'index.mdx'), '---\ntitle: Home\n---\n\n[Go](/nowhere)\n');
    const report = await call('validate_docs', {});
    // A missing page is a warning (the build leaves the entry out), but the agent is told to
    // fix it: it is listed with the errors, ahead of the other warnings.
    expect(report.split('\n').slice(0, 3)).toEqual([
      'docs.json invalid: 2 pages in the navigation, 1 errors, 1 warnings. Fix the 1 missing-page warnings too: those entries are left out of the site.',
      'docs.json:4:75: warning [missing-page] Page "guides/faq" does not exist: no guides/faq.mdx, guides/faq.md or guides/faq/index.mdx; it is left out of the navigation (at navigation.groups[0].pages[2]) Fix: Create guides/faq.mdx, or correct the path (relative to the docs folder, without extension).',
      `out:1:1: error [link-outside-folder] out is a symbolic link to ${outside}, outside the docs folder: it is left out Fix: Replace the link with a copy of the file, or move the target inside the docs folder.`,
    ]);
    expect(report).toContain('(at navigation.groups[0].pages[2]) Fix: Create guides/faq.mdx');
    expect(await call('check_links', {})).toBe(
      '1 broken links.\nindex.mdx:7:1: /nowhere → no page /nowhere',
    );
  });

  it('stores the whole todo list on each change, keeping ids', async () => {
    expect(
      await call('update_todos', {
        todos: [
          { content: 'Read the setup guide', status: 'in_progress', priority: 'high' },
          { content: 'Add a FAQ', status: 'pending', priority: 'medium' },
        ],
      }),
    ).toBe('Saved 2 todos (1 in progress, 1 pending).');
    await call('update_todos', {
      todos: [
        { content: 'Add a FAQ', status: 'in_progress', priority: 'medium' },
        { content: 'Read the setup guide', status: 'completed', priority: 'high' },
        { id: 'x', content: 'Validate', status: 'pending', priority: 'low' },
      ],
    });
    expect(todoLists).toEqual([
      [
        { id: '1', content: 'Read the setup guide', status: 'in_progress', priority: 'high' },
        { id: '2', content: 'Add a FAQ', status: 'pending', priority: 'medium' },
      ],
      [
        { id: '2', content: 'Add a FAQ', status: 'in_progress', priority: 'medium' },
        { id: '1', content: 'Read the setup guide', status: 'completed', priority: 'high' },
        { id: 'x', content: 'Validate', status: 'pending', priority: 'low' },
      ],
    ]);
    expect(
      await call('update_todos', {
        todos: [
          { id: 'a', content: 'One', status: 'pending', priority: 'low' },
          { id: 'a', content: 'Two', status: 'pending', priority: 'low' },
        ],
      }),
    ).toBe('Error: Two todos have the id "a": give each todo its own id.');
    expect(todoLists).toHaveLength(2);
  });
});
