/**
 * The breaking-change catalogue: every entry shown by default, filters usable with the keyboard,
 * and the filtered view kept in the URL so it can be shared.
 */
import {BREAKING_CHANGES} from '../../src/data/breaking-changes';
import {expect, test, waitForHydration} from './support/fixtures';

const PAGE = '/dev-docs/migration/v4-to-v5/breaking-changes';
const rows = '[data-breaking-change]';

test('lists every breaking change, each linking to its page', async ({page}) => {
  await page.goto(PAGE);
  await waitForHydration(page);
  await expect(page.locator(rows)).toHaveCount(BREAKING_CHANGES.length);
  await expect(page.getByRole('status').filter({hasText: 'breaking changes'})).toHaveText(`${BREAKING_CHANGES.length} breaking changes.`);
  const first = BREAKING_CHANGES[0];
  await expect(page.locator(`[data-breaking-change="${first.slug}"] a`)).toHaveAttribute('href', `${PAGE}/${first.slug}`);
});

test('filters with the keyboard, keeps the filters in the URL, and clears them', async ({page}) => {
  await page.goto(PAGE);
  await waitForHydration(page);
  const expected = BREAKING_CHANGES.filter((entry) => entry.codemod === 'partly').length;
  const codemod = page.getByLabel('Codemod');
  await codemod.focus();
  await codemod.selectOption('partly');
  await expect(page).toHaveURL(/\?codemod=partly$/);
  await expect(page.locator(rows)).toHaveCount(expected);
  await expect(page.getByRole('status').filter({hasText: 'breaking changes'})).toHaveText(`${expected} of ${BREAKING_CHANGES.length} breaking changes match the filters.`);
  for (const cell of await page.locator(`${rows} td:nth-child(5)`).allTextContents()) expect(cell).toMatch(/^Partly/);

  await page.getByRole('button', {name: 'Clear filters'}).click();
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
  await expect(page.locator(rows)).toHaveCount(BREAKING_CHANGES.length);
});

test('a shared filtered URL opens filtered; unknown values are ignored', async ({page}) => {
  const expected = BREAKING_CHANGES.filter((entry) => entry.affectsPlugins && entry.area === 'admin-panel').length;
  await page.goto(`${PAGE}?plugins=yes&area=admin-panel&codemod=%3Cscript%3E`);
  await waitForHydration(page);
  await expect(page.locator(rows)).toHaveCount(expected);
  await expect(page.getByLabel('Area')).toHaveValue('admin-panel');
  await expect(page.getByLabel('Affects plugins')).toHaveValue('yes');
  await expect(page.getByLabel('Codemod')).toHaveValue('any');
});
