/**
 * Passages and conversations for the answer tests, shaped as retrieval returns them.
 *
 * @module
 */
import { normalizeMessages } from '../../src/assistant/messages.ts';
import type { ChatMessage, Passage } from '../../src/assistant/types.ts';

export const SITE_URL = 'http://localhost:3000/_sites/acme';

export const tabsPassage: Passage = {
  route: '/navigation/tabs',
  title: 'Tabs',
  breadcrumbs: ['Navigation'],
  content:
    'Tabs split the docs into sections shown above the sidebar. Each tab has its own groups. ' +
    'Add a tabs array to navigation in docs.json: each item has a tab name and its groups. ' +
    'A tab can also link to an external URL with href.',
  score: 12.5,
  terms: ['tab', 'tabs'],
};

export const iconsPassage: Passage = {
  route: '/navigation/tabs',
  anchor: 'icons',
  title: 'Tabs',
  heading: 'Icons',
  breadcrumbs: ['Navigation'],
  content: 'Give a tab an icon with the icon key: any Lucide or Font Awesome name works.',
  score: 8.1,
  terms: ['icon'],
};

export const redirectsPassage: Passage = {
  route: '/reference/redirects',
  anchor: 'old-urls',
  title: 'Redirects',
  heading: 'Old URLs',
  breadcrumbs: ['Reference'],
  content:
    'List redirects in docs.json with source and destination. The build writes a page for each.',
  score: 3.2,
  version: 'v2',
  language: 'en',
};

/** A first question, as `useChat` sends it. */
export function askTabs(): ChatMessage[] {
  return normalizeMessages([
    { id: 'u1', role: 'user', parts: [{ type: 'text', text: 'How do I add a tab with an icon?' }] },
  ]);
}
