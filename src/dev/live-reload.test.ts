import { Script } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { injectLiveReload, liveReloadScript } from './live-reload.ts';

describe('injectLiveReload', () => {
  it('puts the script right before </body>', () => {
    const html = injectLiveReload('<html><body><p>Hi</p></body></html>', '/guides/intro');
    expect(html).toMatch(
      /^<html><body><p>Hi<\/p><script>\(\(\)=>\{.*\}\)\(\)<\/script><\/body><\/html>$/,
    );
    expect(html).toContain('const route="/guides/intro"');
  });

  it('appends the script to a page without </body>', () => {
    expect(injectLiveReload('<p>Bare</p>', null)).toMatch(/^<p>Bare<\/p><script>.*<\/script>$/);
  });

  it('cannot be closed early by a route that contains </script>', () => {
    const html = injectLiveReload('<body></body>', '/a</script><script>alert(1)');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });
});

describe('liveReloadScript', () => {
  it('is valid JavaScript that listens to the event stream', () => {
    const script = liveReloadScript('/a');
    expect(() => new Script(script)).not.toThrow();
    expect(script).toContain('new EventSource("/_folio/dev/events")');
    expect(script).toContain('sessionStorage');
  });
});
