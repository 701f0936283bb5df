/**
 * Code blocks are highlighted at build time, and the browser keeps that HTML
 * (src/theme/CodeBlock/Content): a first visit downloads no tokenizer, yet every block is coloured,
 * in every tab, and the copy and word-wrap buttons work. A page reached without a reload highlights
 * its blocks with the tokenizer it then downloads; if that download fails, the code still shows.
 */
import type {Page} from '@playwright/test';
import {expect, gotoInMode, test, waitForHydration} from './support/fixtures';

const PAGE = '/dev-docs/configurations/database';
const NEXT_PAGE = '/dev-docs/configurations/server';
const TOKENIZER = /\/assets\/js\/code-highlighter\.[0-9a-f]+\.js$/;

function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  return scripts;
}

/**
 * Code blocks of the page whose text is not split into Prism tokens. Plain text is not wrapped
 * (src/theme/CodeBlock/Line/Token), and neither are plain lines (src/theme/CodeBlock/Line), so a
 * block in a language with a grammar must have at least one coloured token.
 */
async function uncolouredBlocks(page: Page): Promise<string[]> {
  return page.locator('article pre.prism-code').evaluateAll((blocks) =>
    blocks
      .filter((pre) => pre.querySelector('.token') === null && !/\blanguage-(text|txt|plain|plaintext)\b/.test(pre.className))
      .filter((pre) => (pre.textContent ?? '').trim() !== '')
      .map((pre) => (pre.textContent ?? '').slice(0, 60)),
  );
}

test('a first visit keeps the build-time highlighting and downloads no tokenizer', async ({page, problems}) => {
  const scripts = scriptsOf(page);
  await page.goto(PAGE);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const blocks = page.locator('article pre.prism-code');
  expect(await blocks.count()).toBeGreaterThan(5);
  expect(await uncolouredBlocks(page)).toEqual([]);
  // A panel shown later is coloured too.
  const yarn = page.getByRole('tab', {name: 'Yarn'}).first();
  await yarn.click();
  const panel = page.locator('[role=tabpanel]:not([hidden])').first();
  await expect(panel.locator('pre .token').first()).toBeVisible();
  expect(await uncolouredBlocks(page)).toEqual([]);
  expect(scripts.filter((url) => TOKENIZER.test(url))).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
});

// Plain lines are their tokens and a newline, with no element of their own (src/theme/CodeBlock/Line):
// each source line must still show on its own line, blank lines included, in the kept HTML and in
// HTML the tokenizer wrote after a client-side navigation.
async function linesLaidOut(page: Page): Promise<{lines: number; rows: number; lineElements: number}[]> {
  return page.locator('article pre.prism-code code').evaluateAll((codes) =>
    codes
      .filter((code) => (code as HTMLElement).offsetParent !== null)
      .map((code) => {
        const lines = (code.textContent ?? '').replace(/\n$/, '').split('\n').length;
        const style = getComputedStyle(code);
        const height = code.getBoundingClientRect().height - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
        return {lines, rows: Math.round(height / parseFloat(style.lineHeight)), lineElements: code.querySelectorAll('.token-line, br').length};
      }),
  );
}

test('each code line shows on its own row, blank lines too, without an element per line', async ({page}) => {
  // The Go guide's examples have blank lines between their functions.
  await page.goto('/dev-docs/integrations/go');
  await waitForHydration(page);
  expect(await page.locator('article pre.prism-code code').evaluateAll((codes) => codes.filter((code) => /\n\n/.test(code.textContent ?? '')).length)).toBeGreaterThan(2);
  const withBlankLines = await linesLaidOut(page);
  for (const block of withBlankLines) expect(block).toEqual({lines: block.lines, rows: block.lines, lineElements: 0});
  await page.goto(PAGE);
  await waitForHydration(page);
  const kept = await linesLaidOut(page);
  expect(kept.length).toBeGreaterThan(3);
  expect(kept.some(({lines}) => lines > 5)).toBe(true);
  for (const block of kept) expect(block).toEqual({lines: block.lines, rows: block.lines, lineElements: 0});
  await page.locator(`nav a[href="${NEXT_PAGE}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${NEXT_PAGE}$`));
  await expect(page.locator('article h1')).toHaveText('Server configuration');
  await expect.poll(async () => (await linesLaidOut(page)).length).toBeGreaterThan(0);
  await expect.poll(() => uncolouredBlocks(page)).toEqual([]);
  const live = await linesLaidOut(page);
  for (const block of live) expect(block).toEqual({lines: block.lines, rows: block.lines, lineElements: 0});
});

/** Counts, from the end of parsing on, the code blocks and tab panels taken out of the page. */
async function watchRemovals(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const w = window as unknown as {removedAfterParse: number};
    w.removedAfterParse = 0;
    document.addEventListener('DOMContentLoaded', () => {
      new MutationObserver((mutations) => {
        for (const mutation of mutations) {
          for (const node of mutation.removedNodes) {
            if (node instanceof Element && node.matches('pre, [role=tabpanel], pre *, :has(pre)')) w.removedAfterParse += 1;
          }
        }
      }).observe(document.body, {childList: true, subtree: true});
    });
  });
  return () => page.evaluate(() => (window as unknown as {removedAfterParse: number}).removedAfterParse);
}

