/**
 * An MDX runtime over an in-memory folder for unit tests: pages compile with content's
 * `compileMdx` and render with two small components (`Note`, `Box`) and any extra ones.
 */
import { compileMdx } from '../../src/content/index.ts';
import { h } from '../../src/render/h.ts';
import { MdxRuntime } from '../../src/render/mdx/mdx-runtime.ts';

/** A runtime over an in-memory folder, with two small components and any `extra` ones. */
export function runtime(files: Record<string, string> = {}, extra: Record<string, unknown> = {}) {
  const compile = (source: string, file: string) =>
    compileMdx(source, { file, fileExists: (f) => f in files, markdown: file.endsWith('.md') });
  const components = {
    Note: ({ children }: { children?: unknown }) =>
      h('aside', { className: 'note' }, children as never),
    Box: ({ cols, children }: { cols?: unknown; children?: unknown }) =>
      h('div', { 'data-cols': String(cols) }, children as never),
    ...extra,
  };
  const mdx = new MdxRuntime({
    components,
    fileExists: (file) => file in files,
    readFile: (file) => Promise.resolve(files[file] ?? ''),
    site: { iconLibrary: 'fontawesome', resolveHref: (href) => href },
  });
  return async (source: string, file = 'page.mdx') => {
    const compiled = await compile(source, file);
    const rendered = await mdx.render(compiled);
    return {
      ...rendered,
      html: rendered.html.trim(),
      diagnostics: [...compiled.diagnostics, ...rendered.diagnostics],
    };
  };
}
