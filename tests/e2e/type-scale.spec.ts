import {expect, test, waitForHydration} from './support/fixtures';

/**
 * Text is set in few (family, size, weight, style) combinations on purpose: the first layout of a page
 * asks the system for a font instance per combination in use, and on a phone those lookups were the
 * larger part of the first layout (see the type scale in src/css/custom.css). A new in-between size or
 * weight, or a control left in the browser's own font, shows here as a combination over the page's cap.
 * Caps are the counts when the scale was introduced; they never go up to make a change pass.
 */
const PAGES: ReadonlyArray<[path: string, cap: number]> = [
  ['/dev-docs/api/rest', 13],
  ['/dev-docs/configurations/database', 13],
  ['/dev-docs/showcase', 15],
  ['/user-docs/content-manager/managing-relational-fields', 8],
  ['/cloud/getting-started/deployment', 10],
  ['/', 8],
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
