/**
 * Admin-panel pictures (npm run screenshots, src/components/Screenshot): every page that shows one
 * serves its image, with alt text, width and height, in the color mode's variant, and zooms on click.
 */
import {SHOTS} from '../../scripts/screenshots/manifest.mts';
import {expect, gotoInMode, test} from './support/fixtures';

const pages = [...new Set(SHOTS.map((shot) => `/${shot.page}`))];

test('every page with pictures serves each one, loaded, with alt text and dimensions', async ({page}) => {
  test.setTimeout(120_000);
  for (const path of pages) {
    await gotoInMode(page, path, 'light');
    const shown = page.locator('article [data-screenshot] img:visible');
    const expected = SHOTS.filter((shot) => `/${shot.page}` === path).length;
    await expect(shown, path).toHaveCount(expected);
    // All at once, not by scrolling to each: the pictures load lazily, and the server must serve every one.
    await page.evaluate(() => {
      for (const img of document.querySelectorAll('article [data-screenshot] img')) img.setAttribute('loading', 'eager');
    });
    for (const img of await shown.all()) {
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), {message: `${path}: image loads`}).toBe(true);
      expect((await img.getAttribute('alt'))?.length ?? 0, `${path}: alt text`).toBeGreaterThanOrEqual(30);
      expect(Number(await img.getAttribute('width')), `${path}: width`).toBeGreaterThan(0);
      expect(Number(await img.getAttribute('height')), `${path}: height`).toBeGreaterThan(0);
    }
  }
});

test('each color mode shows its own picture, and a click zooms it', async ({page}) => {
  const shot = SHOTS.find((s) => s.dark)!;
  for (const mode of ['light', 'dark'] as const) {
    await gotoInMode(page, `/${shot.page}`, mode);
    const figure = page.locator(`[data-screenshot="${shot.name}"]`);
    const visible = figure.locator('img:visible');
    await expect(visible).toHaveCount(1);
    await expect(visible).toHaveAttribute('src', new RegExp(`/img/screenshots/${shot.name}${mode === 'dark' ? '-dark' : ''}\\.webp$`));
  }
  const img = page.locator(`[data-screenshot="${shot.name}"] img:visible`);
  await img.scrollIntoViewIfNeeded();
  await expect(img).toHaveClass(/medium-zoom-image/); // the zoom library arrives on demand
  await img.click();
  await expect(page.locator('.medium-zoom-overlay')).toBeVisible();
});

test('a picture keeps its box before it loads (no layout shift)', async ({page}) => {
  await page.route(/\/img\/screenshots\//, () => undefined); // never answers
  const shot = SHOTS[0];
  await page.goto(`/${shot.page}`);
  const img = page.locator(`[data-screenshot="${shot.name}"] img`).first();
  const box = await img.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThan(100);
});
