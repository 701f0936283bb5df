import {test as playwrightTest, type Page} from '@playwright/test';
import {injectAxeOnEveryPage, seriousViolations} from './support/axe';
import {cspViolations, policyOf, recordCspViolations} from './support/csp';
import {expect, gotoInMode, watchProblems, type PageProblems} from './support/fixtures';
import {chromeAndDarkSample, pagesWithOwnColors, sitemapPaths, uncoveredElementKinds} from './support/sitemap';

const paths = sitemapPaths();
/**
 * Checked with every axe rule, colours included, in both colour modes and with the site chrome
 * (see chromeAndDarkSample for why a sample); the other pages get every rule but the colour ones.
 */
const fullCheck = new Set([...chromeAndDarkSample(paths), ...pagesWithOwnColors(paths)]);
/** Holds every component and every code language; checked in both modes by showcase.spec.ts. */
const SHOWCASE = '/dev-docs/showcase';
/** The parts of the page that are the same on every page of an area. */
const SITE_CHROME = ['.navbar', '.navbar-sidebar', '.theme-doc-sidebar-container', '.footer', '.theme-announcement-bar'];

/**
 * Code lines use one fixed dark theme on every page; their contrast is checked
 * once, on the showcase page (showcase.spec.ts), which has every language.
 * Skipping their tokens here keeps the crawl fast on code-heavy pages.
 */
const CODE_TOKENS = '.theme-code-block pre code';

/** What this worker's crawl met, printed once it is done (each page must have no CSP violation). */
const summary = {pages: 0, cspViolations: 0, pagesWithoutPolicy: 0, fullChecks: 0};

/**
 * One browser page per worker for the whole crawl: a reader's browser keeps its
 * cache between pages too, and a fresh context per page made the crawl of ~240
 * pages twice as slow. Problems are collected afresh for each page.
 * Built on Playwright's own `test`, not the one of ./support/fixtures: that one opens a fresh
 * context and page for every test (its automatic `problems` fixture), which the crawl never used
 * and which cost about a second and a half a page on a 2-core machine.
 */
const test = playwrightTest.extend<{crawler: {page: Page; problems: PageProblems}}, {crawlPage: {page: Page; problems: PageProblems}}>({
  crawlPage: [
    async ({browser}, use) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await recordCspViolations(page);
      await injectAxeOnEveryPage(page);
      const problems: PageProblems = {consoleErrors: [], failedRequests: [], blockedRequests: [], current: new WeakSet()};
      watchProblems(page, problems);
      await use({page, problems});
      await context.close();
    },
    {scope: 'worker'},
  ],
  crawler: async ({crawlPage}, use) => {
    crawlPage.problems.consoleErrors.length = 0;
    crawlPage.problems.failedRequests.length = 0;
    crawlPage.problems.blockedRequests.length = 0;
    crawlPage.problems.current = new WeakSet();
    await use(crawlPage);
  },
});

test.afterAll(() => {
  if (summary.pages > 0) {
    console.log(
      `crawl summary (this worker): ${summary.pages} pages (${summary.fullChecks} also in dark mode and with the site chrome), ${summary.cspViolations} CSP violations, ${summary.pagesWithoutPolicy} pages without a policy`,
    );
  }
});

test.describe('every page of the sitemap', () => {
  test('the sitemap lists the home page and the three area intros; every section has a page checked in full', () => {
    for (const required of ['/', '/home/Home', '/dev-docs/intro', '/user-docs/intro', '/cloud/intro']) {
      expect(paths).toContain(required);
      expect(fullCheck).toContain(required);
    }
    for (const section of ['/dev-docs/api/', '/dev-docs/migration/', '/user-docs/settings/', '/cloud/projects/', '/tags/']) {
      expect([...fullCheck].filter((path) => path.startsWith(section)), `pages of ${section} checked in full`).toHaveLength(1);
    }
  });

  test('every kind of element on any page is on a page whose colours are checked (else: add it to the showcase)', () => {
    const uncovered = [...uncoveredElementKinds(paths, new Set([...fullCheck, SHOWCASE]))].map(
      ([kind, pages]) => `${kind}: ${pages.slice(0, 3).join(', ')}${pages.length > 3 ? ` and ${pages.length - 3} more` : ''}`,
    );
    expect(uncovered, 'element kinds whose colours no check sees; show them on docs/dev-docs/showcase.mdx').toEqual([]);
  });

  for (const path of paths) {
    const full = fullCheck.has(path);
    const title = full
      ? `${path} loads offline (no outside request), hydrates cleanly and passes axe in both color modes, site chrome included`
      : `${path} loads offline (no outside request), hydrates cleanly and its content passes axe (colour rules: on the sample)`;
    test(title, async ({crawler}) => {
      const {page, problems} = crawler;
      const response = await gotoInMode(page, path, 'light');
      expect(response?.status(), `HTTP status of ${path}`).toBe(200);
      // The test server sends the build's _headers: every page runs under its Content-Security-Policy.
      const policy = policyOf(response?.headers() ?? {});
      summary.pages += 1;
      if (policy === null) summary.pagesWithoutPolicy += 1;
      expect(policy, `Content-Security-Policy of ${path}`).toContain("default-src 'self'");
      await expect(page.locator('main, article').first()).toBeVisible();
      const notChecked = full ? CODE_TOKENS : [CODE_TOKENS, ...SITE_CHROME].join(', ');
      expect(await seriousViolations(page, full ? 'all' : 'structure', notChecked), `axe (light mode) on ${path}`).toEqual([]);
      // A diagram with a syntax error, or any component that throws, renders Docusaurus's error fallback.
      expect(await page.locator('[class*="errorBoundaryFallback"]').allInnerTexts(), `components that failed to render on ${path}`).toEqual([]);

      if (full) {
        summary.fullChecks += 1;
        // Dark mode changes colours only: switch with the navbar toggle, as a reader would.
        // Colour transitions are switched off first, so axe never measures a colour half-way.
        await page.addStyleTag({content: '*, *::before, *::after { transition: none !important; animation: none !important; }'});
        await page.getByRole('button', {name: /Switch between dark and light mode/}).first().click();
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
        expect(await seriousViolations(page, 'colors', CODE_TOKENS), `axe (dark mode) on ${path}`).toEqual([]);
      }

      const violations = await cspViolations(page);
      summary.cspViolations += violations.length;
      expect(violations, `Content-Security-Policy violations on ${path}`).toEqual([]);
      expect(problems.consoleErrors, `console errors on ${path}`).toEqual([]);
      expect(problems.failedRequests, `failed same-origin requests on ${path}`).toEqual([]);
      expect(problems.blockedRequests, `requests to outside hosts from ${path}`).toEqual([]);
    });
  }
});
