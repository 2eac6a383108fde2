/**
 * Transcend consent management (`transcend.bundleId`): the airgap.js script of the bundle.
 *
 * @module
 */
import type { Integration } from './integration.ts';

function checkBundle(value: string): string | undefined {
  return /^[\w-]+$/.test(value) ? undefined : 'may hold only letters, digits, - and _';
}

export const transcend: Integration = {
  key: 'transcend',
  name: 'Transcend',
  fields: [
    { name: 'bundleId', required: true, check: checkBundle },
    { name: 'analyticsPurpose', required: false },
  ],
  snippet: ({ bundleId = '' }) => ({
    tags: [
      {
        src: `https://transcend-cdn.com/cm/${bundleId}/airgap.js`,
        defer: true,
        attributes: { 'data-cfasync': 'false' },
      },
    ],
    sources: {
      'script-src': ['https://transcend-cdn.com'],
      'connect-src': ['https://transcend-cdn.com', 'https://*.transcend.io'],
    },
  }),
};
