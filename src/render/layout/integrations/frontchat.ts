/**
 * Front Chat (`frontchat.snippetId`, or the older `"frontchat": "chatId"`): the chat bundle,
 * then `FrontChat('init', …)` with the chat id, as Front's widget setup gives them. Both are
 * deferred, so the second runs after the first.
 *
 * @module
 */
import { jsString } from './integration.ts';
import type { Integration } from './integration.ts';

export const frontchat: Integration = {
  key: 'frontchat',
  name: 'Front Chat',
  shorthand: 'snippetId',
  fields: [{ name: 'snippetId', required: true }],
  snippet: ({ snippetId = '' }) => ({
    tags: [{ src: 'https://chat-assets.frontapp.com/v1/chat.bundle.js', defer: true }],
    code: `window.FrontChat('init', {chatId: ${jsString(snippetId)}, useDefaultLauncher: true});`,
    sources: {
      'script-src': ['https://chat-assets.frontapp.com'],
      'connect-src': ['https://*.frontapp.com', 'wss://*.frontapp.com'],
      'font-src': ['https://chat-assets.frontapp.com'],
    },
  }),
};
