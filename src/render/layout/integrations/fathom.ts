/**
 * Fathom (`fathom.siteId`): the `<script data-site defer>` tag of Fathom's embed code.
 *
 * @module
 */
import type { Integration } from './integration.ts';

export const fathom: Integration = {
  key: 'fathom',
  name: 'Fathom',
  fields: [{ name: 'siteId', required: true }],
  snippet: ({ siteId = '' }) => ({
    tags: [
      {
        src: 'https://cdn.usefathom.com/script.js',
        defer: true,
        attributes: { 'data-site': siteId },
      },
    ],
    sources: {
      'script-src': ['https://cdn.usefathom.com'],
      'connect-src': ['https://cdn.usefathom.com'],
    },
  }),
};
