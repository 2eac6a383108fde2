/**
 * Props of HTML elements written in MDX the HTML way: `class`, `for`, `style="color: red"` and
 * hyphenated SVG attributes become what React expects, so pages copied from HTML render as written.
 *
 * @module
 */
import styleToJs from 'style-to-js';

const renamed: Readonly<Record<string, string>> = {
  class: 'className',
  for: 'htmlFor',
  tabindex: 'tabIndex',
  readonly: 'readOnly',
  maxlength: 'maxLength',
  colspan: 'colSpan',
  rowspan: 'rowSpan',
  frameborder: 'frameBorder',
  allowfullscreen: 'allowFullScreen',
  autoplay: 'autoPlay',
  crossorigin: 'crossOrigin',
  srcset: 'srcSet',
  'stroke-width': 'strokeWidth',
  'stroke-linecap': 'strokeLinecap',
  'stroke-linejoin': 'strokeLinejoin',
  'fill-rule': 'fillRule',
  'clip-rule': 'clipRule',
  'xlink:href': 'xlinkHref',
  'xml:space': 'xmlSpace',
  'xmlns:xlink': 'xmlnsXlink',
};

/** Returns `props` with HTML-style names and string styles converted (the input is not changed). */
export function jsxProps(props: Readonly<Record<string, unknown>>): Record<string, unknown> {
  let result: Record<string, unknown> | undefined;
  for (const [name, value] of Object.entries(props)) {
    const target = renamed[name];
    const needsStyle = name === 'style' && typeof value === 'string';
    if (target === undefined && !needsStyle) continue;
    result ??= { ...props };
    if (needsStyle) {
      result['style'] = parseStyle(value);
    } else if (target !== undefined) {
      result[name] = undefined;
      result[target] ??= value;
    }
  }
  return result ?? props;
}

function parseStyle(style: string): Record<string, string> {
  try {
    return styleToJs(style, { reactCompat: true });
  } catch {
    return {};
  }
}
