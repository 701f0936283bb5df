/**
 * Search budgets, measured in headless Chromium and printed in CI:
 * - nothing search-related is downloaded before the reader opens search;
 * - the first query on a cold page downloads at most 200 KB (gzip), modal included;
 * - median time from keystroke to rendered results, index loaded: at most 100 ms.
 */
import {gzipSync} from 'node:zlib';
import {expect, test, waitForHydration} from './support/fixtures';

const FIRST_QUERY_BUDGET = 200 * 1024;
const LATENCY_BUDGET_MS = 100;
const QUERIES = ['api token', 'populate field', 'relations', 'deploy', 'locale', 'webhook', 'filters', 'publish', 'media', 'roles', 'graphql', 'cache', 'database', 'sort', 'upload'];

test('search stays within its download and speed budgets', async ({page}) => {
  test.setTimeout(120_000);
  const searchResponses: Array<Promise<number>> = [];
  let opened = false;
  const beforeOpening: string[] = [];
  page.on('response', (response) => {
    const url = response.url();
    if (!opened) {
      if (/\/pagefind\/|search-modal|docsearch/i.test(url)) beforeOpening.push(url);
      return;
    }
    // Everything downloaded from opening search to the first results counts, measured gzip-compressed.
    if (process.env.SEARCH_BUDGET_DEBUG) {
      void response.body().then((body) => console.log(`  ${gzipSync(body).length} ${url}`));
    }
    searchResponses.push(
      response
        .body()
        .then((body) => gzipSync(body).length)
        .catch(() => 0),
    );
  });

  await page.goto('/dev-docs/intro');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(beforeOpening, 'search assets loaded before search was opened').toEqual([]);

  opened = true;
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').waitFor();
  // The first query, entered at once (typed character by character, every prefix is a query of its own).
  await page.locator('.DocSearch-Input').fill('populate');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const sizes = await Promise.all(searchResponses);
  if (process.env.SEARCH_BUDGET_DEBUG) console.log(`  first-query responses: ${sizes.length}`);
  const firstQueryBytes = sizes.reduce((sum, size) => sum + size, 0);
  console.log(`search budget: ${searchResponses.length} responses after opening search`);

  // Time from a keystroke to the next render of the hits, one keystroke at a time.
  await page.evaluate(() => {
    const state = window as unknown as {lastKey: number; lastRender: number};
    state.lastKey = 0;
    state.lastRender = 0;
    window.addEventListener('keydown', () => (state.lastKey = performance.now()), true);
    new MutationObserver(() => {
      if (document.querySelector('.DocSearch-Hit, .DocSearch-NoResults')) state.lastRender = performance.now();
    }).observe(document.body, {childList: true, subtree: true, characterData: true});
  });
  const input = page.locator('.DocSearch-Input');
  const timings: number[] = [];
  for (const query of QUERIES) {
    await input.fill(query.slice(0, -1));
    await page.waitForTimeout(150);
    await page.keyboard.press(query.slice(-1));
    const elapsed = await page
      .waitForFunction(
        () => {
          const state = window as unknown as {lastKey: number; lastRender: number};
          return state.lastRender > state.lastKey ? state.lastRender - state.lastKey : false;
        },
        undefined,
        {timeout: 5000},
      )
      .then((handle) => handle.jsonValue() as Promise<number>)
      .catch(() => 5000);
    timings.push(elapsed);
  }
  const sorted = [...timings].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];

  console.log(`search budget: first query downloaded ${(firstQueryBytes / 1024).toFixed(1)} KB gzip (budget ${FIRST_QUERY_BUDGET / 1024} KB)`);
  console.log(`search budget: median keystroke-to-results ${median.toFixed(1)} ms over ${timings.length} queries (budget ${LATENCY_BUDGET_MS} ms)`);
  expect(firstQueryBytes).toBeLessThanOrEqual(FIRST_QUERY_BUDGET);
  expect(median).toBeLessThanOrEqual(LATENCY_BUDGET_MS);
});
