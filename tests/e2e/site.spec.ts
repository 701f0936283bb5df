import {expect, gotoInMode, test, waitForHydration} from './support/fixtures';
import {watchForInjection} from './support/hostile';

test.describe('navbar', () => {
  test('links to the three areas, the source repository and shows the site version', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    const navbar = page.locator('nav.navbar');
    for (const [label, path] of [
      ['Developer Docs', '/dev-docs/intro'],
      ['User Guide', '/user-docs/intro'],
      ['Strapi Cloud', '/cloud/intro'],
    ] as const) {
      const link = navbar.getByRole('link', {name: label, exact: true});
      await expect(link).toHaveAttribute('href', path);
    }
    await expect(navbar.getByRole('link', {name: 'Strapi source code on GitHub'})).toHaveAttribute(
      'href',
      'https://github.com/strapi/strapi',
    );
    await expect(navbar.getByText('5.0.0-alpha').first()).toBeVisible();

    await navbar.getByRole('link', {name: 'User Guide', exact: true}).click();
    await expect(page).toHaveURL(/\/user-docs\/intro$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Strapi 5 User Guide');
  });

  test('the page title uses "|" as delimiter and pages carry a social card', async ({page}) => {
    await page.goto('/dev-docs/intro');
    await expect(page).toHaveTitle('Strapi 5 developer documentation | Strapi 5 Documentation');
    const card = await page.locator('meta[property="og:image"]').getAttribute('content');
    const response = await page.request.get(new URL(card!).pathname);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('image/png');
  });
});

test.describe('colour mode', () => {
  test('is light by default, even when the system prefers dark', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--ifm-color-primary').trim(),
    );
    expect(primary.toLowerCase()).toBe('#4945ff');
  });

  test('the switch changes the mode and the choice survives a reload', async ({page}) => {
    await page.goto('/dev-docs/intro');
    await waitForHydration(page);
    await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.reload();
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('code blocks use a dark theme in both modes', async ({page}) => {
    for (const mode of ['light', 'dark'] as const) {
      await gotoInMode(page, '/dev-docs/showcase', mode);
      const background = await page
        .locator('.theme-code-block pre')
        .first()
        .evaluate((element) => getComputedStyle(element).backgroundColor);
      const [r, g, b] = (background.match(/\d+/g) ?? []).map(Number);
      expect(r + g + b, `code block background ${background} in ${mode} mode`).toBeLessThan(150);
    }
  });
});

test.describe('announcement bar', () => {
  test('announces the work-in-progress version and stays closed once closed', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    const bar = page.getByRole('banner').filter({hasText: 'still being written'});
    await expect(bar).toContainText('5.0.0-alpha');
    await expect(bar.getByRole('link', {name: 'Strapi 4 docs'})).toHaveAttribute('href', 'https://docs-v4.strapi.io');
    await bar.getByRole('button', {name: 'Close'}).click();
    await expect(page.getByText('still being written')).toBeHidden();
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByText('still being written')).toBeHidden();
    await page.goto('/cloud/intro');
    await expect(page.getByText('still being written')).toBeHidden();
  });
});

test.describe('mobile menu', () => {
  test('is used at 996px wide', async ({page}) => {
    await page.setViewportSize({width: 996, height: 800});
    await page.goto('/dev-docs/intro');
    await waitForHydration(page);
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    await expect(toggle).toBeVisible();
    await expect(page.locator('.navbar__items .navbar__link', {hasText: 'User Guide'})).toBeHidden();
    await toggle.click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar.getByRole('link', {name: 'User Guide'})).toBeVisible();
  });

  // On a phone the theme removes the desktop sidebar and table of contents right after hydration;
  // they are kept as server HTML until then instead of being hydrated (src/utils/useKeptWhileHidden.ts).
  test('on a phone the desktop sidebar and table of contents are not hydrated, and work once the window is wide', async ({page, problems}) => {
    await page.addInitScript(() => {
      const w = window as unknown as {hydratedHiddenLinks: number; removedHidden: number};
      w.hydratedHiddenLinks = 0;
      w.removedHidden = 0;
      document.addEventListener('DOMContentLoaded', () => {
        new MutationObserver((mutations) => {
          for (const mutation of mutations) {
            for (const node of mutation.removedNodes) {
              if (!(node instanceof Element) || node.querySelector('a.menu__link, a.table-of-contents__link') === null) continue;
              w.removedHidden += 1;
              for (const link of node.querySelectorAll('a')) {
                if (Object.keys(link).some((key) => key.startsWith('__reactFiber$'))) w.hydratedHiddenLinks += 1;
              }
            }
          }
        }).observe(document.body, {childList: true, subtree: true});
      });
    });
    await page.setViewportSize({width: 390, height: 800});
    await page.goto('/dev-docs/api/rest');
    await waitForHydration(page);
    await expect(page.locator('.theme-doc-sidebar-menu')).toHaveCount(0);
    await expect(page.locator('.theme-doc-toc-desktop')).toHaveCount(0);
    const counts = await page.evaluate(() => {
      const w = window as unknown as {hydratedHiddenLinks: number; removedHidden: number};
      return {removedHidden: w.removedHidden, hydratedHiddenLinks: w.hydratedHiddenLinks};
    });
    expect(counts.removedHidden).toBe(2);
    expect(counts.hydratedHiddenLinks).toBe(0);
    // The phone's own menu still has the docs sidebar.
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(page.locator('.navbar-sidebar .theme-doc-sidebar-menu .menu__link').first()).toBeVisible();
    expect(await page.locator('.navbar-sidebar .theme-doc-sidebar-menu .menu__link').count()).toBeGreaterThan(5);
    await page.keyboard.press('Escape');
    // A wide window gets a working sidebar and table of contents.
    await page.setViewportSize({width: 1280, height: 800});
    const sidebar = page.locator('.theme-doc-sidebar-menu');
    await expect(sidebar).toBeVisible();
    const caret = sidebar.locator('button.menu__caret').first();
    const expanded = await caret.getAttribute('aria-expanded');
    await caret.click();
    await expect(caret).toHaveAttribute('aria-expanded', expanded === 'true' ? 'false' : 'true');
    await expect(page.locator('.theme-doc-toc-desktop a.table-of-contents__link').first()).toBeVisible();
    expect(problems.consoleErrors).toEqual([]);
  });

  test('is not used at 997px wide', async ({page}) => {
    await page.setViewportSize({width: 997, height: 800});
    await page.goto('/dev-docs/intro');
    await waitForHydration(page);
    await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeHidden();
    await expect(page.locator('.navbar__items .navbar__link', {hasText: 'User Guide'})).toBeVisible();
  });
});

