/**
 * Google Tag Manager (`gtm.tagId`): the container snippet of Tag Manager's install page. Tags the
 * container adds from other hosts need those hosts in the site's policy too (see the docs).
 *
 * @module
 */
import { jsString } from './integration.ts';
import type { Integration } from './integration.ts';
import { GOOGLE_TAG_SOURCES } from './ga4.ts';

export const gtm: Integration = {
  key: 'gtm',
  name: 'Google Tag Manager',
  fields: [{ name: 'tagId', required: true }],
  snippet: ({ tagId = '' }) => ({
    tags: [],
    code: `(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':
new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],
j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src=
'https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);
})(window,document,'script','dataLayer',${jsString(tagId)});`,
    sources: GOOGLE_TAG_SOURCES,
  }),
};
