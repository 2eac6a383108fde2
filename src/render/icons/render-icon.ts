/**
 * React rendering of icons for the MDX components and the layout: inline SVG for library icons,
 * an `<img>` for paths and URLs, a neutral square (and one build warning) for unknown names.
 *
 * @module
 */
import type { CSSProperties, ReactElement } from 'react';
import { h } from '../h.ts';
import { useSite } from '../site-context.ts';
import type { IconLibrary } from '../site-context.ts';
import { resolveIcon, toIconInput } from './resolve-icon.ts';
import type { IconInput } from './resolve-icon.ts';

/** How an icon is drawn. */
export interface RenderIconOptions {
  /** Font Awesome style for a name given as a string (`iconType` in MDX). */
  iconType?: string | undefined;
  /** Extra class names for the icon element. */
  className?: string | undefined;
  /** A CSS colour for the icon. */
  color?: string | undefined;
  /** A CSS length for the icon's size (it is 1em of the surrounding text by default). */
  size?: string | undefined;
  /** Accessible name; without it the icon is decorative and hidden from assistive technology. */
  label?: string | undefined;
}

interface FolioIconProps extends RenderIconOptions {
  icon: IconInput;
}

function libraryName(library: IconLibrary): string {
  if (library === 'lucide') return 'Lucide';
  if (library === 'tabler') return 'Tabler (served from Lucide)';
  return 'Font Awesome Free';
}

/** Renders one icon; use `renderIcon` to get one from an untyped prop. */
export function FolioIcon(props: FolioIconProps): ReactElement {
  const site = useSite();
  const input: IconInput =
    typeof props.icon === 'string' && props.iconType !== undefined
      ? { name: props.icon, style: props.iconType }
      : props.icon;
  const resolved = resolveIcon(input, site.iconLibrary);
  const className = ['folio-icon', props.className].filter(Boolean).join(' ');
  const style: CSSProperties = {};
  if (props.color !== undefined) style.color = props.color;
  if (props.size !== undefined) style.fontSize = props.size;
  const a11y =
    props.label === undefined
      ? { 'aria-hidden': true as const }
      : { role: 'img', 'aria-label': props.label };
  if (resolved.kind === 'image') {
    return h('img', {
      className: `${className} folio-icon-image`,
      src: site.resolveHref(resolved.src),
      alt: props.label ?? '',
      loading: 'lazy',
      decoding: 'async',
      style,
    });
  }
  if (resolved.kind === 'placeholder') {
    const library =
      typeof input === 'string' ? site.iconLibrary : (input.library ?? site.iconLibrary);
    site.warn(
      'icon-not-found',
      `Icon "${resolved.name}" is not in ${libraryName(library)}; a placeholder is shown. Use an icon name from that library or an image path.`,
    );
    return h('span', {
      className: `${className} folio-icon-placeholder`,
      'data-icon': resolved.name,
      style,
      ...a11y,
    });
  }
  if (resolved.substitute !== undefined) {
    const name = typeof input === 'string' ? input : input.name;
    const library =
      typeof input === 'string' ? site.iconLibrary : (input.library ?? site.iconLibrary);
    site.warn(
      'icon-substituted',
      `Icon "${name}" is not in ${libraryName(library)}; "${resolved.substitute}" is shown instead.`,
    );
  }
  const fromSprite = resolved.substitute === undefined ? site.sprite?.use(resolved.svg) : undefined;
  return h('span', {
    className,
    style,
    ...a11y,
    dangerouslySetInnerHTML: { __html: fromSprite ?? resolved.svg },
  });
}

/**
 * Renders an icon from any prop value (a name, an `{ name, style, library }` object, a path or
 * URL); `null` when the value holds no icon.
 */
export function renderIcon(icon: unknown, options: RenderIconOptions = {}): ReactElement | null {
  const input = toIconInput(icon);
  if (input === undefined) return null;
  return h(FolioIcon, { ...options, icon: input });
}
