/**
 * Mermaid diagrams are drawn at build time (src/remark/diagrams): no page loads Mermaid, each
 * color mode shows its own image with a text equivalent, and on a phone labels stay legible
 * (the image shrinks to at most 11/16 of its natural size, then scrolls sideways). Screenshots of
 * two diagram pages in both themes are attached to the run.
 */
import {expect, gotoInMode, test} from './support/fixtures';

const PAGES = ['/dev-docs/intro', '/dev-docs/api/content-apis'];

for (const path of PAGES) {
  for (const mode of ['light', 'dark'] as const) {
    test(`diagrams on ${path} in ${mode} mode: the ${mode} image, loaded, with alt text`, async ({page}, testInfo) => {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      await gotoInMode(page, path, mode);
      const diagram = page.locator('[aria-label="Diagram (scrolls sideways)"]').first();
      await diagram.scrollIntoViewIfNeeded();
      const images = diagram.locator('img');
      await expect(images).toHaveCount(2);
      const shown = images.nth(mode === 'light' ? 0 : 1);
      const hidden = images.nth(mode === 'light' ? 1 : 0);
      await expect(shown).toBeVisible();
      await expect(hidden).toBeHidden();
      await expect(shown).toHaveAttribute('src', new RegExp(`diagram-[0-9a-f]+-${mode}-`));
      const alt = await shown.getAttribute('alt');
      expect(alt?.length ?? 0, 'a text equivalent').toBeGreaterThan(20);
      await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      expect(scripts.filter((url) => /mermaid/i.test(url)), 'Mermaid is not downloaded').toEqual([]);
      await testInfo.attach(`${path.replaceAll('/', '_')}-${mode}.png`, {body: await diagram.screenshot(), contentType: 'image/png'});
    });
  }
}

test('on a 390 px phone, diagram labels stay at 11 px or more and the page does not scroll sideways', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await gotoInMode(page, '/dev-docs/intro', 'light');
  const diagrams = page.locator('[aria-label="Diagram (scrolls sideways)"]');
  expect(await diagrams.count()).toBeGreaterThan(0);
  for (const diagram of await diagrams.all()) {
    const img = diagram.locator('img').first();
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
    // Mermaid draws labels at 16 px: the shown width over the natural width scales them.
    const scale = await img.evaluate((el: HTMLImageElement) => el.getBoundingClientRect().width / Number(el.getAttribute('width')));
    expect(16 * scale).toBeGreaterThanOrEqual(11 - 0.01);
  }
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'horizontal overflow of the page').toBeLessThanOrEqual(0);
});
