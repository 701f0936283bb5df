import {test as base, expect, type Page, type Request, type Response} from '@playwright/test';

export type PageProblems = {
  consoleErrors: string[];
  failedRequests: string[];
  blockedRequests: string[];
  /**
   * Set by a spec that loads one page after another in the same tab (the crawl): the requests made
   * since its current page began. A request of the page before that was cancelled (net::ERR_ABORTED)
   * because the tab moved on is not a failure of the current page: the image-zoom plugin's lazy
   * chunk, asked for once a page has hydrated, was reported on the next page when the crawl was fast.
   */
  current?: WeakSet<Request>;
};

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

export function isLocalUrl(url: string): boolean {
  try {
    const {protocol, hostname} = new URL(url);
    if (protocol === 'data:' || protocol === 'blob:') {
      return true;
    }
    return LOCAL_HOSTS.has(hostname);
  } catch {
    return false;
  }
}

/**
 * Every test runs offline: requests to anything but this machine fail and are
 * recorded (the site must work with no network), and console errors and failed
 * same-origin requests are collected so specs can assert there are none.
 */
export function watchProblems(page: Page, problems: PageProblems): void {
  // The browser cannot resolve any outside host (CHROMIUM_ARGS), so outside requests fail
  // at once; they are recorded here. (Routing every request through the test runner instead
  // cost about a second per page.)
  page.on('request', (request) => {
    problems.current?.add(request);
    if (!isLocalUrl(request.url())) {
      problems.blockedRequests.push(request.url());
    }
  });
  page.on('console', (message) => {
    if (message.type() === 'error') {
      problems.consoleErrors.push(`${message.text()} (${message.location().url})`);
    }
  });
  page.on('pageerror', (error) => problems.consoleErrors.push(`Uncaught: ${error.message}`));
  page.on('requestfailed', (request) => {
    const leftBehind = problems.current !== undefined && !problems.current.has(request) && request.failure()?.errorText === 'net::ERR_ABORTED';
    if (isLocalUrl(request.url()) && !leftBehind) {
      problems.failedRequests.push(`${request.url()}: ${request.failure()?.errorText ?? 'failed'}`);
    }
  });
  page.on('response', (response) => {
    if (isLocalUrl(response.url()) && response.status() >= 400) {
      problems.failedRequests.push(`${response.url()}: HTTP ${response.status()}`);
    }
  });
}

/** The default fixtures, plus `problems` recorded for the test's page. */
export const test = base.extend<{problems: PageProblems}>({
  problems: [
    async ({page}, use) => {
      const problems: PageProblems = {consoleErrors: [], failedRequests: [], blockedRequests: []};
      watchProblems(page, problems);
      await use(problems);
    },
    {auto: true},
  ],
});

export {expect};

/** Wait until React has hydrated the server-rendered page. */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

/** Open a page in a given colour mode (Docusaurus reads `?docusaurus-theme=` before first paint). */
export async function gotoInMode(page: Page, path: string, mode: 'light' | 'dark'): Promise<Response | null> {
  const url = new URL(path, 'http://placeholder');
  url.searchParams.set('docusaurus-theme', mode);
  const response = await page.goto(`${url.pathname}${url.search}${url.hash}`);
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
  return response;
}
