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
