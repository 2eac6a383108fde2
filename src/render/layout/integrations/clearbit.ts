/**
 * Clearbit (`clearbit.publicApiKey`): the Clearbit tag, one script whose path holds the key.
 *
 * @module
 */
import type { Integration } from './integration.ts';

export const clearbit: Integration = {
  key: 'clearbit',
  name: 'Clearbit',
  fields: [{ name: 'publicApiKey', required: true }],
  snippet: ({ publicApiKey = '' }) => ({
    tags: [
      {
        src: `https://tag.clearbit.com/v1/${encodeURIComponent(publicApiKey)}/tags.js`,
        async: true,
        attributes: { referrerPolicy: 'strict-origin-when-cross-origin' },
      },
    ],
    sources: {
      'script-src': ['https://tag.clearbit.com', 'https://x.clearbitjs.com'],
      'connect-src': ['https://x.clearbitjs.com'],
    },
  }),
};
