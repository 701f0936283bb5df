import path from 'node:path';
import type {Page} from '@playwright/test';
import {seriousViolations} from './support/axe';
import {expect, gotoInMode, test, waitForHydration} from './support/fixtures';

const SHOWCASE = '/dev-docs/showcase';

test.describe('component showcase', () => {
  for (const mode of ['light', 'dark'] as const) {
    test(`renders every component in ${mode} mode, accessibly and as approved`, async ({page, problems}) => {
      await page.setViewportSize({width: 1280, height: 900});
      await gotoInMode(page, SHOWCASE, mode);
      // The build-time diagram image of this colour mode, fully loaded.
      const diagram = page.locator('[aria-label="Diagram (scrolls sideways)"] img').nth(mode === 'light' ? 0 : 1);
      await diagram.scrollIntoViewIfNeeded();
      await expect.poll(() => diagram.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      expect(await seriousViolations(page, 'all'), `axe on the showcase (${mode})`).toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
      await page.evaluate(() => document.fonts.ready);
      await expect(page.locator('article')).toHaveScreenshot(`showcase-${mode}.png`, {
        mask: [page.locator('.theme-last-updated')],
        maxDiffPixelRatio: 0.01,
        animations: 'disabled',
        // The sticky navbar would otherwise cover the top of the article.
        stylePath: path.join(__dirname, 'support', 'screenshot.css'),
      });
    });
  }

  test('badges link where they should and carry their labels', async ({page}) => {
    await page.goto(SHOWCASE);
    await waitForHydration(page);
    const badges = page.locator('.showcase-badges [data-badge]');
    await expect(badges).toHaveCount(8);
    await expect(page.locator('[data-badge="enterprise"]')).toHaveAttribute('href', 'https://strapi.io/pricing-self-hosted');
    await expect(page.locator('[data-badge="cloud"]')).toHaveText('Cloud Pro');
    await expect(page.locator('[data-badge="version"]')).toHaveText('Requires v5.1+');
    await expect(page.locator('[data-badge="beta"]')).toHaveAttribute('title', /Beta/);
  });

  /** Both boxes measured in one go, so a late layout shift cannot skew the comparison. */
  async function boxes(page: Page, first: string, second: string) {
    return page.evaluate(
      ([a, b]) => [a, b].map((selector) => document.querySelector(selector)!.getBoundingClientRect().toJSON()),
      [first, second],
    );
  }

  test('ApiCall shows the request above the response, with a copy button for the exact path', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize({width: 1280, height: 900});
    await page.goto(SHOWCASE);
    await waitForHydration(page);
    const request = page.locator('[data-api-part="request"]').first();
    const response = page.locator('[data-api-part="response"]').first();
    await expect(request).toContainText('POST /api/articles');
    await expect(response).toContainText('201');
    // The docs column is narrower than a request line and a JSON body side by side need.
    const [a, b] = await boxes(page, '[data-api-part="request"]', '[data-api-part="response"]');
    expect(b.y).toBeGreaterThan(a.y + a.height - 1);
    const line = request.locator('[data-request-line]');
    const requestPath = (await line.getAttribute('data-request-line'))!.replace(/^POST /, '');
    await request.getByRole('button', {name: 'Copy the request path'}).click();
    await expect(request.getByRole('button', {name: 'Copied'})).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(requestPath);
  });

  test('SideBySide stacks on narrow screens', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 900});
    await page.goto(SHOWCASE);
    await waitForHydration(page);
    const selectors = ['section[aria-label="Strapi 4"]', 'section[aria-label="Strapi 5"]'] as const;
    let [v4, v5] = await boxes(page, ...selectors);
    expect(Math.abs(v4.y - v5.y)).toBeLessThan(5);
    await page.setViewportSize({width: 600, height: 900});
    [v4, v5] = await boxes(page, ...selectors);
    expect(v5.y).toBeGreaterThan(v4.y + 10);
  });

  test('custom admonitions render with their titles', async ({page}) => {
    await page.goto(SHOWCASE);
    await expect(page.locator('.admonition-prerequisites')).toContainText('Prerequisites');
    await expect(page.locator('.admonition-strapi')).toContainText('Strapi tip');
  });

  test('BreakingChangeCard states plugin impact and codemod support', async ({page}) => {
    await page.goto(SHOWCASE);
    const cards = page.getByRole('complementary', {name: 'Breaking change summary'});
    await expect(cards).toHaveCount(3);
    await expect(cards.nth(0)).toContainText('Affects plugins');
    await expect(cards.nth(0)).toContainText('entity-service-document-service');
    await expect(cards.nth(1)).toContainText('Partly');
    await expect(cards.nth(2)).toContainText('No');
    await expect(cards.nth(2).locator('code')).toHaveCount(0);
  });

  test('tabs remember the choice across pages of the same group', async ({page}) => {
    await page.goto(SHOWCASE);
    await waitForHydration(page);
    await page.getByRole('tab', {name: 'TypeScript'}).first().click();
    await expect(page.getByText('config/api.ts')).toBeVisible();
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('tab', {name: 'TypeScript'}).first()).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', {name: 'pnpm'})).toBeVisible();
  });

  test('the query builder encodes with qs and keeps the last good URL on bad input', async ({page}) => {
    await page.goto(SHOWCASE);
    await waitForHydration(page);
    const editor = page.getByLabel('Parameters (a JavaScript object)');
    const output = page.locator('[class*="output"] code').last();
    await editor.fill("{ filters: { title: { $eq: 'Hello world' } }, pagination: { page: 2 } }");
    await expect(output).toHaveText('GET /api/articles?filters[title][$eq]=Hello%20world&pagination[page]=2');
    await editor.fill('{ filters: { title: ');
    await expect(page.getByRole('alert')).toContainText('This is not a valid JavaScript object');
    await expect(output).toHaveText('GET /api/articles?filters[title][$eq]=Hello%20world&pagination[page]=2');
    await editor.fill("{ unknown: 1, sort: ['title:asc'] }");
    await expect(page.getByText('Not a REST API parameter: "unknown"')).toBeVisible();
    await expect(output).toHaveText('GET /api/articles?unknown=1&sort[0]=title%3Aasc');
    await editor.fill('"<img src=x onerror=alert(1)>"');
    await expect(page.getByRole('alert')).toContainText('Write an object');
    expect(await page.locator('img[src="x"]').count()).toBe(0);
  });
});
