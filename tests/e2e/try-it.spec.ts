/**
 * Try it and the sample tabs of <ApiCall> (issue #31), against the built site: the tabs switch and stay
 * in sync, the Verified response mode shows the recording with no server, and Your Strapi sends to a
 * fake Strapi started here (node:http on 127.0.0.1, the only host the fixtures let through) that
 * answers each failure the panel must explain. The token never reaches localStorage, a URL or the
 * page's markup. Keyboard-only use, and axe with the panel open in both colour modes.
 */
import {readdirSync, readFileSync} from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import type {Locator, Page} from '@playwright/test';
import type {TryItFile} from '../../src/plugins/post-build/try-it';
import {seriousViolations} from './support/axe';
import {cspViolations, recordCspViolations} from './support/csp';
import {expect, gotoInMode, test, waitForHydration} from './support/fixtures';
import {watchForInjection} from './support/hostile';

const PAGE = '/dev-docs/api/rest';
const BUILDER = '/dev-docs/api/rest/interactive-query-builder';
const TOKEN = 'tryit-secret-9f8e7d6c5b4a';
const TOKEN_KEY = 'strapi-docs.try-it.token';
const TIMEOUT_KEY = 'strapi-docs.try-it.timeout-ms';
const TRY_IT_CHUNK = /\/try-it\.[0-9a-f]+\.js$/;

function tryItFiles(): TryItFile[] {
  const dir = path.join(__dirname, '..', '..', 'build', 'try-it');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as TryItFile);
}

/** The n-th <ApiCall> of the page (the element holding its tabs, request, response and panel). */
function apiCall(page: Page, index: number): Locator {
  return page.locator('[data-api-part="request"]').nth(index).locator('xpath=..');
}

/** The build's Try it file of an ApiCall on the page, found by its request line and title. */
async function fileOf(call: Locator, pagePath: string): Promise<TryItFile> {
  const line = await call.locator('[data-request-line]').getAttribute('data-request-line');
  const caption = await call.locator('[data-api-part="request"] > p').first().innerText();
  const file = tryItFiles().find((item) => item.page === pagePath && `${item.request.method} ${item.request.path}` === line && caption.trim().endsWith(item.title));
  if (!file) throw new Error(`no try-it file for ${line} on ${pagePath}`);
  return file;
}

const pretty = (text: string) => {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
};

type Seen = {method: string; url: string; authorization?: string; origin?: string; body: string};

/**
 * A fake Strapi. The base URL's first path segment picks its behaviour: /ok (JSON, CORS allowed),
 * /401, /403, /html (not JSON), /huge (50 MB), /hang (never answers), /nocors (no CORS headers),
 * /xss (markup in the body).
 */
