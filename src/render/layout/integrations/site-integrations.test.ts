import { Script } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { INTEGRATIONS } from './providers.ts';
import { siteIntegrations } from './site-integrations.ts';

/** The tags and code of one provider configured alone. */
function only(key: string, settings: unknown) {
  const result = siteIntegrations({ [key]: settings });
  expect(result.diagnostics).toEqual([]);
  expect(result.providers).toEqual([key]);
  return result;
}

describe('the snippet of each provider', () => {
  it('ga4: gtag.js async with the id, then the config call', () => {
    const { tags, code, sources } = only('ga4', { measurementId: 'G-ABC123' });
    expect(tags).toEqual([
      { src: 'https://www.googletagmanager.com/gtag/js?id=G-ABC123', async: true },
    ]);
    expect(code).toBe(
      "// Google Analytics 4\nwindow.dataLayer = window.dataLayer || [];\nfunction gtag(){dataLayer.push(arguments);}\ngtag('js', new Date());\n\ngtag('config', 'G-ABC123');\n",
    );
    expect(sources['script-src']).toEqual(['https://www.googletagmanager.com']);
  });

  it('gtm: the container snippet with the tag id', () => {
    const { tags, code } = only('gtm', { tagId: 'GTM-MGBL4PW' });
    expect(tags).toEqual([]);
    expect(code).toContain(
      "'https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);\n})(window,document,'script','dataLayer','GTM-MGBL4PW');",
    );
  });

  it('plausible: one deferred tag with data-domain, on plausible.io or the own server', () => {
    expect(only('plausible', { domain: 'docs.example.com' }).tags).toEqual([
      {
        src: 'https://plausible.io/js/script.js',
        defer: true,
        attributes: { 'data-domain': 'docs.example.com' },
      },
    ]);
    const own = only('plausible', { domain: 'docs.example.com', server: 'stats.example.com' });
    expect(own.tags[0]?.src).toBe('https://stats.example.com/js/script.js');
    expect(own.sources['script-src']).toEqual(['https://stats.example.com']);
  });

  it('fathom, pirsch, adobe, clearbit, osano, transcend: their tags', () => {
    expect(only('fathom', { siteId: 'YSVMSDAY' }).tags).toEqual([
      {
        src: 'https://cdn.usefathom.com/script.js',
        defer: true,
        attributes: { 'data-site': 'YSVMSDAY' },
      },
    ]);
    expect(only('pirsch', { id: '8Kw7' }).tags).toEqual([
      {
        src: 'https://api.pirsch.io/pa.js',
        defer: true,
        attributes: { id: 'pianjs', 'data-code': '8Kw7' },
      },
    ]);
    const launch = 'https://assets.adobedtm.com/launch-EN93.min.js';
    expect(only('adobe', { launchUrl: launch }).tags).toEqual([{ src: launch, async: true }]);
    expect(only('clearbit', { publicApiKey: 'pk_1a1882' }).tags[0]?.src).toBe(
      'https://tag.clearbit.com/v1/pk_1a1882/tags.js',
    );
    const osano = 'https://cmp.osano.com/tenant/site/osano.js';
    expect(only('osano', { scriptSource: osano }).tags).toEqual([{ src: osano, defer: true }]);
    expect(only('transcend', { bundleId: 'abc-1' }).tags[0]?.src).toBe(
      'https://transcend-cdn.com/cm/abc-1/airgap.js',
    );
  });

  it('posthog: the loader and init with the key, the US cloud by default', () => {
    const { code, sources } = only('posthog', { apiKey: 'phc_abc' });
    expect(code).toContain(
      "(document,window.posthog||[]);\nposthog.init('phc_abc', {\n    api_host: 'https://us.i.posthog.com',\n    person_profiles: 'identified_only',\n})",
    );
    expect(sources['script-src']).toEqual(['https://us-assets.i.posthog.com']);
    const own = only('posthog', {
      apiKey: 'phc_abc',
      apiHost: 'https://ph.example.com',
      sessionRecording: false,
    });
    expect(own.code).toContain("api_host: 'https://ph.example.com',");
    expect(own.code).toContain('disable_session_recording: true,');
  });

  it('segment, heap, clarity, hotjar, koala, hightouch, mixpanel: loader code with the id', () => {
    expect(only('segment', { key: 'nqJx' }).code).toContain(
      'analytics._writeKey="nqJx";;analytics.SNIPPET_VERSION="5.2.1";\nanalytics.load("nqJx");\nanalytics.page();',
    );
    expect(only('heap', { appId: '1234567890' }).code).toContain('heap.load("1234567890");');
    expect(only('clarity', { projectId: 'abc123xyz' }).code).toContain(
      '})(window, document, "clarity", "script", "abc123xyz");',
    );
    expect(only('hotjar', { hjid: '123456', hjsv: '6' }).code).toContain(
      'h._hjSettings={hjid:123456,hjsv:6};',
    );
    expect(only('koala', { publicApiKey: 'pk_862' }).code).toContain(
      'n.setAttribute("src","https://cdn.getkoala.com/v1/pk_862/sdk.js")',
    );
    expect(only('hightouch', { writeKey: 'wk' }).code).toContain(
      "e.load('wk',{apiHost:'us-east-1.hightouch-events.com'}),\ne.page()}}();",
    );
    expect(only('mixpanel', { projectToken: 'tok' }).code).toContain(
      `mixpanel.init("tok", {track_pageview: true, persistence: 'localStorage'});`,
    );
    expect(only('mixpanel', { projectToken: 'tok', region: 'eu' }).code).toContain(
      "api_host: 'https://api-eu.mixpanel.com'",
    );
    expect(only('mixpanel', { projectToken: 'tok' }).code).toContain('.match(/^\\/\\//)');
  });

  it('intercom, frontchat, logrocket, amplitude: chat and replay, also the older string form', () => {
    const intercom = only('intercom', 'abc12345');
    expect(intercom.code).toContain('app_id: "abc12345",');
    expect(intercom.code).toContain("s.src='https://widget.intercom.io/widget/' + 'abc12345';");
    const front = only('frontchat', { snippetId: '1365d046' });
    expect(front.tags).toEqual([
      { src: 'https://chat-assets.frontapp.com/v1/chat.bundle.js', defer: true },
    ]);
    expect(front.code).toContain(
      "window.FrontChat('init', {chatId: '1365d046', useDefaultLauncher: true});",
    );
    expect(only('logrocket', { appId: 'app/id' }).code).toContain(
      "window.LogRocket && window.LogRocket.init('app/id');",
    );
    const amplitude = only('amplitude', { apiKey: '76bb' });
    expect(amplitude.tags).toEqual([
      { src: 'https://cdn.amplitude.com/script/76bb.js', defer: true },
    ]);
    expect(amplitude.code).toContain("window.amplitude.init('76bb',");
  });

  it('every provider of the table has a test above', () => {
    expect(INTEGRATIONS.map((item) => item.key).sort()).toEqual([
      'adobe',
      'amplitude',
      'clarity',
      'clearbit',
      'fathom',
      'frontchat',
      'ga4',
      'gtm',
      'heap',
      'hightouch',
      'hotjar',
      'intercom',
      'koala',
      'logrocket',
      'mixpanel',
      'osano',
      'pirsch',
      'plausible',
      'posthog',
      'segment',
      'transcend',
    ]);
  });
});

