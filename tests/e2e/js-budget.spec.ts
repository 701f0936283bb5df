/**
 * JavaScript budgets (issue #13): every page kind's first visit, in Chromium, sums the JavaScript it
 * fetches (gzip -9, once per URL) and fails over budget. The figures are printed on every run, so a
 * regression shows its size and the file that grew.
 */
import {gzipSync} from 'node:zlib';
import {expect, test, waitForHydration} from './support/fixtures';
import {checkJsBudget, JS_BUDGETS, type JsFile} from './support/js-budget';

for (const {kind, path, budgetKb, targetKb} of JS_BUDGETS) {
  test(`JS budget: ${kind} (${path}) within ${budgetKb} KB`, async ({page}) => {
    const files: Array<Promise<JsFile | null>> = [];
    page.on('response', (response) => {
      const url = response.url();
      if (new URL(url).pathname.endsWith('.js')) {
        files.push(
          response
            .body()
            .then((body) => ({url, gzipBytes: gzipSync(body, {level: 9}).length}))
            .catch(() => null),
        );
      }
    });
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    // Anything scheduled for when the browser is idle lands within this second.
    await page.waitForTimeout(1000);
    await page.waitForLoadState('networkidle');
    const fetched = (await Promise.all(files)).filter((file): file is JsFile => file !== null);
    const verdict = checkJsBudget(path, fetched, budgetKb, targetKb);
    console.log(verdict.report);
    expect(verdict.total, verdict.report).toBeLessThanOrEqual(verdict.budget);
  });
}
