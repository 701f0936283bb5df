import {expect, test, waitForHydration} from './support/fixtures';

/*
 * What a page's first layout costs besides its own content (issue #13): a system font lookup per
 * (family, size, weight, style) its text uses, and a separate SVG document per SVG image its styles or
 * chrome use. Both are checked on rendered output, so they hold whatever CSS or component changes.
 */

/**
 * Text is set in few (family, size, weight, style) combinations on purpose: the first layout of a page
 * asks the system for a font instance per combination in use, and on a phone those lookups were the
 * larger part of the first layout (see the type scale in src/css/custom.css). A new in-between size or
 * weight, or a control left in the browser's own font, shows here as a combination over the page's cap.
 * Caps are the counts when the scale was introduced; they never go up to make a change pass.
 */
const PAGES: ReadonlyArray<[path: string, cap: number]> = [
  ['/dev-docs/api/rest', 9],
  ['/dev-docs/configurations/database', 11],
  ['/dev-docs/showcase', 10],
  ['/user-docs/content-manager/managing-relational-fields', 6],
  ['/cloud/getting-started/deployment', 8],
  ['/', 7],
];

type Usage = {combinations: Record<string, string>; foreignFamilies: string[]};

test.describe('type scale', () => {
  for (const [path, cap] of PAGES) {
    test(`${path} sets its text in at most ${cap} font combinations, all in the site's two families`, async ({page}) => {
      await page.setViewportSize({width: 412, height: 823});
      await page.goto(path);
      await waitForHydration(page);
      const usage: Usage = await page.evaluate(() => {
        // The two stacks as the browser computes them (same quoting as getComputedStyle gives).
        const probe = document.createElement('span');
        document.body.append(probe);
        const families = ['--ifm-font-family-base', '--ifm-font-family-monospace'].map((name) => {
          probe.style.fontFamily = `var(${name})`;
          return getComputedStyle(probe).fontFamily;
        });
        probe.remove();
        const combinations: Record<string, string> = {};
        const foreign = new Set<string>();
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const element = node.parentElement;
          // Only text that is laid out: whitespace and hidden subtrees cost no font lookup.
          if (!element || !node.textContent?.trim() || element.getClientRects().length === 0) {
            continue;
          }
          const style = getComputedStyle(element);
          const family = families.indexOf(style.fontFamily);
          const where = `${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0]}`;
          if (family < 0) {
            foreign.add(`${style.fontFamily} (${where})`);
          }
          const key = `${family === 1 ? 'mono' : family === 0 ? 'base' : style.fontFamily} ${style.fontSize} ${style.fontWeight} ${style.fontStyle}`;
          combinations[key] ??= where;
        }
        return {combinations, foreignFamilies: [...foreign]};
      });
      expect(usage.foreignFamilies, 'text in a font family other than the base or monospace stack').toEqual([]);
      const list = Object.entries(usage.combinations).map(([key, where]) => `${key} (first: ${where})`);
      console.log(`${path}: ${list.length} font combinations (cap ${cap})`);
      expect(list.length, `font combinations on ${path}:\n${list.join('\n')}`).toBeLessThanOrEqual(cap);
    });
  }
});

test.describe('theme chrome draws no SVG images', () => {
  for (const [path, width] of [['/dev-docs/api/rest', 412], ['/dev-docs/api/rest', 1280], ['/', 1280]] as const) {
    test(`${path} at ${width} px: no SVG image in styles or outside the content`, async ({page}) => {
      await page.setViewportSize({width, height: 823});
      await page.goto(path);
      await waitForHydration(page);
      // Scrolled, so the back-to-top button shows.
      await page.mouse.wheel(0, 1500);
      await page.mouse.wheel(0, -200);
      const found = await page.evaluate(() => {
        const out: string[] = [];
        const props = ['background-image', 'mask-image', '-webkit-mask-image', 'list-style-image', 'border-image-source', 'content'];
        for (const element of document.querySelectorAll('body *')) {
          if (element.getClientRects().length === 0 || element.closest('.markdown')) {
            continue;
          }
          for (const pseudo of [null, '::before', '::after', '::marker']) {
            const style = getComputedStyle(element, pseudo);
            for (const prop of props) {
              const value = style.getPropertyValue(prop);
              if (/url\(["']?data:image\/svg|\.svg["']?\)/.test(value)) {
                out.push(`${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0]}${pseudo ?? ''} ${prop}`);
              }
            }
          }
          if (element instanceof HTMLImageElement && /\.svg($|\?)|^data:image\/svg/.test(element.getAttribute('src') ?? '')) {
            out.push(`img ${element.getAttribute('src')}`);
          }
        }
        return out;
      });
      expect(found, 'SVG images used by the page chrome (draw them inline or with clip-path)').toEqual([]);
      // The inline logo that replaced the two <img> is there.
      await expect(page.locator('.navbar__brand svg[role="img"][aria-label="Strapi logo"]')).toBeVisible();
    });
  }
});