async function startFakeStrapi(): Promise<{url: string; seen: Seen[]; written: () => number; close: () => Promise<void>}> {
  const seen: Seen[] = [];
  let written = 0;
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((request, response) => {
    const [, mode] = (request.url ?? '/').split('/');
    const cors = {
      'Access-Control-Allow-Origin': request.headers.origin ?? '*',
      'Access-Control-Expose-Headers': 'X-RateLimit-Limit, X-RateLimit-Remaining',
    };
    if (request.method === 'OPTIONS') {
      response.writeHead(204, mode === 'nocors' ? {} : {...cors, 'Access-Control-Allow-Headers': 'Authorization, Content-Type', 'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE'});
      response.end();
      return;
    }
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push({method: request.method ?? '', url: request.url ?? '', authorization: request.headers.authorization, origin: request.headers.origin, body});
      const json = (status: number, value: unknown, headers: Record<string, string> = {}) => {
        response.writeHead(status, {...cors, 'Content-Type': 'application/json; charset=utf-8', ...headers});
        response.end(JSON.stringify(value));
      };
      switch (mode) {
        case 'ok':
          json(200, {data: [{id: 1, documentId: 'abc', title: 'From the fake Strapi', echo: request.url}], meta: {}}, {'X-RateLimit-Remaining': '41'});
          return;
        case '401':
          json(401, {data: null, error: {status: 401, name: 'UnauthorizedError', message: 'Missing or invalid credentials', details: {}}});
          return;
        case '403':
          json(403, {data: null, error: {status: 403, name: 'ForbiddenError', message: 'Forbidden', details: {}}});
          return;
        case 'html':
          response.writeHead(200, {...cors, 'Content-Type': 'text/html'});
          response.end('<!doctype html><title>Welcome</title><h1>Not Strapi</h1>');
          return;
        case 'xss':
          if (request.url?.includes('as=html')) {
            response.writeHead(200, {...cors, 'Content-Type': 'text/html'});
            response.end('<script>window.pwned=true;alert(1)</script><img src=x onerror="window.pwned=true;alert(2)">');
          } else {
            json(200, {data: {title: '<script>window.pwned=true;alert(1)</script>', html: '<img src=x onerror="window.pwned=true;alert(2)">'}});
          }
          return;
        case 'huge': {
          response.writeHead(200, {...cors, 'Content-Type': 'application/json'});
          const chunk = Buffer.alloc(64 * 1024, 'a');
          const total = 50 * 1024 * 1024;
          // Stops when the browser closes the connection (a write after that still "succeeds").
          let closed = false;
          response.on('close', () => (closed = true));
          const pump = () => {
            while (written < total && !closed) {
              written += chunk.length;
              if (!response.write(chunk)) return void response.once('drain', pump);
            }
            if (!closed) response.end();
          };
          response.write('{"data":"');
          pump();
          return;
        }
        case 'hang':
          hanging.add(response);
          return;
        case 'nocors':
          response.writeHead(200, {'Content-Type': 'application/json'});
          response.end('{"data":[]}');
          return;
        default:
          json(404, {error: {status: 404, message: 'Not Found'}});
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    written: () => written,
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Opens the Try it panel of an ApiCall (or of the query builder). */
async function openPanel(page: Page, scope: Locator): Promise<Locator> {
  await scope.getByRole('button', {name: 'Try it'}).click();
  const panel = page.getByRole('region', {name: /^Try it/});
  await expect(panel).toBeVisible();
  // Loaded: the modes of a docs request, or the form of the query builder's.
  await expect(panel.getByRole('radio').or(panel.getByLabel('Base URL')).first()).toBeVisible();
  return panel;
}

/** Your Strapi mode, the base URL set, optionally a token, then Send; returns the announced outcome. */
async function sendTo(panel: Locator, base: string, token?: string): Promise<Locator> {
  const live = panel.getByRole('radio', {name: 'Your Strapi'});
  if ((await live.count()) > 0) await live.check();
  await panel.getByLabel('Base URL').fill(base);
  if (token !== undefined) await panel.getByLabel(/^Token/).fill(token);
  await panel.getByRole('button', {name: 'Send'}).click();
  return panel.getByRole('status');
}

test.describe('sample tabs', () => {
  test('switch every ApiCall of the page at once, show the generated samples, persist, and load only when used', async ({page, problems}) => {
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(new URL(request.url()).pathname));
    await page.goto(PAGE);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((script) => TRY_IT_CHUNK.test(script)), 'nothing of Try it on a first load').toEqual([]);
    expect(scripts.filter((script) => script.includes('/try-it/'))).toEqual([]);

    const tablists = page.getByRole('tablist', {name: 'Show the request as'});
    const count = await tablists.count();
    expect(count).toBeGreaterThan(3);
    const first = apiCall(page, 0);
    const file = await fileOf(first, PAGE);
    await expect(first.getByRole('tab', {name: 'HTTP'})).toHaveAttribute('aria-selected', 'true');

    await first.getByRole('tab', {name: 'cURL'}).click();
    for (let index = 0; index < count; index += 1) {
      await expect(tablists.nth(index).getByRole('tab', {name: 'cURL'}), `ApiCall ${index + 1} follows`).toHaveAttribute('aria-selected', 'true');
    }
    const samplePanel = first.getByRole('tabpanel', {name: 'cURL'});
    await expect(samplePanel.locator('pre code')).toHaveText(file.samples.curl);
    await expect(samplePanel.getByRole('button', {name: /copy/i})).toBeAttached();
    await expect(first.locator('[data-request-line]'), 'the HTTP view is hidden, not removed').toBeHidden();
    expect(scripts.filter((script) => TRY_IT_CHUNK.test(script))).toHaveLength(1);

    // Keyboard: arrows, Home and End move the selection and the focus.
    await first.getByRole('tab', {name: 'cURL'}).focus();
    await page.keyboard.press('ArrowRight');
    await expect(first.getByRole('tab', {name: 'fetch'})).toBeFocused();
    await expect(first.getByRole('tab', {name: 'fetch'})).toHaveAttribute('aria-selected', 'true');
    await expect(first.getByRole('tabpanel', {name: 'fetch'}).locator('pre code')).toHaveText(file.samples.fetch);
    await page.keyboard.press('End');
    await expect(first.getByRole('tab', {name: '@strapi/client'})).toBeFocused();
    await expect(first.getByRole('tabpanel', {name: '@strapi/client'}).locator('pre code')).toHaveText(file.samples.client ?? '');
    await page.keyboard.press('ArrowRight');
    await expect(first.getByRole('tab', {name: 'HTTP'}), 'wraps around').toBeFocused();
    await expect(first.locator('[data-request-line]')).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Home');
    await expect(first.getByRole('tab', {name: 'HTTP'})).toHaveAttribute('aria-selected', 'true');

    // The choice is a preference kept across visits.
    await first.getByRole('tab', {name: 'fetch'}).click();
    await page.reload();
    await waitForHydration(page);
    await expect(apiCall(page, 1).getByRole('tab', {name: 'fetch'})).toHaveAttribute('aria-selected', 'true');
    await expect(apiCall(page, 1).getByRole('tabpanel', {name: 'fetch'}).locator('pre code')).toHaveText((await fileOf(apiCall(page, 1), PAGE)).samples.fetch);
    expect(problems.consoleErrors).toEqual([]);
  });

  test('a GraphQL tab only where the page asks for one: the generated operation, and HTTP elsewhere when it was the choice', async ({page, problems}) => {
    const withGraphql = tryItFiles().filter((file) => file.samples.graphql);
    expect(withGraphql.length, 'pages with <ApiCall graphql>').toBeGreaterThanOrEqual(2);
    const file = withGraphql[0];
    await page.goto(file.page);
    await waitForHydration(page);
    const call = page.getByRole('tablist', {name: 'Show the request as'}).first();
    await call.getByRole('tab', {name: 'HTTP'}).focus();
    await page.keyboard.press('End');
    const tab = call.getByRole('tab', {name: 'GraphQL'});
    await expect(tab, 'the last tab').toBeFocused();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel', {name: 'GraphQL'}).first();
    await expect(panel.locator('pre code')).toHaveText(file.samples.graphql!);
    await expect(panel).toContainText('through the GraphQL plugin');
    // A page whose ApiCalls have no GraphQL tab shows HTTP for that stored choice, with four tabs.
    await page.goto(PAGE);
    await waitForHydration(page);
    const first = apiCall(page, 0);
    await expect(page.getByRole('tablist', {name: 'Show the request as'}).first().getByRole('tab')).toHaveCount(4);
    await expect(first.getByRole('tab', {name: 'HTTP'})).toHaveAttribute('aria-selected', 'true');
    await expect(first.locator('[data-request-line]')).toBeVisible();
    expect(problems.consoleErrors).toEqual([]);
  });

  test('a request @strapi/client cannot send says why on its tab', async ({page}) => {
    const without = tryItFiles().find((file) => file.samples.client === null);
    test.skip(!without, 'every request of the docs has a client sample');
    await page.goto(without!.page);
    await waitForHydration(page);
    await page.getByRole('tab', {name: '@strapi/client'}).first().click();
    await expect(page.getByText(without!.samples.clientReason ?? '@strapi/client has no call', {exact: false}).first()).toBeVisible();
  });
});

test.describe('Try it: Verified response', () => {
  test('shows the recorded response and the Strapi version, with no server and the network cut', async ({page, context}) => {
    const outside: string[] = [];
    await page.route('**/*', (route) => {
      const url = new URL(route.request().url());
      if (url.origin === 'http://127.0.0.1:3000') return route.continue();
      outside.push(url.href);
      return route.abort();
    });
    await page.goto(PAGE);
    await waitForHydration(page);
    const index = await (async () => {
      const total = await page.locator('[data-api-part="request"]').count();
      for (let i = 0; i < total; i += 1) if ((await fileOf(apiCall(page, i), PAGE)).verified) return i;
      return -1;
    })();
    expect(index, 'an ApiCall of the page has a recorded response').toBeGreaterThanOrEqual(0);
    const call = apiCall(page, index);
    const file = await fileOf(call, PAGE);
    const verified = file.verified!;

    let panel = await openPanel(page, call);
    await expect(panel.getByRole('heading')).toBeFocused();
    await expect(panel.getByRole('radio', {name: 'Verified response'}), 'the recording first: it needs no server').toBeChecked();
    await expect(panel).toContainText(`Recorded from the reference app on Strapi ${verified.strapi}, ${verified.recorded}`);
    await expect(panel.getByLabel('Response body')).toHaveText(pretty(verified.body));
    await expect(panel.locator('p').filter({hasText: String(verified.status)}).first()).toBeVisible();

    // Downloaded once: closed, the network cut, opened again, the same recording shows.
    await panel.getByRole('button', {name: 'Close'}).click();
    await context.setOffline(true);
    panel = await openPanel(page, call);
    await expect(panel.getByLabel('Response body')).toHaveText(pretty(verified.body));
    await context.setOffline(false);
    expect(outside, 'nothing but the site itself was asked').toEqual([]);
  });

  test('an edited request is flagged; a request without a recording says why', async ({page}) => {
    await page.goto(PAGE);
    await waitForHydration(page);
    const call = apiCall(page, 0);
    const file = await fileOf(call, PAGE);
    const panel = await openPanel(page, call);
    await panel.getByRole('radio', {name: 'Your Strapi'}).check();
    await panel.getByLabel(/Path and query/).fill(`${file.request.path}?fields[0]=title`);
    await panel.getByRole('radio', {name: 'Verified response'}).check();
    if (file.verified) {
      await expect(panel).toContainText(`this recording is the answer to the page’s request, ${file.request.method} ${file.request.path}`);
    } else {
      await expect(panel).toContainText(file.unverified ?? '');
    }
    const unrecorded = tryItFiles().find((item) => item.verified === null && item.unverified);
    test.skip(!unrecorded, 'every request of the docs has a recording');
    await page.goto(unrecorded!.page);
    await waitForHydration(page);
    const total = await page.locator('[data-api-part="request"]').count();
    for (let index = 0; index < total; index += 1) {
      const candidate = apiCall(page, index);
      if ((await fileOf(candidate, unrecorded!.page)).key !== unrecorded!.key) continue;
      const other = await openPanel(page, candidate);
      await other.getByRole('radio', {name: 'Verified response'}).check();
      await expect(other).toContainText(unrecorded!.unverified!);
      return;
    }
    throw new Error(`the ApiCall of ${unrecorded!.key} was not found on ${unrecorded!.page}`);
  });
});

test.describe('Try it: Your Strapi', () => {
  let fake: Awaited<ReturnType<typeof startFakeStrapi>>;
  test.beforeEach(async () => {
    fake = await startFakeStrapi();
  });
  test.afterEach(async () => {
    await fake.close();
  });

  test('sends the request with the token to the chosen server and shows status, headers, timing and body', async ({page, problems}) => {
    await recordCspViolations(page);
    await page.goto(PAGE);
    await waitForHydration(page);
    const call = apiCall(page, 0);
    const file = await fileOf(call, PAGE);
    const panel = await openPanel(page, call);
    const status = await sendTo(panel, `${fake.url}/ok`, TOKEN);
    await expect(status).toHaveText(/^200 OK in \d+ ms, \d+ bytes$/);
    expect(fake.seen).toEqual([{method: file.request.method, url: `/ok${file.request.path}`, authorization: `Bearer ${TOKEN}`, origin: 'http://127.0.0.1:3000', body: ''}]);
    const body = panel.getByLabel('Response body');
    await expect(body).toContainText('"title": "From the fake Strapi"');
    await expect(panel.locator('dt', {hasText: 'content-type'})).toBeVisible();
    await expect(panel.locator('dd', {hasText: 'application/json; charset=utf-8'})).toBeVisible();
    await expect(panel.locator('dt', {hasText: 'x-ratelimit-remaining'})).toBeVisible();

    // An edited path goes as written.
    await panel.getByLabel(/Path and query/).fill('/api/articles?fields[0]=title&sort=title:asc');
    await panel.getByRole('button', {name: 'Send'}).click();
    await expect(body).toContainText('"echo": "/ok/api/articles?fields[0]=title&sort=title:asc"');
    expect(await cspViolations(page)).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });

  test('a JSON body is sent as written; invalid JSON is refused before sending', async ({page}) => {
    await page.goto(PAGE);
    await waitForHydration(page);
    // code → request line → HTTP view → Request → ApiCall
    const post = page.locator('[data-request-line^="POST "]').first().locator('xpath=../../../..');
    const panel = await openPanel(page, post);
    await panel.getByRole('radio', {name: 'Your Strapi'}).check();
    const body = panel.getByLabel('Body (JSON)');
    await body.fill('{"data": {"title": oops}}');
    const status = await sendTo(panel, `${fake.url}/ok`);
    await expect(status).toContainText('The body is not valid JSON');
    await expect(status).toContainText('Nothing was sent.');
    expect(fake.seen).toEqual([]);
    await body.fill('{"data": {"title": "Hello"}}');
    await panel.getByRole('button', {name: 'Send'}).click();
    await expect(status).toContainText('200 OK');
    expect(fake.seen[0]).toMatchObject({method: 'POST', body: '{"data": {"title": "Hello"}}'});
  });

  test('401 and 403 say which token or permission is missing', async ({page}) => {
    await page.goto(PAGE);
    await waitForHydration(page);
    const panel = await openPanel(page, apiCall(page, 0));
    await sendTo(panel, `${fake.url}/401`, TOKEN);
    await expect(panel.locator('p', {hasText: /^Unauthorized: Strapi did not accept this token/})).toContainText('Settings > Global Settings > API Tokens > Create new API Token');
    await panel.getByLabel(/^Token/).fill('header.payload.signature');
    await sendTo(panel, `${fake.url}/403`);
    await expect(panel.locator('p', {hasText: /^Forbidden: the user’s role may not use/})).toContainText('the “find” action of the content type at /api/articles');
    await panel.getByLabel(/^Token/).fill(TOKEN);
    await sendTo(panel, `${fake.url}/403`);
    await expect(panel.locator('p', {hasText: /^Forbidden: this API token may not use/})).toContainText('a Read-only token can only find and findOne');
    await panel.getByRole('button', {name: 'Forget'}).click();
    await sendTo(panel, `${fake.url}/403`);
    await expect(panel.locator('p', {hasText: /^Forbidden: a request without a token uses the Public role/})).toContainText('Settings > Users & Permissions plugin > Roles > Public');
    expect(fake.seen.at(-1)?.authorization, 'a forgotten token is not sent').toBeUndefined();
  });

  test('a non-JSON answer is shown as text with an explanation', async ({page}) => {
    await page.goto(PAGE);
    await waitForHydration(page);
    const panel = await openPanel(page, apiCall(page, 0));
    await sendTo(panel, `${fake.url}/html`);
    await expect(panel.getByText(/The answer is not JSON \(content-type: text\/html\)/)).toBeVisible();
    await expect(panel.getByLabel('Response body')).toHaveText('<!doctype html><title>Welcome</title><h1>Not Strapi</h1>');
  });

  test('a 50 MB answer is cut at 2 MB, and the download stops', async ({page}) => {
    await page.goto(PAGE);
    await waitForHydration(page);
    const panel = await openPanel(page, apiCall(page, 0));
    await sendTo(panel, `${fake.url}/huge`);
    await expect(panel.getByText(/The answer is larger than 2 MB, so Try it stopped reading it there/)).toBeVisible({timeout: 20_000});
    await expect.poll(() => fake.written(), {message: 'the server was not made to send all 50 MB'}).toBeLessThan(50 * 1024 * 1024);
    expect(await panel.getByLabel('Response body').evaluate((element) => element.textContent?.length ?? 0)).toBeLessThanOrEqual(16 * 1024);
  });

  test('a server that never answers times out with a message, and Cancel stops a request', async ({page}) => {
    await page.goto(PAGE);
    await waitForHydration(page);
    await page.evaluate((key) => sessionStorage.setItem(key, '1500'), TIMEOUT_KEY);
    const panel = await openPanel(page, apiCall(page, 0));
    const status = await sendTo(panel, `${fake.url}/hang`);
    await expect(status).toHaveText('Sending…');
    await expect(status).toContainText('No complete answer from http://127.0.0.1', {timeout: 10_000});
    await expect(status).toContainText('within 1.5 s, so Try it stopped waiting');
    await page.evaluate((key) => sessionStorage.setItem(key, '60000'), TIMEOUT_KEY);
    await panel.getByRole('button', {name: 'Send'}).click();
    await expect(status).toHaveText('Sending…');
    await panel.getByRole('button', {name: 'Cancel'}).click();
    await expect(status).toHaveText('Cancelled.');
  });

  test('a server without CORS headers gets the CORS advice; a closed port is unreachable', async ({page}) => {
    await page.goto(PAGE);
    await waitForHydration(page);
    const panel = await openPanel(page, apiCall(page, 0));
    const status = await sendTo(panel, `${fake.url}/nocors`, TOKEN);
    await expect(status).toContainText(`${fake.url} answered, but its CORS settings do not let this site (http://127.0.0.1:3000) read the answer`);
    await expect(panel.locator('pre').filter({hasText: "name: 'strapi::cors'"})).toContainText("origin: ['http://localhost:3000', 'http://127.0.0.1:3000']");
    const port = await closedPort();
    await sendTo(panel, `http://127.0.0.1:${port}`);
    await expect(status).toContainText(`Could not reach http://127.0.0.1:${port}. Is Strapi running there`);
  });

  test('javascript:, file:, plain http elsewhere and [::1] are refused before anything is sent', async ({page}) => {
    const injection = watchForInjection(page);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await recordCspViolations(page);
    await page.goto(PAGE);
    await waitForHydration(page);
    const panel = await openPanel(page, apiCall(page, 0));
    requested.length = 0;
    const cases: Array<[string, string]> = [
      ['javascript:alert(1)', 'Try it sends requests to http:// and https:// addresses only, not to a javascript: address. Nothing was sent.'],
      ['file:///etc/passwd', 'Try it sends requests to http:// and https:// addresses only, not to a file: address. Nothing was sent.'],
      ['data:text/html,<script>alert(1)</script>', 'not to a data: address. Nothing was sent.'],
      ['http://strapi.example.org', 'This site\'s Content-Security-Policy lets Try it reach https:// addresses, and over plain http only this computer'],
      ['http://[::1]:1337', 'write http://localhost:1337 instead'],
      [`http://user:secret@127.0.0.1:${new URL(fake.url).port}`, 'Write the base URL as the server and an optional path'],
    ];
    for (const [base, message] of cases) {
      const status = await sendTo(panel, base, TOKEN);
      await expect(status).toContainText(message);
    }
    expect(requested, 'no request left the page').toEqual([]);
    expect(fake.seen).toEqual([]);
    expect(injection.dialogs()).toBe(0);
    expect(await injection.pwned()).toBeUndefined();
    expect(await cspViolations(page)).toEqual([]);
  });

  test('markup in an answer is shown as text and never runs', async ({page}) => {
    const injection = watchForInjection(page);
    await page.goto(PAGE);
    await waitForHydration(page);
    const panel = await openPanel(page, apiCall(page, 0));
    await sendTo(panel, `${fake.url}/xss`);
    const body = panel.getByLabel('Response body');
    await expect(body).toContainText('"title": "<script>window.pwned=true;alert(1)</script>"');
    await expect(body).toContainText('<img src=x onerror=\\"window.pwned=true;alert(2)\\">');
    await panel.getByLabel(/Path and query/).fill('/api/articles?as=html');
    await panel.getByRole('button', {name: 'Send'}).click();
    await expect(body).toHaveText('<script>window.pwned=true;alert(1)</script><img src=x onerror="window.pwned=true;alert(2)">');
    await expect(panel.locator('script, img')).toHaveCount(0);
    await page.waitForTimeout(300);
    expect(injection.dialogs()).toBe(0);
    expect(await injection.pwned()).toBeUndefined();
  });

  test('the token stays in sessionStorage only: not in localStorage, a URL or the page, and it can be forgotten', async ({page}) => {
    await page.goto(PAGE);
    await waitForHydration(page);
    const call = apiCall(page, 0);
    const panel = await openPanel(page, call);
    await sendTo(panel, `${fake.url}/ok`, TOKEN);
    await expect(panel.getByRole('status')).toContainText('200 OK');
    expect(fake.seen.map((request) => request.url.includes(TOKEN))).toEqual([false]);
    const attributes = () =>
      page.evaluate((token) => [...document.querySelectorAll('*')].flatMap((element) => [...element.attributes].filter((attribute) => attribute.value.includes(token)).map((attribute) => `${element.tagName} ${attribute.name}`)), TOKEN);
    expect(await attributes(), 'no attribute holds the token while the panel is open').toEqual([]);
    await panel.getByRole('button', {name: 'Close'}).click();
    await expect(panel).toBeHidden();

    const state = await page.evaluate(() => ({
      local: Object.keys(localStorage).map((key) => `${key}=${localStorage.getItem(key)}`),
      session: Object.keys(sessionStorage).map((key) => `${key}=${sessionStorage.getItem(key)}`),
      url: location.href,
      html: document.documentElement.outerHTML,
    }));
    expect(state.local.filter((entry) => entry.includes(TOKEN))).toEqual([]);
    expect(state.url).not.toContain(TOKEN);
    expect(state.html.includes(TOKEN), 'the token is not in the page').toBe(false);
    expect(state.session).toContain(`${TOKEN_KEY}=${TOKEN}`);
    expect(await attributes()).toEqual([]);

    // Opened again, the field has it back (from sessionStorage); Forget removes it.
    const again = await openPanel(page, call);
    await again.getByRole('radio', {name: 'Your Strapi'}).check();
    await expect(again.getByLabel(/^Token/)).toHaveValue(TOKEN);
    await again.getByRole('button', {name: 'Forget'}).click();
    await expect(again.getByLabel(/^Token/)).toHaveValue('');
    expect(await page.evaluate((key) => sessionStorage.getItem(key), TOKEN_KEY)).toBeNull();
  });

  test('works with the keyboard alone: open, fill, send, close with Escape and with Close', async ({page}) => {
    await page.goto(PAGE);
    await waitForHydration(page);
    const call = apiCall(page, 0);
    const button = call.getByRole('button', {name: 'Try it'});
    await button.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('region', {name: /^Try it/});
    await expect(panel.getByRole('heading'), 'the focus moves into the panel').toBeFocused();
    await expect(panel.getByRole('radio').first()).toBeVisible();
    const tabTo = async (target: Locator) => {
      for (let presses = 0; presses < 15 && !(await target.evaluate((element) => element === document.activeElement)); presses += 1) await page.keyboard.press('Tab');
      await expect(target).toBeFocused();
    };
    const verified = panel.getByRole('radio', {name: 'Verified response'});
    if ((await verified.count()) > 0) {
      await tabTo(verified);
      await page.keyboard.press('ArrowRight');
      await expect(panel.getByRole('radio', {name: 'Your Strapi'})).toBeChecked();
    }
    await tabTo(panel.getByLabel('Base URL'));
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(`${fake.url}/ok`);
    await page.keyboard.press('Tab');
    await expect(panel.getByLabel(/^Token/)).toBeFocused();
    await page.keyboard.type(TOKEN);
    await tabTo(panel.getByRole('button', {name: 'Send'}));
    await page.keyboard.press('Enter');
    await expect(panel.getByRole('status')).toContainText('200 OK');
    expect(fake.seen[0]?.authorization).toBe(`Bearer ${TOKEN}`);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(button, 'the focus returns to Try it').toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Enter');
    await expect(panel.getByRole('heading')).toBeFocused();
    await tabTo(panel.getByRole('button', {name: 'Close'}));
    await page.keyboard.press('Enter');
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
  });

  for (const mode of ['light', 'dark'] as const) {
    // Every rule, colours included, on the example the panel belongs to (tabs, samples, panel): the
    // rest of the page is the crawl's (crawl.spec.ts), and axe on the whole long page took 4 s a check.
    test(`axe finds nothing serious with the panel open (${mode} mode)`, async ({page}) => {
      await gotoInMode(page, PAGE, mode);
      const panel = await openPanel(page, apiCall(page, 0));
      const example = '[data-axe-scope]';
      await panel.evaluate((element) => element.parentElement!.setAttribute('data-axe-scope', ''));
      await expect(page.locator(example).getByRole('tablist')).toHaveCount(1);
      await page.addStyleTag({content: '*, *::before, *::after { transition: none !important; animation: none !important; }'});
      await expect(panel.getByRole('radio').first()).toBeVisible();
      expect(await seriousViolations(page, 'all', undefined, example), `axe, Verified response, ${mode}`).toEqual([]);
      await sendTo(panel, `${fake.url}/403`, TOKEN);
      await expect(panel.getByText(/^Forbidden/)).toBeVisible();
      expect(await seriousViolations(page, 'all', undefined, example), `axe, Your Strapi with an answer, ${mode}`).toEqual([]);
      await apiCall(page, 0).getByRole('tab', {name: 'cURL'}).click();
      await expect(apiCall(page, 0).getByRole('tabpanel', {name: 'cURL'}).locator('pre')).toBeVisible();
      expect(await seriousViolations(page, 'all', undefined, example), `axe, cURL sample, ${mode}`).toEqual([]);
    });
  }

  test('the query builder sends its current URL to your Strapi; a custom query has no recording', async ({page}) => {
    await page.goto(BUILDER);
    await waitForHydration(page);
    const builder = page.getByLabel('Endpoint').locator('xpath=..');
    const url = (await builder.locator('pre').first().innerText()).replace(/^GET /, '').trim();
    const panel = await openPanel(page, builder);
    await expect(panel.getByRole('radio')).toHaveCount(0);
    await expect(panel).toContainText('no recording exists for a custom query');
    await expect(panel.getByLabel(/Path and query/)).toHaveValue(url);
    const status = await sendTo(panel, `${fake.url}/ok`);
    await expect(status).toContainText('200 OK');
    expect(fake.seen[0]?.url).toBe(`/ok${url}`);
  });
});