test.describe('docs pages', () => {
  test('the table of contents lists h2 and h3 headings only', async ({page}) => {
    await page.goto('/dev-docs/showcase');
    await waitForHydration(page);
    const toc = page.locator('.table-of-contents').first();
    await expect(toc.locator('a[href="#headings"]')).toHaveCount(1);
    await expect(toc.locator('a[href="#third-level"]')).toHaveCount(1);
    await expect(page.locator('h4#fourth-level')).toBeVisible();
    await expect(toc.locator('a[href="#fourth-level"]')).toHaveCount(0);
  });

  test('a live code block renders a working playground below the code', async ({page}) => {
    await page.goto('/dev-docs/showcase');
    await waitForHydration(page);
    const playground = page.locator('.playgroundContainer, [class*="playgroundContainer"]').first();
    const editor = playground.locator('[class*="playgroundEditor"]').first();
    const preview = playground.locator('[class*="playgroundPreview"]').first();
    await expect(preview.getByRole('button', {name: 'Publish'})).toBeVisible();
    const editorBox = await editor.boundingBox();
    const previewBox = await preview.boundingBox();
    expect(previewBox!.y).toBeGreaterThan(editorBox!.y + editorBox!.height - 1);
    await preview.getByRole('button', {name: 'Publish'}).click();
    await expect(preview.getByRole('button', {name: 'Unpublish'})).toBeVisible();
  });

  test('content images zoom when clicked', async ({page}) => {
    await page.goto('/dev-docs/showcase');
    await waitForHydration(page);
    const image = page.locator('.markdown img').first();
    await expect(image).toHaveClass(/medium-zoom-image/);
    await image.click();
    await expect(page.locator('.medium-zoom-overlay')).toBeVisible();
  });

  test('code blocks are highlighted in every language the docs use', async ({page}) => {
    await page.goto('/dev-docs/showcase');
    await waitForHydration(page);
    for (const language of ['bash', 'json', 'yaml', 'diff', 'ts', 'tsx', 'graphql', 'sql', 'ini', 'docker', 'nginx']) {
      const block = page.locator(`pre.language-${language}`).first();
      await expect(block, language).toBeVisible();
      expect(await block.locator('.token').count(), `highlighted tokens in ${language}`).toBeGreaterThan(1);
    }
  });

  test('docs pages link to their source and show when they were last updated', async ({page}) => {
    await page.goto('/dev-docs/intro');
    await waitForHydration(page);
    await expect(page.getByRole('link', {name: /Edit this page/})).toHaveAttribute(
      'href',
      /^https:\/\/github\.com\/.+\/edit\/main\/docs\/dev-docs\/intro\.mdx$/,
    );
    await expect(page.locator('.theme-last-updated')).toContainText(/Last updated/);
  });

  test('the version dropdown remembers the chosen version', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    await page.goto('/dev-docs/intro');
    await waitForHydration(page);
    const dropdown = page.locator('.navbar__item.dropdown', {hasText: '5.0.0-alpha'});
    await dropdown.hover();
    await dropdown.locator('.dropdown__menu').getByRole('link', {name: '5.0.0-alpha'}).click();
    const stored = await page.evaluate(() =>
      Object.keys(window.localStorage)
        .filter((key) => key.startsWith('docs-preferred-version-dev-docs'))
        .map((key) => window.localStorage.getItem(key)),
    );
    expect(stored).toEqual(['current']);
  });

  test('sidebar items can carry a badge', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    await page.goto('/dev-docs/api/document-service/document');
    await waitForHydration(page);
    const item = page.locator('.theme-doc-sidebar-menu li.sidebar-badge--new').first();
    await expect(item).toBeVisible();
    const badge = await item.locator('> .menu__link').evaluate((link) => getComputedStyle(link, '::after').content);
    expect(badge).toBe('"New"');
  });

  test('the docs sidebar can be hidden', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    await page.goto('/dev-docs/intro');
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Collapse sidebar'}).click();
    await expect(page.locator('.theme-doc-sidebar-menu')).toBeHidden();
    await page.getByRole('button', {name: 'Expand sidebar'}).click();
    await expect(page.locator('.theme-doc-sidebar-menu')).toBeVisible();
  });
});

