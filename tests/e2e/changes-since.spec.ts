/**
 * "What changed since my version", the feature compatibility table and the "Since 5.x" badges, all
 * from src/data/since-entries.json: complete without JavaScript, filtered in the browser, safe with hostile
 * pasted input.
 */
import {compareVersions, SINCE, sinceEntry} from '../../src/data/since';
import {expect, test, waitForHydration} from './support/fixtures';

const CHANGES = '/dev-docs/whats-changed';
const TABLE = '/dev-docs/compatibility';
const entries = '[data-since-entry]';
const after = (version: string) => SINCE.filter((entry) => compareVersions(entry.since, version) > 0).length;

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('the changes page lists every change by release, newest first, with no form', async ({page}) => {
    await page.goto(CHANGES);
    await expect(page.locator(`main ${entries}`)).toHaveCount(SINCE.length);
    await expect(page.locator('main form')).toHaveCount(0);
    const versions = (await page.locator('main h3[id^="v5-"]').allTextContents()).map((text) => /5\.\d+\.\d+/.exec(text)?.[0] ?? text);
    const sorted = [...versions].sort((a, b) => compareVersions(b, a));
    expect(versions).toEqual(sorted);
  });

  test('the compatibility table has a row per feature; a badge links to its release', async ({page}) => {
    await page.goto(TABLE);
    await expect(page.locator(`main tbody ${entries}`)).toHaveCount(SINCE.length);
    await page.goto('/dev-docs/configurations/mcp-server');
    const badge = page.locator('a.since-badge').first();
    await expect(badge).toHaveText(`Since ${sinceEntry('mcp-server')!.since}`);
    await expect(badge).toHaveAttribute('href', `${CHANGES}#v5-47-0`);
    await page.goto(`${CHANGES}#v5-47-0`);
    await expect(page.locator('#v5-47-0')).toContainText('Strapi 5.47.0');
  });
});

test('a typed version shows only the later releases, and the address keeps it', async ({page}) => {
  await page.goto(CHANGES);
  await waitForHydration(page);
  const field = page.getByLabel('Your Strapi version, or your whole package.json');
  await field.fill('5.47.0');
  await page.getByRole('button', {name: 'Show what changed'}).click();
  await expect(page).toHaveURL(/\?from=5\.47\.0$/);
  await expect(page.locator(`main ${entries}`)).toHaveCount(after('5.47.0'));
  await expect(page.locator('main form [role="status"]')).toContainText(`between Strapi 5.47.0 and`);
  for (const since of await page.locator(`main ${entries}`).evaluateAll((items) => items.map((item) => item.getAttribute('data-since') ?? ''))) {
    expect(compareVersions(since, '5.47.0')).toBeGreaterThan(0);
  }
  // The shared address opens filtered.
  await page.goto(`${CHANGES}?from=5.30.0`);
  await waitForHydration(page);
  await expect(page.locator(`main ${entries}`)).toHaveCount(after('5.30.0'));
});

test('a pasted package.json works, and hostile text is shown as text, never run', async ({page}) => {
  await page.goto(CHANGES);
  await waitForHydration(page);
  const field = page.getByLabel('Your Strapi version, or your whole package.json');
  const hostile = JSON.stringify({name: '<img src=x onerror="window.__pwned=1">', dependencies: {'@strapi/strapi': '^5.30.0'}});
  await field.fill(hostile);
  await page.getByRole('button', {name: 'Show what changed'}).click();
  await expect(page.locator(`main ${entries}`)).toHaveCount(after('5.30.0'));
  await expect(page.locator('main form [role="status"]')).toContainText('read from @strapi/strapi ^5.30.0');

  await field.fill('{"dependencies": {"@strapi/strapi": "<script>window.__pwned=1</script>"}}');
  await page.getByRole('button', {name: 'Show what changed'}).click();
  await expect(page.locator('main form [role="status"]')).toContainText('names no version');
  await expect(page.locator(`main ${entries}`)).toHaveCount(SINCE.length);
  await field.fill('4.25.1');
  await page.getByRole('button', {name: 'Show what changed'}).click();
  await expect(page.locator('main form [role="status"]')).toContainText('migration');
  expect(await page.evaluate(() => (window as unknown as {__pwned?: number}).__pwned)).toBeUndefined();
  await expect(page.locator('main img[src="x"]')).toHaveCount(0);
});

test('the compatibility table filters by kind and text, in the address', async ({page}) => {
  await page.goto(TABLE);
  await waitForHydration(page);
  await page.getByLabel('Kind').selectOption('feature');
  await expect(page).toHaveURL(/\?kind=feature$/);
  await expect(page.locator(`main tbody ${entries}`)).toHaveCount(SINCE.filter((entry) => entry.kind === 'feature').length);
  // Typed key by key: the space between the words must survive the address round trip.
  await page.getByRole('searchbox', {name: 'Search'}).pressSequentially('mcp tools');
  await expect(page.getByRole('searchbox', {name: 'Search'})).toHaveValue('mcp tools');
  await expect(page.locator(`main tbody ${entries}`)).toHaveCount(
    SINCE.filter((entry) => entry.kind === 'feature' && ['mcp', 'tools'].every((word) => `${entry.title} ${entry.summary} ${entry.since}`.toLowerCase().includes(word))).length,
  );
  await expect(page.locator('main form [role="status"]')).toContainText(`of ${SINCE.length} features`);
});

test('the compatibility table has a Markdown twin with the whole table', async ({request}) => {
  const response = await request.get(`${TABLE}.md`);
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toContain('| Feature | Since | Kind | Self-hosted | Strapi Cloud |');
  expect(text.match(/^\| \[/gm)?.length).toBe(SINCE.length);
});
