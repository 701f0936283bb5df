import {sitemapPaths} from './support/sitemap';
import {expect, test, waitForHydration} from './support/fixtures';

test.describe('REST API reference', () => {
  test('renders the sample blog API with its operations, offline', async ({page, problems}) => {
    await page.goto('/openapi/');
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1})).toContainText('REST API (4.3.9)');
    for (const operation of [
      'List posts',
      'Create a post',
      'Get a post',
      'Replace a post',
      'Update some fields of a post',
      'Delete a post',
      'List the comments of a post',
      'List comments',
    ]) {
      await expect(page.locator('h2', {hasText: new RegExp(`^${operation}\\s*$`)})).toHaveCount(1);
    }
    const sidebar = page.locator('.menu-content');
    expect((await sidebar.boundingBox())!.width).toBeCloseTo(300, 0);
    expect(problems.blockedRequests).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });

  test('offers the server variables of the description', async ({page}) => {
    await page.goto('/openapi/');
    await waitForHydration(page);
    await page.getByRole('button', {name: /^get\s*\/posts$/i}).first().click();
    await expect(page.getByText('Blog API').first()).toBeVisible();
    await expect(page.getByText(/example\.com\/v1\/posts/).first()).toBeVisible();
  });
});

test.describe('site-wide tags', () => {
  test('/tags lists every declared tag with its page count', async ({page}) => {
    await page.goto('/tags');
    await waitForHydration(page);
    for (const label of ['Breaking changes', 'Content API', 'i18n', 'MySQL', 'React Router', 'Upload plugin', 'Vite', 'fetch']) {
      await expect(page.getByRole('link', {name: new RegExp(`^${label} \\d+ pages?`)})).toBeVisible();
    }
  });

  test('a tag page lists the pages of every area that carry it', async ({page}) => {
    await page.goto('/tags/i-18-n');
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Pages tagged “i18n”');
    const items = page.locator('main li');
    expect(await items.count()).toBeGreaterThan(1);
    await expect(items.filter({hasText: 'Developer Docs'}).first()).toBeVisible();
    await expect(items.filter({hasText: 'User Guide'}).first()).toBeVisible();
  });

  test('a tag page counts and lists the pages that carry it', async ({page}) => {
    // Every declared tag now has pages; the empty state of a tag page is covered by the
    // site-index unit tests (a declared tag with no page still gets its entry).
    await page.goto('/tags/vite');
    await waitForHydration(page);
    const items = page.locator('main li');
    const count = await items.count();
    expect(count).toBeGreaterThan(0);
    await expect(page.getByText(new RegExp(`^${count} pages?$`))).toBeVisible();
    await expect(items.filter({hasText: 'Vite is the default bundler of the admin panel'})).toHaveCount(1);
  });

  test('tags under a page link to the site-wide tag pages', async ({page}) => {
    await page.goto('/dev-docs/api/rest');
    await waitForHydration(page);
    const tag = page.locator('article footer a[href$="/tags/content-api"]');
    await expect(tag).toBeVisible();
    await tag.click();
    await expect(page).toHaveURL(/\/tags\/content-api$/);
  });
});

