/**
 * Runs against build-configured/ (npm run build:configured): the same site
 * built with AI_WIDGET_WEBSITE_ID=e2e-website-id, GTM_CONTAINER_ID=GTM-E2ETEST and
 * FEEDBACK_ENDPOINT=http://127.0.0.1:4100/feedback (served by the feedback tests below).
 * Outside hosts stay unreachable, as in every test.
 */
import {createServer, type Server} from 'node:http';
import {expect, test, waitForHydration} from './support/fixtures';
import {HOSTILE_QUERIES, watchForInjection} from './support/hostile';

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

test.describe('page feedback sent to FEEDBACK_ENDPOINT', () => {
  // One local endpoint (the build's FEEDBACK_ENDPOINT, http://127.0.0.1:4100/feedback) for these tests.
  test.describe.configure({mode: 'serial'});
  let server: Server;
  const received: Array<Record<string, unknown>> = [];
  let behaviour: 'ok' | 'fail' | 'slow' = 'ok';

  test.beforeAll(async () => {
    server = createServer((request, response) => {
      response.setHeader('Access-Control-Allow-Origin', '*');
      response.setHeader('Access-Control-Allow-Headers', 'Content-Type');
      if (request.method === 'OPTIONS') return void response.writeHead(204).end();
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        if (behaviour === 'fail') return void response.writeHead(500).end('broken');
        if (behaviour === 'slow') return void setTimeout(() => response.writeHead(204).end(), 12_000);
        received.push(JSON.parse(body) as Record<string, unknown>);
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(4100, '127.0.0.1', resolve));
  });
  test.afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  test.beforeEach(() => {
    received.length = 0;
    behaviour = 'ok';
  });

  test('posts the vote, then the comment as JSON, and pushes an analytics event', async ({page}) => {
    await page.goto('/dev-docs/api/rest');
    await waitForHydration(page);
    const feedback = page.getByRole('region', {name: 'Page feedback'});
    await feedback.getByRole('button', {name: 'Yes'}).click();
    await expect.poll(() => received.length).toBe(1);
    expect(received[0]).toEqual({page: '/dev-docs/api/rest', helpful: true, comment: '', version: '5.0.0-alpha'});
    const events = await page.evaluate(() => (window as unknown as {dataLayer: Array<{event?: string}>}).dataLayer.filter((e) => e.event === 'page_feedback'));
    expect(events).toEqual([{event: 'page_feedback', page: '/dev-docs/api/rest', helpful: true}]);

    const box = feedback.getByRole('textbox', {name: /Anything we could still improve/});
    await box.fill('x'.repeat(1200));
    await expect(box).toHaveValue('x'.repeat(1000));
    await expect(feedback.getByText('1000 / 1000 characters')).toBeVisible();
    await box.fill('The populate example needs a nested case.');
    await feedback.getByRole('button', {name: 'Send'}).click();
    await expect(feedback.getByText('Your comment was sent. Thank you.')).toBeVisible();
    expect(received[1]).toEqual({page: '/dev-docs/api/rest', helpful: true, comment: 'The populate example needs a nested case.', version: '5.0.0-alpha'});
  });

  test('hostile comment text is sent as data and rendered nowhere', async ({page}) => {
    const injection = watchForInjection(page);
    await page.goto('/dev-docs/api/rest');
    await waitForHydration(page);
    const feedback = page.getByRole('region', {name: 'Page feedback'});
    await feedback.getByRole('button', {name: 'No'}).click();
    const hostile = HOSTILE_QUERIES.slice(0, 4).join(' ');
    await feedback.getByRole('textbox').fill(hostile);
    await feedback.getByRole('button', {name: 'Send'}).click();
    await expect(feedback.getByText('Your comment was sent. Thank you.')).toBeVisible();
    expect(received.at(-1)?.comment).toBe(hostile);
    expect(injection.dialogs()).toBe(0);
    expect(await injection.pwned()).toBeUndefined();
    expect(await page.locator('main img[src="x"], main svg[onload], main iframe').count()).toBe(0);
  });

  test('a failing or slow endpoint gets a quiet message and the page keeps working', async ({page, problems}) => {
    test.setTimeout(60_000);
    for (const mode of ['fail', 'slow'] as const) {
      behaviour = mode;
      await page.goto('/dev-docs/api/rest');
      await waitForHydration(page);
      const feedback = page.getByRole('region', {name: 'Page feedback'});
      await feedback.getByRole('button', {name: 'Yes'}).click();
      await feedback.getByRole('textbox').fill(`A comment while the endpoint is ${mode}.`);
      await feedback.getByRole('button', {name: 'Send'}).click();
      await expect(feedback.getByText('Your comment could not be sent right now. Thanks anyway.')).toBeVisible({timeout: 15_000});
      await page.getByRole('link', {name: 'User Guide', exact: true}).first().click();
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Strapi 5 User Guide');
      await page.evaluate(() => localStorage.clear());
    }
    expect(ourErrors(problems.consoleErrors).filter((e) => !/127\.0\.0\.1:4100/.test(e))).toEqual([]);
  });
});
