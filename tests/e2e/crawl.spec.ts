import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {expect, gotoInMode, test} from './support/fixtures';
import {sitemapPaths} from './support/sitemap';

const paths = sitemapPaths();

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({page}).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes
          .slice(0, 5)
          .map((node) => node.target.join(' '))
          .join('\n  ')}`,
    );
}

test.describe('every page of the sitemap', () => {
  test('the sitemap lists the home page and the three area intros', () => {
    for (const required of ['/', '/home/Home', '/dev-docs/intro', '/user-docs/intro', '/cloud/intro']) {
      expect(paths).toContain(required);
    }
  });

  for (const path of paths) {
    test(`${path} loads offline, hydrates cleanly and passes axe in both colour modes`, async ({page, problems}) => {
      for (const mode of ['light', 'dark'] as const) {
        const response = await gotoInMode(page, path, mode);
        expect(response?.status(), `HTTP status of ${path}`).toBe(200);
        await expect(page.locator('main, article').first()).toBeVisible();
        expect(await seriousViolations(page), `axe (${mode} mode) on ${path}`).toEqual([]);
      }
      expect(problems.consoleErrors, `console errors on ${path}`).toEqual([]);
      expect(problems.failedRequests, `failed same-origin requests on ${path}`).toEqual([]);
    });
  }
});