describe('values that try to break out', () => {
  it('a quote, a line end or </script> in an id stays inside the string', () => {
    const hostile = `G-1'); alert(1); //\n</script><script>alert(2)</script>\u2028x`;
    const { code } = siteIntegrations({ ga4: { measurementId: hostile }, segment: { key: 'a"b' } });
    expect(code).toContain(
      "gtag('config', 'G-1\\'); alert(1); //\\n\\x3c/script>\\x3cscript>alert(2)\\x3c/script>\\u2028x');",
    );
    expect(code).toContain('analytics.load("a\\"b");');
    expect(code).not.toContain('</script');
    // The id is one string literal: the code parses and sets nothing else.
    expect(() => new Script(code)).not.toThrow();
  });

  it('an id in a URL is encoded', () => {
    const { tags } = siteIntegrations({ ga4: { measurementId: 'G-1"&x=<y>' } });
    expect(tags[0]?.src).toBe('https://www.googletagmanager.com/gtag/js?id=G-1%22%26x%3D%3Cy%3E');
  });

  it('a server that is not an https host leaves the provider out, with a warning', () => {
    const result = siteIntegrations({
      plausible: { domain: 'a.com', server: 'javascript:alert(1)' },
    });
    expect(result.tags).toEqual([]);
    expect(result.diagnostics.map((item) => item.message)).toEqual([
      'integrations.plausible.server must be an https:// URL or a host name; Plausible is not loaded.',
    ]);
  });
});

describe('keys that cannot be used', () => {
  it('an unknown provider warns once, naming the key; settings keys are known', () => {
    const result = siteIntegrations({
      googleanalytics: { id: 'x' },
      telemetry: { enabled: false },
      cookies: { key: 'k', value: 'v' },
      ga4: { measurementId: 'G-1' },
    });
    expect(result.providers).toEqual(['ga4']);
    expect(result.diagnostics).toHaveLength(1);
    expect(result.diagnostics[0]?.message).toBe(
      'integrations.googleanalytics is not an integration Folio knows; it is ignored.',
    );
    expect(result.diagnostics[0]?.severity).toBe('warning');
  });

  it('a missing required field warns and leaves the provider out', () => {
    const result = siteIntegrations({ hotjar: { hjid: '1' } });
    expect(result.providers).toEqual([]);
    expect(result.diagnostics[0]?.message).toBe(
      'integrations.hotjar.hjsv is missing; Hotjar is not loaded.',
    );
  });

  it('no integrations: nothing at all', () => {
    expect(siteIntegrations(undefined)).toEqual({
      providers: [],
      tags: [],
      code: '',
      sources: {},
      diagnostics: [],
    });
  });
});
