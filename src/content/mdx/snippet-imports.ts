/**
 * Snippet imports: `import Setup from '/snippets/setup.mdx'` (also `./` and `../`, `.mdx`, `.md`,
 * `.jsx`) and the legacy `<Snippet file="setup.mdx" />` (found in `snippets/` or `_snippets/`).
 * Both are taken out of the page's ESM and listed, so the renderer can bind each local name to the
 * compiled snippet. A legacy tag whose file is missing stays `<Snippet>` (a placeholder) with a
 * warning: the platform renders such pages. Imports of packages
 * (`import { x } from 'react'`) are listed without a file.
 *
 * @module
 */
import path from 'node:path/posix';
import type { ImportDeclaration } from 'estree';
import type { Root } from 'mdast';
import { SKIP } from 'unist-util-visit';
import { walkTree as visit } from './walk-tree.ts';
import type { Diagnostic } from '../../shared/index.ts';
import { stringAttribute } from './heading-ids.ts';

export interface SnippetImport {
  /** The name the page uses (`Setup`). */
  local: string;
  /** `default`, `*` for a namespace import, or the exported name. */
  imported: string;
  /** As written (`/snippets/setup.mdx`). */
  source: string;
  /** The snippet's path relative to the docs folder, when it exists. */
  file?: string | undefined;
  line: number;
}

const snippetExtensions = ['', '.mdx', '.md', '.jsx', '.js', '.tsx', '.ts'];

/**
 * Finds snippet imports in `tree` (the page `file`), removes them from its ESM, and returns them.
 * `fileExists` answers for docs-folder-relative paths; `refused`, for paths left out because they
 * are links leading outside the docs folder.
 *
 * An import of a file that does not exist is a warning (the renderer binds its names to a
 * placeholder): the platform renders such pages. An import of a refused link stays an error, so
 * that the page using it is not built as if nothing were wrong.
 */
export function takeSnippetImports(
  tree: Root,
  file: string,
  fileExists: (relative: string) => boolean,
  diagnostics: Diagnostic[],
  refused: (relative: string) => boolean = () => false,
): SnippetImport[] {
  const imports: SnippetImport[] = [];
  const resolve = (source: string, line: number, column: number): string | undefined => {
    const found = resolveSnippetPath(source, file, fileExists);
    if (found === undefined) {
      const outside = resolveSnippetPath(source, file, refused) !== undefined;
      diagnostics.push({
        severity: outside ? 'error' : 'warning',
        code: 'snippet-missing',
        message: outside
          ? `Snippet "${source}" does not exist`
          : `Snippet "${source}" does not exist; the page is built without it`,
        hint: 'Check the path: absolute paths start at the docs folder (/snippets/x.mdx), relative ones at this page.',
        position: { file, line, column },
      });
    }
    return found;
  };

  let legacy = 0;
  visit(tree, (node, index, parent) => {
    if (node.type === 'mdxjsEsm') {
      const program = node.data?.estree;
      if (!program) return SKIP;
      const line = node.position?.start.line ?? 1;
      const kept = program.body.filter((statement) => {
        if (statement.type !== 'ImportDeclaration') return true;
        const source = String(statement.source.value);
        const relative = isRelativeSource(source);
        const resolved = relative
          ? resolve(source, statementLine(statement, line), statementColumn(statement))
          : undefined;
        for (const specifier of specifiersOf(statement)) {
          imports.push({
            ...specifier,
            source,
            file: resolved,
            line: statementLine(statement, line),
          });
        }
        return false;
      });
      program.body = kept;
      if (kept.length === 0 && parent && index !== undefined) {
        parent.children.splice(index, 1);
        return index;
      }
      return SKIP;
    }
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      if (node.name !== 'Snippet') return;
      const fileAttribute = stringAttribute(node, 'file');
      if (fileAttribute === undefined) return;
      const start = node.position?.start;
      const line = start?.line ?? 1;
      const found = legacySnippetPath(fileAttribute, fileExists);
      if (found === undefined) {
        // Left as <Snippet file>, which renders a placeholder: the page itself is fine.
        diagnostics.push({
          severity: 'warning',
          code: 'snippet-missing',
          message: `Snippet "${fileAttribute}" does not exist; the page is built without it`,
          hint: fileAttribute.startsWith('/')
            ? 'Check the path: it starts at the docs folder.'
            : `Put it in snippets/${fileAttribute} or _snippets/${fileAttribute}, or check the name.`,
          position: { file, line, column: start?.column ?? 1 },
        });
        return undefined;
      }
      const local = `FolioSnippet${String(legacy++)}`;
      imports.push({ local, imported: 'default', source: `/${found}`, file: found, line });
      node.name = local;
      node.attributes = node.attributes.filter(
        (attribute) => attribute.type !== 'mdxJsxAttribute' || attribute.name !== 'file',
      );
    }
    return undefined;
  });
  return imports;
}

/**
 * The file of a legacy `<Snippet file="x.mdx" />`: a path from the docs folder when it starts
 * with `/`, else a name in `snippets/` or, as older sites keep them, `_snippets/`.
 */
function legacySnippetPath(
  name: string,
  fileExists: (relative: string) => boolean,
): string | undefined {
  const sources = name.startsWith('/') ? [name] : [`/snippets/${name}`, `/_snippets/${name}`];
  for (const source of sources) {
    const found = resolveSnippetPath(source, '', fileExists);
    if (found !== undefined) return found;
  }
  return undefined;
}

function isRelativeSource(source: string): boolean {
  return source.startsWith('/') || source.startsWith('./') || source.startsWith('../');
}

/** Resolves an import source against the importing file; `undefined` when no such file exists. */
export function resolveSnippetPath(
  source: string,
  importer: string,
  fileExists: (relative: string) => boolean,
): string | undefined {
  const base = source.startsWith('/') ? source.slice(1) : path.join(path.dirname(importer), source);
  const normalised = path.normalize(base);
  if (normalised.startsWith('../')) return undefined;
  for (const extension of snippetExtensions) {
    if (fileExists(normalised + extension)) return normalised + extension;
  }
  return undefined;
}

function specifiersOf(statement: ImportDeclaration): { local: string; imported: string }[] {
  return statement.specifiers.map((specifier) => {
    if (specifier.type === 'ImportDefaultSpecifier') {
      return { local: specifier.local.name, imported: 'default' };
    }
    if (specifier.type === 'ImportNamespaceSpecifier') {
      return { local: specifier.local.name, imported: '*' };
    }
    const imported = specifier.imported;
    return {
      local: specifier.local.name,
      imported: imported.type === 'Identifier' ? imported.name : String(imported.value),
    };
  });
}

function statementLine(statement: ImportDeclaration, fallback: number): number {
  return statement.loc?.start.line ?? fallback;
}

/** The 1-based column where `statement` starts (1 when unknown). */
function statementColumn(statement: ImportDeclaration): number {
  return (statement.loc?.start.column ?? 0) + 1;
}
