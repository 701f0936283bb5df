import {expect, test, waitForHydration} from './support/fixtures';

/** Reading experience checks (issue: request examples readable in full). */
const LONG_REQUESTS = '/dev-docs/api/rest/filters-locale-publication';

for (const width of [1280, 390]) {
  test(`every ApiCall request line is readable in full at ${width} px`, async ({page}) => {
    await page.setViewportSize({width, height: 900});
    await page.goto(LONG_REQUESTS);
    await waitForHydration(page);
    const lines = page.locator('[data-request-line]');
    expect(await lines.count()).toBeGreaterThan(3);
    const overflowing = await lines.evaluateAll((elements) =>
      elements
        .filter((element) => {
          const box = element.getBoundingClientRect();
          return element.scrollWidth > element.clientWidth + 1 || box.right > document.documentElement.clientWidth;
        })
        .map((element) => element.getAttribute('data-request-line')),
    );
    expect(overflowing, 'request lines cut or scrolled sideways').toEqual([]);
  });
}

test('a long query string has a decoded view of its parameters', async ({page}) => {
  await page.goto(LONG_REQUESTS);
  await waitForHydration(page);
  const request = page
    .locator('[data-api-part="request"]')
    .filter({has: page.locator('[data-request-line*="filters[$or][0][title][$containsi]=pasta"]')});
  await request.getByText(/Query parameters, decoded/).click();
  await expect(request.locator('details li').first()).toHaveText('filters[$or][0][title][$containsi] = pasta');
});

for (const width of [320, 390, 768]) {
  test(`navbar items have room and a 24×24 target at ${width} px`, async ({page}) => {
    await page.setViewportSize({width, height: 700});
    await page.goto('/dev-docs/intro');
    await waitForHydration(page);
    const boxes = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.navbar__inner :is(a, button)')]
        .filter((element) => element.offsetParent !== null && element.getBoundingClientRect().width > 0)
        .map((element) => {
          const box = element.getBoundingClientRect();
          return {name: element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '', x: box.x, y: box.y, right: box.right, bottom: box.bottom, width: box.width, height: box.height};
        }),
    );
    expect(boxes.length).toBeGreaterThanOrEqual(3);
    for (const box of boxes) {
      expect(box.width, `${box.name} width`).toBeGreaterThanOrEqual(24);
      expect(box.height, `${box.name} height`).toBeGreaterThanOrEqual(24);
      expect(box.right, `${box.name} inside the viewport`).toBeLessThanOrEqual(width);
    }
    const overlaps = boxes.flatMap((a, i) =>
      boxes
        .slice(i + 1)
        .filter((b) => a.x < b.right - 1 && b.x < a.right - 1 && a.y < b.bottom - 1 && b.y < a.bottom - 1)
        .map((b) => `${a.name} / ${b.name}`),
    );
    expect(overlaps).toEqual([]);
  });
}