test.describe('home page', () => {
  for (const path of ['/', '/home/Home']) {
    test(`${path} offers the three areas with links that work`, async ({page}) => {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Strapi 5 Documentation');
      for (const [title, intro] of [
        ['Developer Docs', '/dev-docs/intro'],
        ['User Guide', '/user-docs/intro'],
        ['Strapi Cloud', '/cloud/intro'],
      ] as const) {
        const card = page.getByRole('region', {name: title});
        await expect(card.getByRole('heading', {level: 2})).toHaveText(title);
        await expect(card.getByRole('link', {name: title, exact: true})).toHaveAttribute('href', intro);
        const quickLinks = card.getByRole('list').getByRole('link');
        expect(await quickLinks.count()).toBeLessThanOrEqual(5);
        for (const href of await quickLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
          const response = await page.request.get(href!);
          expect(response.status(), `quick link ${href}`).toBe(200);
        }
      }
    });
  }

  test('the footer has Docs, Community and More groups', async ({page}) => {
    await page.goto('/');
    const footer = page.locator('footer');
    for (const title of ['Docs', 'Community', 'More']) {
      await expect(footer.locator('.footer__title', {hasText: title})).toBeVisible();
    }
    await expect(footer.getByRole('link', {name: 'Forum'})).toHaveAttribute('href', 'https://forum.strapi.io');
  });
});

test.describe('URLs', () => {
  for (const path of ['/dev-docs/intro.html', '/dev-docs/intro/index.html']) {
    test(`${path} reaches the clean page`, async ({page}) => {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page).toHaveURL(/\/dev-docs\/intro\/?$/);
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Strapi 5 developer documentation');
    });
  }

  test('an unknown path shows the not-found page with the areas and a search box', async ({page, problems}) => {
    const response = await page.goto('/dev-docs/no-such-page');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page not found');
    await expect(page.getByText('/dev-docs/no-such-page')).toBeVisible();
    const main = page.getByRole('main');
    for (const label of ['Developer Docs', 'User Guide', 'Strapi Cloud']) {
      await expect(main.getByRole('link', {name: label})).toBeVisible();
    }
    await expect(main.getByRole('searchbox', {name: 'Search the documentation'})).toBeVisible();
    expect(problems.consoleErrors.filter((error) => !error.includes('status of 404'))).toEqual([]);
  });

  test('hostile paths show the not-found page without running anything', async ({page, problems}) => {
    const hostile = [
      '/%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      '/dev-docs/%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E',
      '/user-docs/%F0%9F%98%80/%D7%A9%D7%9C%D7%95%D7%9D',
      `/cloud/${Array.from({length: 8}, (_, i) => String(i).repeat(200)).join('/')}`,
    ];
    const injection = watchForInjection(page);
    for (const path of hostile) {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Page not found');
    }
    expect(injection.dialogs()).toBe(0);
    expect(await page.locator('main img[src="x"]').count()).toBe(0);
    // The only console errors allowed are the 404 responses themselves.
    expect(problems.consoleErrors.filter((error) => !error.includes('status of 404'))).toEqual([]);
  });

  test('paths the file system cannot hold are refused and the server keeps serving', async ({page}) => {
    for (const path of ['/..%2F..%2Fetc%2Fpasswd', `/cloud/${'a'.repeat(300)}`]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBeGreaterThanOrEqual(400);
      expect(await page.content()).not.toContain('root:');
    }
    const home = await page.goto('/');
    expect(home?.status()).toBe(200);
  });

  test('a wrong base URL shows the base URL issue banner', async ({page}) => {
    // Deployed under the wrong base URL, the JavaScript bundles are not found:
    // simulate that and expect Docusaurus's explanation instead of a blank page.
    await page.route('**/assets/**', (route) => route.fulfill({status: 404, body: 'not found'}));
    await page.goto('/');
    await expect(page.getByText('Your Docusaurus site did not load properly.')).toBeVisible();
  });
});
