import { describe, expect, it } from 'vitest';
import { integrationAssets } from '../../integration-assets.ts';
import { consentGateCode, consentOf } from './consent.ts';

describe('integrations.cookies', () => {
  it('needs a key and a value', () => {
    expect(consentOf({ key: 'consent', value: 'yes' })).toEqual({ key: 'consent', value: 'yes' });
    expect(consentOf({ key: 'consent', value: true })).toEqual({ key: 'consent', value: 'true' });
    expect(consentOf({ key: '', value: 'yes' })).toBeUndefined();
    expect(consentOf({ key: 'consent' })).toBeUndefined();
    expect(consentOf('consent')).toBeUndefined();
  });

  it('leaves pages only the code file, which holds the tags and the code behind the gate', () => {
    const assets = integrationAssets({
      ga4: { measurementId: 'G-1' },
      cookies: { key: 'consent', value: 'yes' },
    });
    expect(assets.tags).toEqual([{ src: assets.codeFile?.url, defer: true }]);
    const text = assets.codeFile?.text ?? '';
    expect(text).toContain('https://www.googletagmanager.com/gtag/js?id=G-1');
    expect(text.indexOf("gtag('config', 'G-1');")).toBeGreaterThan(
      text.indexOf("hasAttribute('data-folio-consented')) {"),
    );
  });

  it('changes nothing without a provider, or without the setting', () => {
    expect(integrationAssets({ cookies: { key: 'consent', value: 'yes' } }).tags).toEqual([]);
    const plain = integrationAssets({ plausible: { domain: 'x.dev' } });
    expect(plain.tags.map((tag) => tag.src)).toEqual(['https://plausible.io/js/script.js']);
  });

  it('keeps hostile values inside their strings', () => {
    const text = consentGateCode(
      { key: "k'</script>", value: 'v' },
      [{ src: 'https://x.dev/a.js?</script>' }],
      '',
    );
    expect(text).not.toContain('</script>');
    expect(text).toContain("var key = 'k\\'\\x3c/script>';");
  });
});

describe('integrations.cookies with a consent manager', () => {
  it('loads Osano at once and gates the analytics', () => {
    const assets = integrationAssets({
      osano: { scriptSource: 'https://cmp.osano.com/a/b/osano.js' },
      plausible: { domain: 'x.dev' },
      cookies: { key: 'consent', value: 'yes' },
    });
    expect(assets.tags.map((tag) => tag.src)).toEqual([
      'https://cmp.osano.com/a/b/osano.js',
      assets.codeFile?.url,
    ]);
    expect(assets.codeFile?.text).toContain('https://plausible.io/js/script.js');
    expect(assets.codeFile?.text).not.toContain('osano.js');
  });
});
