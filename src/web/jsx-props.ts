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
  const names = Object.keys(props);
  const converts = (name: string): boolean =>
    renamed[name] !== undefined || (name === 'style' && typeof props[name] === 'string');
  if (!names.some(converts)) return props;
  // A new object without the HTML names: React warns about `class` even when it is undefined.
  const result: Record<string, unknown> = {};
  for (const name of names) {
    const value = props[name];
    const target = renamed[name];
    if (name === 'style' && typeof value === 'string') result['style'] = parseStyle(value);
    else if (target === undefined) result[name] = value;
    else result[target] ??= value;
  }
  return result;
}

function parseStyle(style: string): Record<string, string> {
  try {
    return styleToJs(style, { reactCompat: true });
  } catch {
    return {};
  }
}
