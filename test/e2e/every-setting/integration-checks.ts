/**
 * The every-setting checks of `integrations`: each provider's documented snippet, with the
 * fixture's value of each field in it, in the integrations script every page loads, behind
 * the consent gate `integrations.cookies` sets up.
 *
 * @module
 */
import { expect } from 'vitest';
import { asset, page, type Check } from './built-site.ts';

/** provider.field → text of its snippet that carries the fixture's value. */
const SNIPPETS: Record<string, string> = {
  'adobe.launchUrl': '"src":"https://assets.adobedtm.com/every/launch.min.js"',
  'amplitude.apiKey': '"src":"https://cdn.amplitude.com/script/AMP-EVERY.js"',
  'clarity.projectId': '"clarity", "script", "clarityevery");',
  'clearbit.publicApiKey': '"src":"https://tag.clearbit.com/v1/pk_clearbit_every/tags.js"',
  'fathom.siteId': '"data-site":"FATHOMEVERY"',
  'frontchat.snippetId': "window.FrontChat('init', {chatId: 'frontchat-every'",
  'ga4.measurementId': '"src":"https://www.googletagmanager.com/gtag/js?id=G-EVERY1234"',
  'gtm.tagId': "'script','dataLayer','GTM-EVERY');",
  'heap.appId': 'heap.load("heap-every");',
  'hightouch.writeKey': "load('ht-write-every',",
  'hightouch.apiHost': "{apiHost:'ht.every.example.com'}",
  'hotjar.hjid': '_hjSettings={hjid:4242,',
  'hotjar.hjsv': 'hjsv:6}',
  'intercom.appId': 'app_id: "intercom-every"',
  'logrocket.appId': "window.LogRocket.init('every/logrocket')",
  'mixpanel.projectToken': 'mixpanel.init("mixpanel-every"',
  'pirsch.id': '"data-code":"pirsch-every"',
  'plausible.domain': '"data-domain":"every.example.com"',
  'plausible.server': '"src":"https://plausible.every.example.com/js/script.js"',
  'posthog.apiKey': "posthog.init('phc_every',",
  'posthog.apiHost': "api_host: 'https://ph.every.example.com'",
  'posthog.sessionRecording': 'disable_session_recording: true',
  'segment.key': 'analytics._writeKey="segment-every"',
  'cookies.key': "var key = 'every-consent';",
  'cookies.value': "var value = 'granted';",
};

const script = () => asset('integrations');

const snippetCheck =
  (text: string): Check =>
  async () => {
    expect(await script()).toContain(text);
  };

export const INTEGRATION_CHECKS: Record<string, Check> = {
  integrations: async () => {
    expect(await page('guide')).toMatch(/<script src="\/_folio\/integrations\.[0-9a-f]+\.js"/);
  },
  'integrations.cookies': async () => {
    expect(await script()).toContain('// Consent gate (docs.json integrations.cookies)');
  },
  ...Object.fromEntries(
    Object.entries(SNIPPETS).map(([key, text]) => [`integrations.${key}`, snippetCheck(text)]),
  ),
  // A provider's key: its snippet is in the script (its first field's text stands for it).
  ...Object.fromEntries(
    [...new Set(Object.keys(SNIPPETS).map((key) => key.split('.')[0] ?? ''))]
      .filter((provider) => provider !== 'cookies')
      .map((provider) => {
        const first = Object.entries(SNIPPETS).find(([key]) => key.startsWith(`${provider}.`));
        return [`integrations.${provider}`, snippetCheck(first?.[1] ?? provider)];
      }),
  ),
};