test.describe('status page', () => {
  test('reports every page of the three areas with totals', async ({page}) => {
    await page.goto('/status');
    await waitForHydration(page);
    const docsInSitemap = sitemapPaths().filter(
      (path) => /^\/(dev-docs|user-docs|cloud)\//.test(path) && !/\/tags(\/|$)/.test(path),
    );
    await expect(page.locator('dd[data-total="all"]')).toHaveText(String(docsInSitemap.length));
    for (const area of ['Developer Docs', 'User Guide', 'Strapi Cloud']) {
      await expect(page.getByRole('heading', {level: 2, name: new RegExp(area)})).toBeVisible();
    }
    const rows = page.locator('main tbody tr');
    await expect(rows).toHaveCount(docsInSitemap.length);
    await expect(rows.first().locator('td').nth(2)).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
    // Page titles are shown as written, not transformed to capitals.
    await expect(rows.first().locator('td a')).toHaveCSS('text-transform', 'none');
    await expect(page.getByRole('link', {name: 'the Strapi Cloud status page'})).toHaveAttribute(
      'href',
      'https://status.strapi.io',
    );
  });

  test('shows verified examples per page and in total, matching the mark on the page', async ({page}) => {
    await page.goto('/dev-docs/api/rest');
    await waitForHydration(page);
    const mark = page.locator('article [data-verified]');
    await expect(mark).toContainText(/Verified against Strapi \d+\.\d+\.\d+ \(\d+ of \d+ examples run, /);
    const verified = await mark.getAttribute('data-verified');
    const total = await mark.getAttribute('data-total');
    expect(Number(verified)).toBeGreaterThan(0);

    await page.goto('/status');
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 2, name: 'Verified examples'})).toBeVisible();
    const row = page.locator('main tbody tr').filter({has: page.locator('a[href$="/dev-docs/api/rest"]')});
    await expect(row.locator('td[data-examples]')).toHaveAttribute('data-examples', `${verified}/${total}`);
    await expect(page.locator('main tbody td[data-examples]')).not.toHaveCount(0);
    // Samples type-checked and command lines checked, labels and messages proven: totals, and a figure per page.
    await expect(page.locator('[data-total="types"]')).toHaveText(/^[1-9]\d* of [1-9]\d*$/);
    await expect(page.locator('[data-total="boots"]')).toHaveText(/^[1-9]\d* of [1-9]\d*$/);
    await expect(page.locator('main tbody tr').filter({has: page.locator('a[href$="/dev-docs/configurations/server"]')}).locator('td[data-boots]')).toHaveAttribute('data-boots', /^[1-9]\d*\/[1-9]\d*$/);
    await expect(page.locator('[data-total="commands"]')).toHaveText(/^[1-9]\d* of [1-9]\d*$/);
    await expect(row.locator('td[data-types]')).toHaveAttribute('data-types', /^\d+\/\d+$/);
    await expect(page.getByRole('heading', {level: 2, name: 'Proven labels and messages'})).toBeVisible();
    await expect(page.locator('[data-total="labels"]')).toHaveText(/^[1-9]\d* of [1-9]\d*$/);
    await expect(page.locator('[data-total="messages"]')).toHaveText(/^[1-9]\d* of [1-9]\d*$/);
    await expect(row.locator('td[data-messages]')).toHaveAttribute('data-messages', /^\d+\/\d+$/);
  });
});

test.describe('third-party services when nothing is configured', () => {
  test('no AI widget (Ask AI falls back to search), no analytics, no outside request', async ({page, problems}) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByRole('button', {name: 'Ask AI'})).toHaveAttribute('data-state', 'search-fallback');
    await page.getByRole('link', {name: 'Developer Docs', exact: true}).first().click();
    await waitForHydration(page);
    await page.waitForTimeout(3500); // longer than the widget's idle-time loader would wait
    expect(await page.locator('#ask-ai-widget-script, #gtm-script').count()).toBe(0);
    expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
    expect(problems.blockedRequests).toEqual([]);
  });
});

test.describe('easter egg', () => {
  const KONAMI = ['ArrowUp', 'ArrowUp', 'ArrowDown', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'ArrowLeft', 'ArrowRight', 'b', 'a'];

  test('the Konami code loads the particles on demand, and Escape closes them', async ({page}) => {
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (/easter-egg/.test(request.url())) chunks.push(request.url());
    });
    await page.goto('/dev-docs/intro');
    await waitForHydration(page);
    expect(chunks).toEqual([]);
    for (const key of KONAMI) await page.keyboard.press(key);
    const dialog = page.getByRole('dialog', {name: /Strapi easter egg/});
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('canvas')).toBeVisible();
    expect(chunks.length).toBeGreaterThan(0);
    await page.mouse.move(640, 360);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });

  test('with reduced motion it shows a static message instead', async ({page}) => {
    await page.emulateMedia({reducedMotion: 'reduce'});
    await page.goto('/');
    await waitForHydration(page);
    for (const key of KONAMI) await page.keyboard.press(key);
    const dialog = page.getByRole('dialog', {name: 'Strapi easter egg'});
    await expect(dialog).toContainText('reduced motion');
    await expect(dialog.locator('canvas')).toHaveCount(0);
    await dialog.getByRole('button', {name: 'Close (Esc)'}).click();
    await expect(dialog).toHaveCount(0);
  });

  test('typing the code into a form field does nothing', async ({page}) => {
    await page.goto('/dev-docs/showcase');
    await waitForHydration(page);
    await page.getByLabel('Endpoint').focus();
    for (const key of KONAMI) await page.keyboard.press(key);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
