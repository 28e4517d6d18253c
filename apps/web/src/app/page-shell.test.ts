import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildTheme, federationRed } from '../components/theme';

/** index.html draws the top bar until the app's code has run: it must look as the app draws it. */
const html = fs.readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../index.html'), 'utf8');
const rule = (selector: string, media?: string) => {
  const scope = media ? html.slice(html.indexOf(`@media ${media}`)) : html;
  return scope.match(new RegExp(`${selector.replace('.', '\\.')} \\{([^}]*)\\}`))?.[1] ?? '';
};
const px = (css: string, property: string) => Number(css.match(new RegExp(`${property}: (\\d+)px`))?.[1]);

describe('the page shell in index.html', () => {
  const toolbar = buildTheme('de').mixins.toolbar as {
    minHeight: number;
    '@media (min-width:0px)': { '@media (orientation: landscape)': { minHeight: number } };
    '@media (min-width:600px)': { minHeight: number };
  };

  it('has the theme’s bar colour and the toolbar’s heights at every width', () => {
    expect(rule('.shell-bar')).toContain(`background: ${federationRed}`);
    expect(px(rule('.shell-bar'), 'min-height')).toBe(toolbar.minHeight);
    expect(px(rule('.shell-bar', '(min-width: 0px) and (orientation: landscape)'), 'min-height')).toBe(
      toolbar['@media (min-width:0px)']['@media (orientation: landscape)'].minHeight,
    );
    expect(px(rule('.shell-bar', '(min-width: 600px)'), 'min-height')).toBe(toolbar['@media (min-width:600px)'].minHeight);
  });

  it('is hidden from assistive technology and replaced by the app inside #root', () => {
    expect(html).toMatch(/<div id="root"><div class="shell-bar" aria-hidden="true"><img src="\/logo.svg" alt="" \/><\/div><\/div>/);
  });
});
