/**
 * JavaScript budgets (issue #13): every page kind's first visit, in Chromium, sums the JavaScript it
 * fetches (gzip -9, once per URL) and fails over budget. The figures are printed on every run, so a
 * regression shows its size and the file that grew. Each file must also start with V8's explicit
 * compile hint (registry id `compile-hint`, src/deviations/registry.ts), or its functions compile on the main thread.
 * And every script the page needs to hydrate must be named in its HTML (registry id `route-registry`), so the browser
 * downloads it alongside the entry bundle instead of learning of it only once that bundle has run.
 */
import {gzipSync} from 'node:zlib';
import {expect, test, waitForHydration} from './support/fixtures';
import {checkJsBudget, JS_BUDGETS, type JsFile} from './support/js-budget';
import {COMPILE_HINT} from '../../src/plugins/lean-bundles';

/** The hint counts only as the file's whole first line. */
const FIRST_LINE = Buffer.from(`${COMPILE_HINT}\n`);

for (const {kind, path, budgetKb, targetKb} of JS_BUDGETS) {
  test(`JS budget: ${kind} (${path}) within ${budgetKb} KB`, async ({page}) => {
    const files: Array<Promise<JsFile | null>> = [];
    const unhinted: string[] = [];
    const requested: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('.js')) requested.push(url.pathname);
    });
    page.on('response', (response) => {
      const url = response.url();
      if (new URL(url).pathname.endsWith('.js')) {
        files.push(
          response
            .body()
            .then((body) => {
              if (!body.subarray(0, FIRST_LINE.length).equals(FIRST_LINE)) unhinted.push(url);
              return {url, gzipBytes: gzipSync(body, {level: 9}).length};
            })
            .catch(() => null),
        );
      }
    });
    await page.goto(path);
    await waitForHydration(page);
    // Route chunks are named by a hex hash or a number; a word-named chunk (medium-zoom,
    // code-highlighter…) loads on use, when a component asks for it, and is not a route chunk.
    const neededToHydrate = requested.filter((script) => !/\/[^/.]*[g-z-][^/.]*\.[0-9a-f]+\.js$/.test(script) || /\/(runtime~)?main\./.test(script));
    const html = await (await page.request.get(path)).text();
    const named = [...html.matchAll(/<script src=([^\s>]+) defer>/g)].map((match) => match[1]);
    expect(neededToHydrate.length).toBeGreaterThan(2);
    expect(neededToHydrate.filter((script) => !named.includes(script)), `scripts fetched before hydration that ${path}'s HTML does not name`).toEqual([]);
    await page.waitForLoadState('networkidle');
    // Anything scheduled for when the browser is idle lands within this second.
    await page.waitForTimeout(1000);
    await page.waitForLoadState('networkidle');
    const fetched = (await Promise.all(files)).filter((file): file is JsFile => file !== null);
    const verdict = checkJsBudget(path, fetched, budgetKb, targetKb);
    console.log(verdict.report);
    expect(verdict.total, verdict.report).toBeLessThanOrEqual(verdict.budget);
    expect(unhinted, 'scripts without the compile hint on their first line').toEqual([]);
  });
}
