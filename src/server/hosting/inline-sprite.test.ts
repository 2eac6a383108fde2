import { describe, expect, it } from 'vitest';
import { inlineSprite } from './inline-sprite.ts';

const BASE = '/_sites/acme';
const SPRITE_PATH = '_folio/icons.0123456789ab.svg';
const USED = '<symbol id="i0123456789" viewBox="0 0 24 24"><path d="M0 0h24v24H0z"/></symbol>';
const UNUSED = '<symbol id="iffffffffff" viewBox="0 0 24 24"><circle r="4"/></symbol>';
const SPRITE = `<svg xmlns="http://www.w3.org/2000/svg">${UNUSED}${USED}</svg>\n`;
const use = (url: string) => `<svg width="1em"><use href="${url}#i0123456789"></use></svg>`;

describe('inlineSprite', () => {
  it('puts the symbols the page uses at the start of its body and points <use> at them', async () => {
    const asked: string[] = [];
    const html = `<html><body class="x"><p>${use(`${BASE}/${SPRITE_PATH}`)}${use(`${BASE}/${SPRITE_PATH}`)}</p></body></html>`;
    const result = await inlineSprite(html, BASE, (sitePath) => {
      asked.push(sitePath);
      return Promise.resolve(SPRITE);
    });
    expect(asked).toEqual([SPRITE_PATH]);
    expect(result).toBe(
      '<html><body class="x"><svg xmlns="http://www.w3.org/2000/svg" aria-hidden="true" focusable="false" style="position:absolute;width:0;height:0;overflow:hidden">' +
        `${USED}</svg><p>${use('')}${use('')}</p></body></html>`,
    );
  });

  it('leaves a page alone without sprite icons, or when the sprite is missing', async () => {
    const read = () => Promise.resolve(SPRITE);
    const plain = '<html><body><p>No icons.</p></body></html>';
    expect(await inlineSprite(plain, BASE, read)).toBe(plain);
    const withIcon = `<html><body>${use(`${BASE}/${SPRITE_PATH}`)}</body></html>`;
    expect(await inlineSprite(withIcon, BASE, () => Promise.resolve(undefined))).toBe(withIcon);
    // A sprite of another prefix is not this site's.
    const foreign = `<html><body>${use(`/_sites/other/${SPRITE_PATH}`)}</body></html>`;
    expect(await inlineSprite(foreign, BASE, read)).toBe(foreign);
  });
});