// The theme's code blocks and tab groups used to be thrown away right after hydration and built
// again whenever they hydrated with the app's root (a key that flipped; src/theme/CodeBlock,
// src/theme/Tabs): one of the longest tasks of a mobile page load (issue #13).
for (const mode of ['light', 'dark'] as const) {
  test(`hydration in ${mode} mode rebuilds no code block or tab panel, even with a tab chosen before`, async ({page, problems}) => {
    const scripts = scriptsOf(page);
    const removed = await watchRemovals(page);
    // A reader chose Yarn earlier (kept in the site's storage), then opens the page again.
    await page.goto(PAGE);
    await waitForHydration(page);
    await page.getByRole('tab', {name: 'Yarn'}).first().click();
    await gotoInMode(page, PAGE, mode);
    await page.waitForLoadState('networkidle');
    // The chosen tab is shown.
    const yarn = page.getByRole('tab', {name: 'Yarn'}).first();
    await expect(yarn).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('[role=tabpanel]:not([hidden]) pre .token').first()).toBeVisible();
    expect(await removed()).toBe(0);
    expect(await uncolouredBlocks(page)).toEqual([]);
    // Both modes use the same Prism theme: dark mode highlights nothing again.
    expect(scripts.filter((url) => TOKENIZER.test(url))).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });
}

test('copy and word wrap work on a kept code block', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({width: 390, height: 844});
  await page.goto(PAGE);
  await waitForHydration(page);
  const block = page.locator('article .theme-code-block').filter({has: page.locator('pre.language-js')}).first();
  await block.scrollIntoViewIfNeeded();
  await block.hover();
  const code = (await block.locator('pre code').textContent()) ?? '';
  expect(code.trim().split('\n').length).toBeGreaterThan(1);
  await block.getByRole('button', {name: /copy/i}).click();
  expect((await page.evaluate(() => navigator.clipboard.readText())).trim()).toBe(code.trim());
  // At 390 px the block scrolls sideways, so the theme offers word wrap; it must find the kept <pre>.
  const wrap = block.getByRole('button', {name: /word wrap/i});
  await expect(wrap).toHaveCount(1);
  await wrap.click();
  await expect(block.locator('pre code')).toHaveAttribute('style', /white-space: pre-wrap/);
});

/**
 * For each code block shown on the page: does its code scroll sideways, and does the block offer
 * word wrap. The theme offers it exactly when the code scrolls, measured after the block mounts, on
 * resizes and when a tab panel holding it is shown (the theme's own useCodeWordWrap).
 */
async function wordWrapMismatches(page: Page): Promise<string[]> {
  return page.locator('article .theme-code-block').evaluateAll((blocks) =>
    blocks
      .filter((block) => block.closest('[role=tabpanel][hidden]') === null)
      .filter((block) => {
        const pre = block.querySelector('pre');
        const scrolls = pre !== null && pre.scrollWidth > pre.clientWidth;
        const offered = block.querySelector('button[aria-label*="word wrap" i]') !== null;
        return scrolls !== offered;
      })
      .map((block) => (block.querySelector('pre')?.textContent ?? '').slice(0, 60)),
  );
}

test('word wrap is offered exactly on the blocks that scroll sideways, in a tab shown later too', async ({page, problems}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto(PAGE);
  await waitForHydration(page);
  await expect.poll(() => wordWrapMismatches(page)).toEqual([]);
  expect(await page.locator('article button[aria-label*="word wrap" i]').count()).toBeGreaterThan(0);
  // A tab panel hidden at load, holding a block with a line too long for 390 px.
  const [group, panel] = await page.locator('article .tabs-container').evaluateAll((containers) => {
    for (const [g, container] of containers.entries()) {
      const panels = [...container.querySelectorAll(':scope > div > [role=tabpanel]')];
      const p = panels.findIndex((el) => el.hasAttribute('hidden') && [...el.querySelectorAll('pre')].some((pre) => (pre.textContent ?? '').split('\n').some((line) => line.length > 50)));
      if (p >= 0) return [g, p];
    }
    return [-1, -1];
  });
  expect(group, 'a tab panel hidden at load with a wide code block').toBeGreaterThanOrEqual(0);
  const tabs = page.locator('article .tabs-container').nth(group);
  await tabs.getByRole('tab').nth(panel).click();
  const shown = tabs.locator('[role=tabpanel]:not([hidden]) pre');
  await expect(shown.first()).toBeVisible();
  expect(await shown.evaluateAll((pres) => pres.some((pre) => pre.scrollWidth > pre.clientWidth))).toBe(true);
  await expect.poll(() => wordWrapMismatches(page)).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
});

/**
 * Opens NEXT_PAGE from PAGE through its link (no reload) and waits for its article. The first page's
 * blocks were coloured at build time and stay on screen a moment after the URL changes: a check made
 * then looks at them (a fast browser did, once in a full run).
 */
async function openNextPageWithoutReload(page: Page): Promise<void> {
  await page.goto(PAGE);
  await waitForHydration(page);
  const previousTitle = await page.locator('article h1').innerText();
  await page.locator(`nav a[href="${NEXT_PAGE}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${NEXT_PAGE}$`));
  await expect(page.locator('article h1')).toBeVisible();
  await expect(page.locator('article h1')).not.toHaveText(previousTitle);
}

test('a page opened without a reload downloads the tokenizer and colours its code', async ({page, problems}) => {
  const scripts = scriptsOf(page);
  await openNextPageWithoutReload(page);
  await expect(page.locator('article pre.prism-code .token').first()).toBeVisible();
  await expect.poll(() => uncolouredBlocks(page)).toEqual([]);
  expect(scripts.filter((url) => TOKENIZER.test(url)).length).toBe(1);
  expect(problems.consoleErrors).toEqual([]);
});

test('if the tokenizer cannot be downloaded, the code still shows, uncoloured', async ({page}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.route(TOKENIZER, (route) => route.abort('internetdisconnected'));
  await openNextPageWithoutReload(page);
  const first = page.locator('article pre.prism-code').first();
  await expect(first).toBeVisible();
  await expect(first).not.toHaveText('');
  expect(await first.locator('.token').count()).toBe(0);
  expect(errors).toEqual([]);
});
