/**
 * The "Ask AI" panel: a side sheet where the reader asks questions about the docs. It talks to
 * the site's assistant through the AI SDK's own `useChat` (`@ai-sdk/react`) and
 * `DefaultChatTransport`, so it reads the stream exactly as any client of the API would: the
 * answer as it arrives, rendered as safe Markdown, the cited pages under it, and the thread id
 * from the `finish` metadata sent with every follow-up. The conversation is kept while the
 * reader moves between pages (see conversation-store.ts).
 *
 * This file is the entry of its own script, `_folio/assistant.<hash>.js`, loaded the first time
 * the reader opens the panel (see launcher.ts); it sets `window.FolioAssistant`.
 *
 * @module
 */
import { useChat } from '@ai-sdk/react';
import { DefaultChatTransport } from 'ai';
import type { UIMessage } from 'ai';
import { createElement as h, useEffect, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode, SyntheticEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { fingerprint, loadConversation, saveConversation } from './conversation-store.ts';
import { renderMarkdown } from './markdown.ts';
import { uiText } from '../ui-text.ts';
import { failureMessage } from './panel-config.ts';
import type { AssistantConfig, PageFilter } from './panel-config.ts';

/** What the launcher gives the panel. */
export interface PanelOptions {
  config: AssistantConfig;
  filter: PageFilter | null;
  /** Maps links of answers and sources onto the address the reader has the site at. */
  mapUrl: (url: string) => string;
  /** Called when the reader closes the panel (the launcher gives focus back). */
  onClose: () => void;
}

/** The panel once mounted. */
export interface PanelController {
  /** Shows the panel; with `question`, asks it at once. */
  open(question?: string): void;
  close(): void;
  readonly isOpen: boolean;
}

interface PanelProps extends PanelOptions {
  open: boolean;
  /** A question to ask now, with a serial number so the same text can be asked twice. */
  ask?: { text: string; serial: number } | undefined;
}

const TITLE_ID = 'folio-assistant-title';
/** How close to the bottom of the conversation (px) counts as following it. */
const FOLLOW_MARGIN = 48;

/** The thread id the server put in an answer's metadata, if any. */
export function threadIdOf(message: UIMessage): string | undefined {
  const metadata = message.metadata as { threadId?: unknown } | undefined;
  return typeof metadata?.threadId === 'string' ? metadata.threadId : undefined;
}

function AssistantPanel(props: PanelProps): ReactNode {
  const { config } = props;
  const words = uiText();
  const saved = useMemo(() => loadConversation(config.api), [config.api]);
  const threadId = useRef<string | null>(saved?.threadId ?? null);
  const filter = useRef(props.filter);
  filter.current = props.filter;
  const transport = useMemo(() => {
    const fp = fingerprint();
    return new DefaultChatTransport({
      api: config.api,
      headers: { Authorization: `Bearer ${config.key}` },
      body: () => ({ fp, threadId: threadId.current, filter: filter.current }),
    });
  }, [config.api, config.key]);
  const chat = useChat({
    transport,
    messages: saved?.messages ?? [],
    onFinish: ({ message }) => {
      threadId.current = threadIdOf(message) ?? threadId.current;
    },
  });
  const busy = chat.status === 'submitted' || chat.status === 'streaming';

  useEffect(() => {
    if (busy) return;
    saveConversation(config.api, { threadId: threadId.current, messages: chat.messages });
  }, [busy, chat.messages, config.api]);

  // Follow the answer as it streams, unless the reader scrolled up to read something.
  const log = useRef<HTMLDivElement>(null);
  const followLog = useRef(true);
  useEffect(() => {
    const element = log.current;
    if (element && followLog.current) element.scrollTop = element.scrollHeight;
  }, [chat.messages, chat.status, props.open]);

  const asked = useRef(0);
  useEffect(() => {
    const ask = props.ask;
    if (!ask || ask.serial === asked.current || busy) return;
    asked.current = ask.serial;
    void chat.sendMessage({ text: ask.text });
  }, [props.ask, busy, chat]);

  const startOver = (): void => {
    void chat.stop();
    threadId.current = null;
    chat.setMessages([]);
    chat.clearError();
    saveConversation(config.api, undefined);
  };

  return h(
    'div',
    {
      className: 'folio-assistant',
      role: 'dialog',
      'aria-modal': 'false',
      'aria-labelledby': TITLE_ID,
      hidden: !props.open,
      onKeyDown: (event: KeyboardEvent) => {
        if (event.key === 'Escape') props.onClose();
      },
    },
    h(
      'div',
      { className: 'folio-assistant-header' },
      h('h2', { id: TITLE_ID, className: 'folio-assistant-title' }, words.assistantTitle),
      chat.messages.length > 0
        ? h(
            'button',
            { type: 'button', className: 'folio-assistant-action', onClick: startOver },
            words.newChat,
          )
        : null,
      h('button', {
        type: 'button',
        className: 'folio-icon-button folio-assistant-close',
        'aria-label': words.closeAssistant,
        onClick: props.onClose,
      }),
    ),
    h(
      'div',
      {
        ref: log,
        className: 'folio-assistant-log',
        role: 'log',
        'aria-busy': busy,
        onScroll: () => {
          const element = log.current;
          if (!element) return;
          followLog.current =
            element.scrollHeight - element.scrollTop - element.clientHeight < FOLLOW_MARGIN;
        },
      },
      chat.messages.length === 0 ? h(EmptyState) : null,
      chat.messages.map((message) =>
        h(MessageView, { key: message.id, message, mapUrl: props.mapUrl }),
      ),
      chat.status === 'submitted'
        ? h('p', { className: 'folio-assistant-pending' }, words.assistantSearching)
        : null,
      chat.error
        ? h(
            'div',
            { className: 'folio-assistant-error', role: 'alert' },
            h('p', null, failureMessage(chat.error)),
            h(
              'button',
              {
                type: 'button',
                className: 'folio-assistant-action',
                onClick: () => void chat.regenerate(),
              },
              words.tryAgain,
            ),
          )
        : null,
    ),
    h(QuestionForm, {
      busy,
      onAsk: (text: string) => {
        followLog.current = true;
        void chat.sendMessage({ text });
      },
      onStop: () => void chat.stop(),
      open: props.open,
    }),
  );
}

function EmptyState(): ReactNode {
  return h('p', { className: 'folio-assistant-empty' }, uiText().assistantIntro);
}

function MessageView(props: { message: UIMessage; mapUrl: (url: string) => string }): ReactNode {
  const { message, mapUrl } = props;
  const text = message.parts.map((part) => (part.type === 'text' ? part.text : '')).join('');
  if (message.role === 'user') {
    return h(
      'div',
      { className: 'folio-assistant-message', 'data-role': 'user' },
      h('p', null, text),
    );
  }
  const sources = message.parts.flatMap((part) =>
    part.type === 'source-url' ? [{ url: part.url, title: part.title ?? part.url }] : [],
  );
  return h(
    'div',
    { className: 'folio-assistant-message', 'data-role': 'assistant' },
    h('div', { className: 'folio-assistant-answer' }, renderMarkdown(text, { mapUrl })),
    sources.length > 0
      ? h(
          'div',
          { className: 'folio-assistant-sources' },
          h('p', { className: 'folio-assistant-sources-title' }, uiText().sources),
          h(
            'ul',
            null,
            sources.map((source) =>
              h('li', { key: source.url }, h('a', { href: mapUrl(source.url) }, source.title)),
            ),
          ),
        )
      : null,
  );
}

function QuestionForm(props: {
  busy: boolean;
  open: boolean;
  onAsk: (text: string) => void;
  onStop: () => void;
}): ReactNode {
  const words = uiText();
  const [text, setText] = useState('');
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (props.open) field.current?.focus();
  }, [props.open]);
  const submit = (event?: SyntheticEvent): void => {
    event?.preventDefault();
    const question = text.trim();
    if (question === '' || props.busy) return;
    props.onAsk(question);
    setText('');
  };
  return h(
    'form',
    { className: 'folio-assistant-form', onSubmit: submit },
    h('textarea', {
      ref: field,
      className: 'folio-assistant-input',
      'aria-label': words.yourQuestion,
      placeholder: words.askPlaceholder,
      rows: 2,
      value: text,
      onChange: (event: { target: HTMLTextAreaElement }) => {
        setText(event.target.value);
      },
      onKeyDown: (event: KeyboardEvent) => {
        if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit();
      },
    }),
    props.busy
      ? h(
          'button',
          { type: 'button', className: 'folio-assistant-send', onClick: props.onStop },
          words.stop,
        )
      : h(
          'button',
          { type: 'submit', className: 'folio-assistant-send', disabled: text.trim() === '' },
          words.send,
        ),
  );
}

/** Puts the panel in the page (closed) and returns its controls. */
export function mountAssistantPanel(options: PanelOptions): PanelController {
  const container = document.createElement('div');
  container.className = 'folio-assistant-root';
  document.body.append(container);
  const root = createRoot(container);
  let open = false;
  let ask: PanelProps['ask'];
  let serial = 0;
  const render = (): void => {
    root.render(h(AssistantPanel, { ...options, open, ask }));
  };
  const controller: PanelController = {
    open(question) {
      open = true;
      if (question !== undefined && question.trim() !== '') {
        serial += 1;
        ask = { text: question.trim(), serial };
      }
      render();
    },
    close() {
      open = false;
      render();
    },
    get isOpen() {
      return open;
    },
  };
  render();
  return controller;
}

declare global {
  interface Window {
    FolioAssistant?: { mount: typeof mountAssistantPanel };
  }
}

if (typeof window !== 'undefined') window.FolioAssistant = { mount: mountAssistantPanel };
