/**
 * Callouts: `Note`, `Info`, `Tip`, `Warning`, `Danger`, `Check` and the configurable `Callout`
 * (`icon`, `color`, `iconType`, and `type` for one of the kinds). Each is a tinted box with an icon.
 *
 * @module
 */
import type { CSSProperties, ReactElement, ReactNode } from 'react';
import { h } from '../h.ts';
import { renderIcon } from '../icons/index.ts';
import { useUiStrings } from '../layout/ui-strings/index.ts';
import type { ComponentStrings } from '../layout/ui-strings/index.ts';
import { hasContent, toCssColor, toText } from './props.ts';
import { uiIcon } from './ui-icon.ts';
import type { UiIconName } from './ui-icon.ts';

/** The built-in callout kinds. */
export type CalloutKind = 'note' | 'info' | 'tip' | 'warning' | 'danger' | 'check';

/** Each kind's icon; its label is the kind's word in the page's language. */
const kinds: Record<CalloutKind, { icon: UiIconName }> = {
  note: { icon: 'info' },
  info: { icon: 'circle-alert' },
  tip: { icon: 'lightbulb' },
  warning: { icon: 'triangle-alert' },
  danger: { icon: 'octagon-alert' },
  check: { icon: 'circle-check' },
};

/** Props of every callout. */
export interface CalloutProps {
  children?: ReactNode;
  /** A bold first line (seen as `<Tip title="...">`). */
  title?: ReactNode;
  /** Callout only: the icon (name, object or image). */
  icon?: unknown;
  iconType?: unknown;
  /** Callout only: the accent colour. */
  color?: unknown;
  /** Callout only: one of the kinds (`<Callout type="warning">`). */
  type?: unknown;
}

/** The default icon of each kind (typed cards use them too). */
export const calloutIcons: Record<CalloutKind, UiIconName> = Object.fromEntries(
  Object.entries(kinds).map(([kind, { icon }]) => [kind, icon]),
) as Record<CalloutKind, UiIconName>;

function calloutKind(value: unknown): CalloutKind | undefined {
  const text = toText(value)?.toLowerCase();
  return text !== undefined && text in kinds ? (text as CalloutKind) : undefined;
}

function renderCallout(
  kind: CalloutKind | undefined,
  props: CalloutProps,
  words: ComponentStrings,
): ReactElement {
  const color = toCssColor(props.color);
  const style: CSSProperties = {};
  if (color !== undefined) Object.assign(style, { '--folio-callout-color': color });
  const icon =
    renderIcon(props.icon, { iconType: toText(props.iconType) }) ??
    uiIcon(kind === undefined ? 'info' : kinds[kind].icon);
  const title = hasContent(props.title) ? props.title : undefined;
  const label = typeof title === 'string' ? title : words[kind ?? 'note'];
  return h(
    'div',
    {
      className: `folio-callout folio-callout-${kind ?? 'custom'}`,
      role: 'note',
      'aria-label': label,
      style,
    },
    h('span', { className: 'folio-callout-icon' }, icon),
    h(
      'div',
      { className: 'folio-callout-body' },
      title === undefined ? null : h('p', { className: 'folio-callout-title' }, title),
      props.children,
    ),
  );
}

/** A blue note. */
export function Note(props: CalloutProps): ReactElement {
  return renderCallout('note', props, useUiStrings().components);
}

/** A neutral remark. */
export function Info(props: CalloutProps): ReactElement {
  return renderCallout('info', props, useUiStrings().components);
}

/** A green suggestion. */
export function Tip(props: CalloutProps): ReactElement {
  return renderCallout('tip', props, useUiStrings().components);
}

/** An amber warning. */
export function Warning(props: CalloutProps): ReactElement {
  return renderCallout('warning', props, useUiStrings().components);
}

/** A red warning about something harmful. */
export function Danger(props: CalloutProps): ReactElement {
  return renderCallout('danger', props, useUiStrings().components);
}

/** A green confirmation. */
export function Check(props: CalloutProps): ReactElement {
  return renderCallout('check', props, useUiStrings().components);
}

/** A callout with its own icon and colour, or one of the kinds via `type`. */
export function Callout(props: CalloutProps): ReactElement {
  return renderCallout(calloutKind(props.type), props, useUiStrings().components);
}
