/**
 * Runs against build-configured/ (npm run build:configured): the same site
 * built with AI_WIDGET_WEBSITE_ID=e2e-website-id and GTM_CONTAINER_ID=GTM-E2ETEST.
 * Outside hosts stay unreachable, as in every test.
 */
import {expect, test, waitForHydration} from './support/fixtures';

const WIDGET_URL = 'https://widget.kapa.ai/kapa-widget.bundle.js';

/** Console errors that are not the browser reporting the blocked outside requests. */
function ourErrors(errors: string[]): string[] {
  return errors.filter((error) => !/Failed to load resource/.test(error));
}

test.describe('Ask-AI widget', () => {
  test('loads the widget script with the expected attributes', async ({page}) => {
    await page.goto('/dev-docs/intro');
    await waitForHydration(page);
    const script = page.locator('script#ask-ai-widget-script');
    await expect(script).toBeAttached({timeout: 8000});
    await expect(script).toHaveAttribute('src', WIDGET_URL);
    await expect(script).toHaveAttribute('async', '');
    await expect(script).toHaveAttribute('data-website-id', 'e2e-website-id');
    await expect(script).toHaveAttribute('data-project-name', 'Strapi');
    await expect(script).toHaveAttribute('data-project-color', '#4945FF');
    await expect(script).toHaveAttribute('data-project-logo', /\/img\/logo\.svg$/);
    await expect(script).toHaveAttribute('data-modal-title', 'Ask AI about Strapi 5');
    await expect(script).toHaveAttribute('data-modal-disclaimer', /can be wrong/);
    await expect(script).toHaveAttribute('data-modal-override-open-selector', '#ask-ai-button');
  });

  test('with the widget host unreachable, pages keep working and the button explains', async ({page, problems}) => {
    await page.goto('/dev-docs/intro');
    await waitForHydration(page);
    const button = page.locator('#ask-ai-button');
    await expect(button).toHaveAttribute('data-state', 'unavailable', {timeout: 8000});
    await button.click();
    await expect(page.getByRole('status').filter({hasText: 'cannot be reached'})).toBeVisible();
    await page.getByRole('link', {name: 'User Guide', exact: true}).first().click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Strapi 5 User Guide');
    expect(problems.blockedRequests).toContain(WIDGET_URL);
    expect(ourErrors(problems.consoleErrors)).toEqual([]);
  });

  test('the button opens the widget once it has loaded, and survives navigation', async ({page, problems}) => {
    // A stand-in for the real widget: it binds its modal to the configured selector.
    await page.route(WIDGET_URL, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `(() => {
          const script = document.currentScript;
          const selector = script.getAttribute('data-modal-override-open-selector');
          document.addEventListener('click', (event) => {
            if (!event.target.closest(selector)) return;
            const modal = document.createElement('div');
            modal.setAttribute('role', 'dialog');
            modal.setAttribute('aria-label', script.getAttribute('data-modal-title'));
            modal.textContent = script.getAttribute('data-modal-disclaimer');
            document.body.appendChild(modal);
          });
          window.Kapa = {loaded: true};
        })();`,
      }),
    );
    await page.goto('/');
    await waitForHydration(page);
    const button = page.locator('#ask-ai-button');
    await expect(button).toHaveAttribute('data-state', 'ready', {timeout: 8000});
    await page.getByRole('link', {name: 'Strapi Cloud', exact: true}).first().click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Strapi Cloud documentation');
    await expect(page.locator('script#ask-ai-widget-script')).toHaveCount(1);
    await button.click();
    await expect(page.getByRole('dialog', {name: 'Ask AI about Strapi 5'})).toContainText('can be wrong');
    expect(ourErrors(problems.consoleErrors)).toEqual([]);
  });
});

test.describe('analytics', () => {
  test('loads the tag manager asynchronously with the configured container', async ({page, problems}) => {
    await page.goto('/');
    const tag = page.locator('script#gtm-script');
    await expect(tag).toHaveAttribute('src', 'https://www.googletagmanager.com/gtm.js?id=GTM-E2ETEST');
    await expect(tag).toHaveAttribute('async', '');
    expect(await page.evaluate(() => (window as unknown as {dataLayer: unknown[]}).dataLayer.length)).toBeGreaterThan(0);
    await waitForHydration(page);
    expect(ourErrors(problems.consoleErrors)).toEqual([]);
  });

  for (const [signal, script] of [
    ['Do-Not-Track', "Object.defineProperty(Navigator.prototype, 'doNotTrack', {get: () => '1'});"],
    ['Global Privacy Control', "Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', {get: () => true});"],
  ] as const) {
    test(`is not loaded for visitors who send ${signal}`, async ({page, problems}) => {
      await page.addInitScript(script);
      await page.goto('/');
      await waitForHydration(page);
      await expect(page.locator('script#gtm-script')).toHaveCount(0);
      expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
      expect(problems.blockedRequests.filter((url) => url.includes('googletagmanager'))).toEqual([]);
    });
  }
});
