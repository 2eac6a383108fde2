/**
 * Google Analytics 4 (`ga4.measurementId`): Google's tag (gtag.js) as Google's install
 * instructions give it, the library `async` and the `gtag('config', …)` code after it.
 *
 * @module
 */
import { jsString } from './integration.ts';
import type { Integration } from './integration.ts';

export const ga4: Integration = {
  key: 'ga4',
  name: 'Google Analytics 4',
  fields: [{ name: 'measurementId', required: true }],
  snippet: ({ measurementId = '' }) => ({
    tags: [
      {
        src: `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`,
        async: true,
      },
    ],
    code: `window.dataLayer = window.dataLayer || [];
function gtag(){dataLayer.push(arguments);}
gtag('js', new Date());

gtag('config', ${jsString(measurementId)});`,
    sources: GOOGLE_TAG_SOURCES,
  }),
};

/** Where Google's tag scripts load from and send to (GA4 and Tag Manager alike). */
export const GOOGLE_TAG_SOURCES = {
  'script-src': ['https://www.googletagmanager.com'],
  'connect-src': [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
};
