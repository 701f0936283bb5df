import type {Page} from '@playwright/test';
import {expect, test, waitForHydration} from './support/fixtures';
import {HOSTILE_QUERIES, watchForInjection} from './support/hostile';

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const isSearchAsset = (url: string) => /\/pagefind\/|search-modal|docsearch/i.test(url);

test.describe('search modal', () => {
  test('nothing search-related is downloaded until search is opened', async ({page}) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto('/dev-docs/intro');
    await waitForHydration(page);
    await page.waitForTimeout(1000);
    expect(requests.filter(isSearchAsset)).toEqual([]);
    await page.getByRole('button', {name: 'Search (Ctrl+K)'}).click();
    await expect(modal(page)).toBeVisible();
    await page.keyboard.type('api token');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    expect(requests.filter(isSearchAsset).length).toBeGreaterThan(0);
  });

  for (const [name, key] of [
    ['Ctrl+K', 'Control+k'],
    ['Cmd+K', 'Meta+k'],
    ['/', '/'],
  ] as const) {
    test(`opens with ${name}, navigates by keyboard and remembers recent searches`, async ({page}) => {
      await page.goto('/dev-docs/intro');
      await waitForHydration(page);
      await page.keyboard.press(key);
      await expect(modal(page)).toBeVisible();
      await page.keyboard.type('populate dynamic zone');
      await expect(page.locator('.DocSearch-Input')).toHaveValue('populate dynamic zone');
      const hits = page.locator('.DocSearch-Hit');
      await expect(hits.first()).toBeVisible();
      // Let the results of the last keystroke replace those of the earlier ones.
      await page.waitForLoadState('networkidle');
      await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('Developer Docs');
      await expect(page.locator('.DocSearch-Hit mark').first()).toBeVisible();
      // The hits of the whole query, not of an earlier keystroke that a busy machine is still showing.
      await expect(hits.first().locator('a')).toHaveAttribute('href', /populat|dynamic-zones/);
      // Down then Up selects the first hit again. A late answer to an earlier keystroke can re-render
      // the list in between: the selection goes back to the first hit and Up then wraps to the last
      // one (a full run opened /dev-docs/backend-customization/routes). The keys are pressed again
      // until the first hit is the selected one, then Enter opens it.
      const selected = page.locator('.DocSearch-Hit[aria-selected="true"] a');
      await expect(async () => {
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('ArrowUp');
        await expect(selected).toHaveAttribute('href', /populat|dynamic-zones/, {timeout: 1_000});
      }).toPass({timeout: 10_000});
      await page.keyboard.press('Enter');
      await expect(modal(page)).toHaveCount(0);
      await expect(page).toHaveURL(/populat|dynamic-zones/);
      await page.keyboard.press('Control+k');
      await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('Recent');
    });
  }

  test('results of the current area come first', async ({page}) => {
    await page.goto('/user-docs/intro');
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    await page.keyboard.type('roles permissions');
    await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('User Guide');
    const footer = page.getByRole('link', {name: /See all results for “roles permissions” in every area/});
    await expect(footer).toBeVisible();
    await footer.click();
    await expect(page).toHaveURL(/\/search\?q=roles%20permissions$/);
  });

  test('shows a helpful empty state', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    await page.keyboard.type('qwxzvbnmpl');
    await expect(page.locator('.DocSearch-NoResults')).toContainText('No results for "qwxzvbnmpl"');
  });

  test('says so when the index cannot be reached', async ({page}) => {
    await page.route('**/pagefind/**', (route) => route.abort('internetdisconnected'));
    await page.goto('/dev-docs/intro');
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    await page.keyboard.type('populate');
    await expect(modal(page)).toContainText('Unable to fetch results');
    await expect(modal(page)).toContainText('You might want to check your network connection.');
  });

  test('the Ask AI button opens the search with the question typed in', async ({page}) => {
    await page.goto('/cloud/intro');
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Ask AI'}).click();
    await page.getByLabel('Ask a question: we will search the docs for it').fill('how do I deploy');
    await page.getByRole('button', {name: 'Search the docs'}).click();
    await expect(modal(page)).toBeVisible();
    await expect(page.locator('.DocSearch-Input')).toHaveValue('how do I deploy');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  });

  test('hostile queries in the modal render as text, never as markup', async ({page, problems}) => {
    const injection = watchForInjection(page);
    await page.goto('/dev-docs/intro');
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    const input = page.locator('.DocSearch-Input');
    for (const query of HOSTILE_QUERIES) {
      await input.fill(query);
      await expect(page.locator('.DocSearch-Hits, .DocSearch-NoResults, .DocSearch-StartScreen').first()).toBeVisible();
    }
    expect(injection.dialogs()).toBe(0);
    expect(await page.locator('.DocSearch-Modal img, .DocSearch-Modal script, .DocSearch-Modal iframe').count()).toBe(0);
    expect(await injection.pwned()).toBeUndefined();
    expect(problems.consoleErrors).toEqual([]);
  });
});

test.describe('search page', () => {
  test('shows every result for the query in the URL, scoped by area', async ({page}) => {
    await page.goto('/search?q=api%20token');
    await waitForHydration(page);
    const results = page.locator('main ol li');
    await expect(results.first()).toBeVisible();
    await expect(page.getByRole('searchbox', {name: 'Search terms'})).toHaveValue('api token');
    await page.getByLabel('Area').selectOption('user-docs');
    await page.getByRole('button', {name: 'Search', exact: true}).click();
    await expect(page).toHaveURL(/\?q=api\+token&area=user-docs$/);
    await expect(results.first()).toContainText('User Guide');
    expect(await results.filter({hasNotText: 'User Guide'}).count()).toBe(0);
  });

  test('reports an unreachable index and an empty result clearly', async ({page}) => {
    await page.goto('/search?q=qwxzvbnmpl');
    await waitForHydration(page);
    await expect(page.getByText('No results for “qwxzvbnmpl”')).toBeVisible();
    await page.route('**/pagefind/**', (route) => route.abort('internetdisconnected'));
    await page.goto('/search?q=populate');
    await waitForHydration(page);
    await expect(page.getByRole('alert')).toContainText('Unable to fetch results');
    await expect(page.getByRole('alert')).toContainText('You might want to check your network connection.');
  });

  test(`survives ${HOSTILE_QUERIES.length} hostile queries without running or injecting anything`, async ({page, problems}) => {
    test.setTimeout(180_000);
    const injection = watchForInjection(page);
    await page.goto('/search');
    await waitForHydration(page);
    const input = page.getByRole('searchbox', {name: 'Search terms'});
    for (const query of HOSTILE_QUERIES) {
      await input.fill(query);
      await input.press('Enter');
      await expect(page.locator('main ol li, main [class*="empty"], main [class*="hint"]').first()).toBeVisible();
    }
    expect(injection.dialogs()).toBe(0);
    expect(await page.locator('main img, main iframe, main script').count()).toBe(0);
    expect(await injection.pwned()).toBeUndefined();
    expect(problems.consoleErrors).toEqual([]);
  });
});
