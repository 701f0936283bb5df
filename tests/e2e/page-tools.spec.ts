/**
 * Page actions (copy or view a page as Markdown, open it in an AI assistant, connect an AI coding
 * tool) and page feedback, on the default build: no feedback endpoint, no analytics. Nothing from
 * another site loads.
 */
import {seriousViolations} from './support/axe';
import {expect, test, waitForHydration} from './support/fixtures';

const PAGE = '/dev-docs/api/rest';

test.describe('page actions', () => {
  test('copies the page as Markdown, with a visible confirmation', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(PAGE);
    await waitForHydration(page);
    const toggle = page.getByRole('button', {name: 'Page actions'});
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('button', {name: 'Copy page as Markdown'}).click();
    await expect(page.getByRole('status').filter({hasText: 'Page copied as Markdown.'})).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const twin = await (await page.request.get(`${PAGE}.md`)).text();
    expect(copied).toBe(twin);
    expect(copied).toMatch(/^# REST API/);
  });

  test('links the Markdown twin and the assistants, and closes with Escape', async ({page, problems}) => {
    await page.goto(PAGE);
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Page actions'}).click();
    await expect(page.getByRole('link', {name: 'View as Markdown'})).toHaveAttribute('href', `${PAGE}.md`);
    const chatgpt = page.getByRole('link', {name: /Open in ChatGPT/});
    const claude = page.getByRole('link', {name: /Open in Claude/});
    for (const link of [chatgpt, claude]) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      const href = new URL((await link.getAttribute('href')) ?? '');
      expect(href.searchParams.get('q')).toMatch(new RegExp(`Read https?://[^ ]+${PAGE.replaceAll('/', '\\/')}\\.md `));
    }
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', {name: 'Page actions'})).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('button', {name: 'Page actions'})).toBeFocused();
    expect(problems.blockedRequests, 'no request to another site until a link is clicked').toEqual([]);
  });

  test('"Connect to your AI tool": opened with the keyboard, a setting copied, closed with Escape; loaded only then', async ({page, context, problems}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.js')) scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(PAGE);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const panelChunk = (script: string) => /\/ai-tool-panel\.[0-9a-f]+\.js$/.test(script);
    expect(scripts.filter(panelChunk), "the dialog's code is not part of a page's first load").toEqual([]);

    const toggle = page.getByRole('button', {name: 'Page actions'});
    await toggle.focus();
    await page.keyboard.press('Enter');
    const item = page.getByRole('button', {name: 'Connect to your AI tool'});
    for (let tabs = 0; tabs < 10 && !(await item.evaluate((element) => element === document.activeElement)); tabs += 1) await page.keyboard.press('Tab');
    await expect(item).toBeFocused();
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', {name: 'Connect to your AI tool'});
    await expect(dialog).toBeVisible();
    expect(scripts.filter(panelChunk), 'the dialog downloads its own chunk').toHaveLength(1);
    await expect(dialog.getByRole('button', {name: 'Close'}), 'the focus moves into the dialog').toBeFocused();
    const siteUrl = await page.evaluate(() => document.querySelector('link[rel="canonical"]')?.getAttribute('href')?.replace(/\/dev-docs\/.*$/, '/'));
    expect(siteUrl).toMatch(/^https?:\/\/[^/]+\/$/);
    const entry = '/path/to/strapi-docs/packages/docs-mcp/bin.mjs';
    await expect(dialog.locator('pre').first()).toHaveText(`claude mcp add strapi-docs -- node ${entry} --site ${siteUrl}`);
    expect(await seriousViolations(page, 'all'), 'axe with the dialog open').toEqual([]);
    // Its colours in dark mode too (transitions off, so axe never measures a colour half-way).
    await page.addStyleTag({content: '*, *::before, *::after { transition: none !important; animation: none !important; }'});
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    expect(await seriousViolations(page, 'colors'), 'axe colour rules with the dialog open, dark mode').toEqual([]);
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));

    const copyCursor = dialog.getByRole('button', {name: 'Copy the Cursor configuration'});
    for (let tabs = 0; tabs < 10 && !(await copyCursor.evaluate((element) => element === document.activeElement)); tabs += 1) await page.keyboard.press('Tab');
    await expect(copyCursor).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('status')).toHaveText('Cursor configuration copied.');
    const copied = JSON.parse(await page.evaluate(() => navigator.clipboard.readText())) as unknown;
    expect(copied).toEqual({mcpServers: {'strapi-docs': {command: 'node', args: [entry, '--site', siteUrl]}}});

    for (const [name, start] of [
      ['Strapi 5 skill file', /^---\nname: strapi-5\n/],
      ['llms.txt', /^# Strapi 5 Documentation\n/],
    ] as const) {
      const href = (await dialog.getByRole('link', {name}).getAttribute('href')) ?? '';
      expect(await (await page.request.get(href)).text()).toMatch(start);
    }
    await expect(dialog.getByRole('link', {name: 'Use these docs from an AI coding tool'})).toHaveAttribute('href', '/dev-docs/ai-tools');

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(toggle, 'the focus returns to the menu button').toBeFocused();
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.blockedRequests, 'no request to another site').toEqual([]);
  });

  test('every page links its Markdown twin in the head', async ({page}) => {
    for (const path of ['/dev-docs/intro', '/user-docs/content-manager/writing-content', '/cloud/intro']) {
      await page.goto(path);
      const href = await page.locator('link[rel="alternate"][type="text/markdown"]').getAttribute('href');
      expect(href).toBe(`${path}.md`);
    }
  });
});

test.describe('page feedback without an endpoint', () => {
  test('thanks the reader, remembers the vote per page, and sends nothing', async ({page, problems}) => {
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    await page.goto(PAGE);
    await waitForHydration(page);
    const feedback = page.getByRole('region', {name: 'Page feedback'});
    await expect(feedback.getByRole('heading', {name: 'Was this page helpful?'})).toBeVisible();
    await feedback.getByRole('button', {name: 'No'}).click();
    await expect(feedback.getByText('Thanks for your feedback!')).toBeVisible();
    await expect(feedback.getByRole('textbox'), 'no comment box when there is nowhere to send it').toHaveCount(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), `page-feedback:${PAGE}`)).toBe('no');

    await page.reload();
    await waitForHydration(page);
    await expect(feedback.getByText('Thanks for your feedback!')).toBeVisible();
    await page.goto('/dev-docs/intro');
    await waitForHydration(page);
    await expect(feedback.getByRole('heading', {name: 'Was this page helpful?'}), 'another page asks again').toBeVisible();
    expect(posts).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    expect(await page.evaluate(() => 'dataLayer' in window), 'no analytics data layer without analytics').toBe(false);
  });

  test('works when local storage is unavailable', async ({page, problems}) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {get: () => {
        throw new Error('storage disabled');
      }});
    });
    await page.goto(PAGE);
    await waitForHydration(page);
    const feedback = page.getByRole('region', {name: 'Page feedback'});
    await feedback.getByRole('button', {name: 'Yes'}).click();
    await expect(feedback.getByText('Thanks for your feedback!')).toBeVisible();
    expect(problems.consoleErrors.filter((e) => !/storage disabled/.test(e))).toEqual([]);
  });
});
