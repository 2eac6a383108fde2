/**
 * `Prompt`: a ready-made prompt for an AI tool. A card shows the `description` (Markdown) with
 * action buttons; the prompt itself (the children) is kept in the page, collapsed, and is what
 * the buttons use: `copy` copies it, `cursor` opens it in Cursor. The buttons start hidden and
 * the components' island shows them, so a page without scripts shows no dead button.
 *
 * @module
 */
import type { ReactElement, ReactNode } from 'react';
import { h } from '../h.ts';
import { renderIcon } from '../icons/index.ts';
import { useUiStrings } from '../layout/ui-strings/index.ts';
import type { ComponentStrings } from '../layout/ui-strings/index.ts';
import { useSite } from '../site-context.ts';
import { renderInlineMarkdown } from './inline-markdown.ts';
import { hasContent, toText, toTextList } from './props.ts';
import { uiIcon } from './ui-icon.ts';

/** Props of `Prompt`. */
export interface PromptProps {
  /** The text on the card (Markdown). */
  description?: ReactNode;
  /** `copy` (the default) and `cursor`. */
  actions?: unknown;
  icon?: unknown;
  iconType?: unknown;
  children?: ReactNode;
}

/** The actions a prompt offers, known ones only, in the order written; `copy` when none is. */
export function promptActions(value: unknown): ('copy' | 'cursor')[] {
  const known = toTextList(value)
    .map((action) => action.toLowerCase())
    .filter((action): action is 'copy' | 'cursor' => action === 'copy' || action === 'cursor');
  return known.length === 0 ? ['copy'] : [...new Set(known)];
}

function actionButton(action: 'copy' | 'cursor', words: ComponentStrings): ReactElement {
  const copy = action === 'copy';
  return h(
    'button',
    {
      key: action,
      type: 'button',
      className: 'folio-prompt-action',
      [copy ? 'data-folio-prompt-copy' : 'data-folio-prompt-cursor']: '',
      hidden: true,
    },
    copy ? uiIcon('copy', 'folio-copy-icon') : uiIcon('arrow-up-right'),
    copy ? uiIcon('check', 'folio-copied-icon') : null,
    h(
      'span',
      { className: 'folio-prompt-action-label' },
      copy ? words.copyPrompt : words.openInCursor,
    ),
  );
}

/** A prompt card with its actions and the prompt text. */
export function Prompt(props: PromptProps): ReactElement {
  const site = useSite();
  const words = useUiStrings().components;
  if (!hasContent(props.children))
    site.warn('component-prop', 'Prompt needs the prompt text as its content.');
  const icon = renderIcon(props.icon, { iconType: toText(props.iconType) });
  return h(
    'div',
    { className: 'folio-prompt', 'data-folio-prompt': '' },
    h(
      'div',
      { className: 'folio-prompt-header' },
      icon === null ? null : h('span', { className: 'folio-prompt-icon' }, icon),
      h(
        'p',
        { className: 'folio-prompt-description' },
        hasContent(props.description)
          ? renderInlineMarkdown(props.description, site.resolveHref)
          : words.prompt,
      ),
      h(
        'div',
        { className: 'folio-prompt-actions' },
        promptActions(props.actions).map((action) => actionButton(action, words)),
      ),
    ),
    h(
      'details',
      { className: 'folio-prompt-details' },
      h('summary', { className: 'folio-prompt-summary' }, words.showPrompt),
      h('div', { className: 'folio-prompt-text', 'data-folio-prompt-text': '' }, props.children),
    ),
  );
}
