/**
 * Visual sweep (reading experience): every representative page kind at a phone, a tablet and a
 * laptop width, in both color modes (each width loaded fresh in one mode and reached by a resize in the other). It fails when anything on the page sticks out of the viewport
 * sideways: wide content (code blocks, tables, diagrams) must scroll inside its own region instead
 * of widening the page. A failing view attaches its full-page screenshot to the report; with
 * VISUAL_SWEEP_SHOTS=1 every view does, for a human look at all 54 (those screenshots were about
 * half of the sweep's time, which CI does not need when nothing overflows).
 */
import type {Page} from '@playwright/test';
import {expect, gotoInMode, test} from './support/fixtures';

const PAGES = [
  {kind: 'home', path: '/'},
  {kind: 'REST page with ApiCalls', path: '/dev-docs/api/rest/filters-locale-publication'},
  {kind: 'page with a diagram', path: '/dev-docs/intro'},
  {kind: 'page with tabs', path: '/dev-docs/configurations/server'},
  {kind: 'query builder', path: '/dev-docs/api/rest/interactive-query-builder'},
  {kind: 'user-guide page', path: '/user-docs/content-manager/writing-content'},
  {kind: 'search', path: '/search?q=populate'},
  {kind: 'status', path: '/status'},
  {kind: 'API reference', path: '/openapi/'},
] as const;

const WIDTHS = [390, 768, 1280] as const;
const ALL_SHOTS = process.env.VISUAL_SWEEP_SHOTS === '1';

type Overflow = {element: string; left: number; right: number};

/**
 * Visible elements whose box leaves the viewport horizontally and that no ancestor clips or
 * scrolls (an ancestor with overflow-x other than `visible` keeps them inside its own region).
 */
function findOverflow(page: Page): Promise<Overflow[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const clippedBy = new Map<Element, boolean>();
    const isClipped = (element: Element): boolean => {
      const parent = element.parentElement;
      if (!parent || parent === document.body) return false;
      const known = clippedBy.get(parent);
      if (known !== undefined) return known;
      const style = getComputedStyle(parent);
      const clipped =
        style.overflowX !== 'visible' ||
        style.position === 'fixed' ||
        style.visibility === 'hidden' ||
        isClipped(parent);
      clippedBy.set(parent, clipped);
      return clipped;
    };
    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : '';
      const classes = [...element.classList].slice(0, 2).map((name) => `.${name}`).join('');
      return `${element.tagName.toLowerCase()}${id}${classes}`;
    };
    const found: {element: string; left: number; right: number}[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.right <= width + 1 && box.left >= -1) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.position === 'fixed') continue;
      // Content moved out of view on purpose for assistive technology (skip links, sr-only text).
      if (box.width <= 1 && box.height <= 1) continue;
      if (isClipped(element)) continue;
      found.push({element: describe(element), left: Math.round(box.left), right: Math.round(box.right)});
    }
    return found.slice(0, 10);
  });
}

/**
 * The views of a page, two loads for six views: light mode loaded on a phone, then the window
 * widened to a tablet and a laptop; dark mode loaded on a laptop, then narrowed. Each width is seen
 * right after a fresh load in one mode and after a resize in the other, as readers who turn a tablet
 * or resize a window see it. (One load per view took twice as long, for the same views.)
 */
const VIEWS = [
  {mode: 'light', widths: WIDTHS},
  {mode: 'dark', widths: [...WIDTHS].reverse()},
] as const;

for (const {kind, path} of PAGES) {
  test(`${kind} at ${WIDTHS.join(', ')} px, light and dark: nothing overflows sideways`, async ({page}, testInfo) => {
    for (const {mode, widths} of VIEWS) {
      for (const [index, width] of widths.entries()) {
        await page.setViewportSize({width, height: 900});
        if (index === 0) {
          await gotoInMode(page, path, mode);
          if (path === '/openapi/') {
            await expect(page.locator('.redoc-wrap, [class*="redoc"]').first()).toBeVisible({timeout: 20_000});
          }
          if (path.startsWith('/search')) {
            await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
          }
        } else {
          // The layout follows the new width (media queries, then React's resize handlers) before it is measured.
          await page.waitForFunction((expected) => window.innerWidth === expected, width);
          await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        }
        // Images below the fold load lazily: bring them in so the screenshot shows them.
        await page.evaluate(async () => {
          for (const img of document.querySelectorAll('img[loading="lazy"]')) img.setAttribute('loading', 'eager');
          await Promise.all([...document.images].map((img) => (img.complete ? null : img.decode().catch(() => null))));
        });
        const how = index === 0 ? 'loaded' : 'resized';
        const pageOverflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        const overflowing = await findOverflow(page);
        if (ALL_SHOTS || pageOverflow > 0 || overflowing.length > 0) {
          await testInfo.attach(`${kind} ${width}px ${mode} ${how}.jpg`, {
            body: await page.screenshot({fullPage: true, type: 'jpeg', quality: 60}),
            contentType: 'image/jpeg',
          });
        }
        expect(pageOverflow, `${path} scrolls sideways at ${width} px (${mode}, ${how})`).toBeLessThanOrEqual(0);
        expect(overflowing, `${path}: elements outside the ${width} px viewport (${mode}, ${how})`).toEqual([]);
      }
    }
  });
}
