/**
 * Try it against the real reference app (issue #31): run by `npm run verify:live`
 * (scripts/verify-live/try-it-live.mts), which starts the app and sets TRY_IT_STRAPI_URL,
 * TRY_IT_STRAPI_TOKEN (a full-access API token) and TRY_IT_STRAPI_READONLY_TOKEN. Without them the
 * spec is skipped. Nothing here writes: the one POST is refused (read-only token).
 *
 * The built site (port 3000) calls the app (127.0.0.1:<port>) cross-origin, so this also proves that
 * the site's Content-Security-Policy and the app's CORS settings (the default `strapi::cors` of
 * tests/strapi-app/config/middlewares.js, which allows any origin) let Try it through.
 */
import type {Locator, Page} from '@playwright/test';
import {cspViolations, recordCspViolations} from './support/csp';
import {expect, test, waitForHydration} from './support/fixtures';

const STRAPI = process.env.TRY_IT_STRAPI_URL ?? '';
const TOKEN = process.env.TRY_IT_STRAPI_TOKEN ?? '';
const READ_ONLY = process.env.TRY_IT_STRAPI_READONLY_TOKEN ?? '';

/** The ApiCall whose request line is exactly `line` (code → request line → HTTP view → Request → ApiCall). */
function apiCallOf(page: Page, line: string): Locator {
  return page.locator(`[data-request-line="${line}"]`).first().locator('xpath=../../../..');
}

async function openYourStrapi(page: Page, call: Locator, token: string): Promise<Locator> {
  await call.getByRole('button', {name: 'Try it'}).click();
  const panel = page.getByRole('region', {name: /^Try it/});
  await panel.getByRole('radio', {name: 'Your Strapi'}).check();
  await panel.getByLabel('Base URL').fill(STRAPI);
  await panel.getByLabel(/^Token/).fill(token);
  return panel;
}

/** What the app answers the same request from Node: the real body to compare with. */
async function realBody(path: string, token: string): Promise<string> {
  const response = await fetch(`${STRAPI}${path}`, {headers: token ? {Authorization: `Bearer ${token}`} : {}});
  return JSON.stringify(await response.json(), null, 2);
}

test.describe('Try it against the reference app', () => {
  test.skip(!STRAPI || !TOKEN || !READ_ONLY, 'TRY_IT_STRAPI_URL, TRY_IT_STRAPI_TOKEN and TRY_IT_STRAPI_READONLY_TOKEN are not set: npm run verify:live runs this spec against the reference app it starts.');

  test('a GET sends with the real token and shows the real answer; an edited path too', async ({page}) => {
    await recordCspViolations(page);
    await page.goto('/dev-docs/api/rest');
    await waitForHydration(page);
    const panel = await openYourStrapi(page, apiCallOf(page, 'GET /api/articles'), TOKEN);
    await panel.getByRole('button', {name: 'Send'}).click();
    const status = panel.getByRole('status');
    await expect(status).toContainText('200 OK');
    await expect(panel.getByLabel('Response body')).toHaveText(await realBody('/api/articles', TOKEN));
    await expect(panel.locator('dd', {hasText: 'application/json'})).toBeVisible();

    const edited = '/api/articles?fields[0]=title&sort=title:asc';
    await panel.getByLabel(/Path and query/).fill(edited);
    await panel.getByRole('button', {name: 'Send'}).click();
    await expect(panel.getByLabel('Response body')).toHaveText(await realBody(edited, TOKEN));
    const shown = JSON.parse((await panel.getByLabel('Response body').textContent()) ?? '') as {data: Array<Record<string, unknown>>};
    expect(shown.data.length).toBeGreaterThan(0);
    for (const item of shown.data) expect(Object.keys(item).sort()).toEqual(['documentId', 'id', 'title']);
    expect(await cspViolations(page)).toEqual([]);
  });

  test('a token the app does not know gets 401 and where to create one; no token on a protected route gets the Public role advice', async ({page}) => {
    await page.goto('/dev-docs/api/rest');
    await waitForHydration(page);
    const panel = await openYourStrapi(page, apiCallOf(page, 'GET /api/articles'), 'not-a-token-of-this-app');
    await panel.getByRole('button', {name: 'Send'}).click();
    await expect(panel.getByRole('status')).toContainText('401 Unauthorized');
    await expect(panel.getByText(/^Unauthorized: Strapi did not accept this token/)).toContainText('Settings > Global Settings > API Tokens');

    // The reference app's Public role has permissions, so Strapi answers 403 (not 401) to a request
    // without a token that the role may not make (Strapi answers 401 only when the role has none).
    await page.goto('/dev-docs/faq');
    await waitForHydration(page);
    const bookings = await openYourStrapi(page, apiCallOf(page, 'GET /api/bookings'), '');
    await bookings.getByRole('button', {name: 'Send'}).click();
    await expect(bookings.getByRole('status')).toContainText('403 Forbidden');
    await expect(bookings.getByText(/^Forbidden: a request without a token uses the Public role/)).toContainText('the “find” action of the content type at /api/bookings');
  });

  test('a POST with the read-only token gets 403 and which action to allow', async ({page}) => {
    await page.goto('/dev-docs/configurations/api-tokens');
    await waitForHydration(page);
    const panel = await openYourStrapi(page, apiCallOf(page, 'POST /api/articles'), READ_ONLY);
    await panel.getByRole('button', {name: 'Send'}).click();
    await expect(panel.getByRole('status')).toContainText('403 Forbidden');
    await expect(panel.getByText(/^Forbidden: this API token may not use/)).toContainText('the “create” action of the content type at /api/articles');
  });
});
