/**
 * The finishing touches on a highlighted block: canonical hast properties, the fence meta as
 * `data-*` attributes on `pre`, and classes on highlighted and focused lines.
 *
 * @module
 */
import type { Element, Properties } from 'hast';
import type { CodeMeta } from './code-meta.ts';

/**
 * Decorates `pre` (shiki's output) in place for `meta`: `dataLanguage` (= `lang`), `dataTitle`,
 * `dataIcon`, `dataLineNumbers`, `dataWrap`, `dataExpandable`, `dataNocopy` on `pre`; `highlighted` and
 * `focused` on the `span.line` of the lines listed in `meta` (and `has-focused` on `pre` when
 * some line is focused). Shiki's `class` and `tabindex` become `className` and `tabIndex`, the
 * property names hast tools expect.
 */
export function decorateBlock(pre: Element, meta: CodeMeta, lang: string): Element {
  canonicalizeTree(pre);

  const properties = pre.properties;
  properties['dataLanguage'] = lang;
  if (meta.title !== undefined) properties['dataTitle'] = meta.title;
  if (meta.icon !== undefined) properties['dataIcon'] = meta.icon;
  if (meta.lineNumbers) properties['dataLineNumbers'] = '';
  if (meta.wrap) properties['dataWrap'] = '';
  if (meta.expandable === true) properties['dataExpandable'] = '';
  if (meta.noCopy === true) properties['dataNocopy'] = '';

  const focus = meta.focus ?? new Set<number>();
  if (focus.size > 0) addClass(pre, 'has-focused');
  if (meta.highlight.size === 0 && focus.size === 0) return pre;

  let line = 0;
  for (const code of pre.children) {
    if (code.type !== 'element' || code.tagName !== 'code') continue;
    for (const span of code.children) {
      if (span.type !== 'element' || !hasClass(span, 'line')) continue;
      line++;
      if (meta.highlight.has(line)) addClass(span, 'highlighted');
      if (focus.has(line)) addClass(span, 'focused');
    }
  }
  return pre;
}

/** {@link canonicalProperties} on `element` and every element inside it. */
function canonicalizeTree(element: Element): void {
  element.properties = canonicalProperties(element.properties);
  for (const child of element.children) {
    if (child.type === 'element') canonicalizeTree(child);
  }
}

/**
 * `properties` with `class` (a string) as `className` (a list) and `tabindex` as `tabIndex`.
 * A new object rather than `delete`: blocks have thousands of token spans, and objects that
 * lost a key are slow for everything that reads them later.
 */
function canonicalProperties(properties: Properties): Properties {
  const { class: classValue, tabindex: tabIndex, ...rest } = properties;
  if (classValue === undefined && tabIndex === undefined) return properties;
  if (classValue !== undefined) {
    const names = Array.isArray(classValue)
      ? classValue.map(String)
      : String(classValue).split(/\s+/).filter(Boolean);
    rest.className = [...(rest.className ?? []), ...names];
  }
  if (tabIndex !== undefined) rest.tabIndex = Number(tabIndex);
  return rest;
}

function hasClass(element: Element, name: string): boolean {
  return element.properties.className?.includes(name) ?? false;
}

function addClass(element: Element, name: string): void {
  const names = element.properties.className ?? [];
  if (!names.includes(name)) element.properties.className = [...names, name];
}
