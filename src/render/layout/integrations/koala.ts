/**
 * Koala (`koala.publicApiKey`): Koala's pixel snippet, which loads the SDK for the key.
 *
 * @module
 */
import { jsString } from './integration.ts';
import type { Integration } from './integration.ts';

export const koala: Integration = {
  key: 'koala',
  name: 'Koala',
  fields: [{ name: 'publicApiKey', required: true }],
  snippet: ({ publicApiKey = '' }) => ({
    tags: [],
    code: `!function(t){if(window.ko)return;window.ko=[],["identify","track","removeListeners","open","on","off","qualify","ready"].forEach(function(t){ko[t]=function(){var n=[].slice.call(arguments);return n.unshift(t),ko.push(n),ko}});var n=document.createElement("script");n.async=!0,n.setAttribute("src",${jsString(`https://cdn.getkoala.com/v1/${encodeURIComponent(publicApiKey)}/sdk.js`, '"')}),(document.body || document.head).appendChild(n)}();`,
    sources: {
      'script-src': ['https://cdn.getkoala.com'],
      'connect-src': ['https://api.getkoala.com', 'wss://api.getkoala.com'],
    },
  }),
};
