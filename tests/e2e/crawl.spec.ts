import {seriousViolations} from './support/axe';
import {expect, gotoInMode, test} from './support/fixtures';
import {sitemapPaths} from './support/sitemap';

const paths = sitemapPaths();

/**
 * Code lines use one fixed dark theme on every page; their contrast is checked
 * once, on the showcase page (showcase.spec.ts), which has every language.
 * Skipping their tokens here keeps the crawl fast on code-heavy pages.
 */
const CODE_TOKENS = '.theme-code-block .token-line';

test.describe('every page of the sitemap', () => {
  test('the sitemap lists the home page and the three area intros', () => {
    for (const required of ['/', '/home/Home', '/dev-docs/intro', '/user-docs/intro', '/cloud/intro']) {
      expect(paths).toContain(required);
    }
  });

  for (const path of paths) {
    test(`${path} loads offline (no outside request), hydrates cleanly and passes axe in both color modes`, async ({page, problems}) => {
      const response = await gotoInMode(page, path, 'light');
      expect(response?.status(), `HTTP status of ${path}`).toBe(200);
      await expect(page.locator('main, article').first()).toBeVisible();
      expect(await seriousViolations(page, 'all', CODE_TOKENS), `axe (light mode) on ${path}`).toEqual([]);

      // Dark mode changes colours only: switch with the navbar toggle, as a reader would.
      // Colour transitions are switched off first, so axe never measures a colour half-way.
      await page.addStyleTag({content: '*, *::before, *::after { transition: none !important; animation: none !important; }'});
      await page.getByRole('button', {name: /Switch between dark and light mode/}).first().click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      expect(await seriousViolations(page, 'colors', CODE_TOKENS), `axe (dark mode) on ${path}`).toEqual([]);

      expect(problems.consoleErrors, `console errors on ${path}`).toEqual([]);
      expect(problems.failedRequests, `failed same-origin requests on ${path}`).toEqual([]);
      expect(problems.blockedRequests, `requests to outside hosts from ${path}`).toEqual([]);
    });
  }
});
