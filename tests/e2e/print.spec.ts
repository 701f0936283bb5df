/**
 * The print stylesheet (src/css/print.css): a printed page is the article alone, every tab panel
 * printed after its label, code wrapped and outside links followed by their address. The PDF's text
 * is read with pdftotext (Debian's poppler-utils, installed by scripts/install-browser.sh).
 */
import {execFileSync} from 'node:child_process';
import {writeFileSync} from 'node:fs';
import {expect, test, waitForHydration} from './support/fixtures';

const PAGE = '/dev-docs/testing';
const TITLE = 'Test a Strapi 5 application';
/** Text that only the navbar, the announcement bar, the page actions or the feedback show. */
const CHROME_TEXT = ['Strapi 5 Docs', 'User Guide', 'Strapi Cloud', 'Ask AI', 'still being written', 'Was this page helpful', 'Copy page'];

function pdfText(file: string): string {
  try {
    return execFileSync('pdftotext', ['-layout', file, '-'], {encoding: 'utf8'});
  } catch (error) {
    throw new Error(`pdftotext failed (install poppler-utils: bash scripts/install-browser.sh): ${String(error)}`);
  }
}

test.describe('print', () => {
  test('the print layout hides the site chrome, shows every tab panel with its label and wraps code', async ({page}) => {
    await page.goto(PAGE);
    await waitForHydration(page);
    await page.emulateMedia({media: 'print'});
    for (const selector of ['.navbar', '.theme-doc-sidebar-container', '.theme-doc-toc-desktop', '.theme-announcement-bar', '.footer']) {
      await expect(page.locator(selector).first(), selector).toBeHidden();
    }
    // (The tab list is display: contents in print, so the tabs are found by their role attribute.)
    const tabs = page.locator('.tabs-container').filter({has: page.locator('[role="tab"]', {hasText: 'TypeScript'})}).first();
    await expect(tabs.locator('[role="tab"]', {hasText: 'JavaScript'})).toBeVisible();
    await expect(tabs.locator('[role="tab"]', {hasText: 'TypeScript'})).toBeVisible();
    const panels = tabs.locator('[role="tabpanel"]');
    expect(await panels.count()).toBeGreaterThan(1);
    for (const panel of await panels.all()) await expect(panel).toBeVisible();
    // Each label comes right before its own panel.
    const order = await tabs.evaluate((container) =>
      [...container.querySelectorAll('[role="tab"], [role="tabpanel"]')]
        .map((element) => ({kind: element.getAttribute('role'), top: element.getBoundingClientRect().top}))
        .sort((a, b) => a.top - b.top)
        .map((element) => element.kind),
    );
    expect(order.slice(0, 4)).toEqual(['tab', 'tabpanel', 'tab', 'tabpanel']);
    const whiteSpace = await page.locator('article pre').first().evaluate((element) => getComputedStyle(element).whiteSpace);
    expect(whiteSpace).toBe('pre-wrap');
    const after = await page
      .locator('article a[href="https://jestjs.io"]')
      .first()
      .evaluate((element) => getComputedStyle(element, '::after').content);
    expect(after).toContain('https://jestjs.io');
  });

  test('a page printed to PDF has its title and none of the navigation', async ({page}, testInfo) => {
    await page.goto(PAGE);
    await waitForHydration(page);
    const file = testInfo.outputPath('page.pdf');
    writeFileSync(file, await page.pdf({format: 'A4', printBackground: false}));
    const text = pdfText(file);
    expect(text).toContain(TITLE);
    expect(text).toContain('(https://jestjs.io)');
    const normalized = text.replace(/\s+/g, ' ');
    for (const chrome of CHROME_TEXT) expect(normalized, `"${chrome}" in the PDF`).not.toContain(chrome);
  });
});
