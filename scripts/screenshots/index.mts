/**
 * npm run screenshots: pictures of the real admin panel for the user guide, from the reference app
 * (tests/strapi-app) at the Strapi version the site pins.
 *
 * 1. Checks the manifest (./manifest.mts).
 * 2. Installs the app if needed, builds its admin panel, starts it on a freshly seeded database and
 *    adds what only the pictures need (invited administrators, an extra admin role).
 * 3. Logs in with Playwright in Chromium at 1280×800, device scale 2, with the guided tour, the
 *    announcement banners and the product modals switched off through the admin's own local
 *    storage keys, animations off, the clock stopped a little ahead of the server's (relative times
 *    neither tick nor read "in 10 seconds"; ./clock.mts) and the text caret hidden.
 * 4. For each shot (light, then dark where asked): opens the URL, runs the steps, draws the numbered
 *    callouts, captures the viewport or the cropped element, and writes a WebP under
 *    static/img/screenshots/ (at most 120 KB) with its size in src/data/screenshots.json.
 *
 * Options: --only <name-prefix> captures a subset (the sizes of the others are kept);
 * SCREENSHOTS_SKIP_ADMIN_BUILD=1 reuses an admin build from an earlier run.
 */
import {chromium, type Browser, type BrowserContext, type Locator, type Page} from '@playwright/test';
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import sharp from 'sharp';
import {CHROMIUM_ARGS, resolveChromiumPath} from '../../config/chromium.ts';
import {APP_DIR, appEnv, ensureInstalled, startApp, strapiVersion, type RunningApp} from '../verify-live/app.mts';
import {CLOCK_LEAD_MS, skewedTimes, type ShownTime} from './clock.mts';
import {manifestProblems, shotFiles, type Shot, type Step, type Target} from './manifest-format.mts';
import {SHOTS} from './manifest.mts';
import type {ShotSize} from '../../src/remark/screenshots.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const STATIC = path.join(ROOT, 'static');
const SIZES_FILE = path.join(ROOT, 'src/data/screenshots.json');
const VIEWPORT = {width: 1280, height: 800};
const SCALE = 2;
/** Stored at 1.5× the CSS size: sharp text when zoomed, files of a reasonable weight. */
const STORED_SCALE = 1.5;
const MAX_BYTES = 120 * 1024;
const PORT = Number(process.env.SCREENSHOTS_PORT ?? 1337);

function log(line: string): void {
  console.log(`[screenshots] ${line}`);
}

function buildAdmin(): void {
  if (process.env.SCREENSHOTS_SKIP_ADMIN_BUILD === '1' && existsSync(path.join(APP_DIR, 'build/index.html'))) {
    log('reusing the admin panel build of an earlier run');
    return;
  }
  log('building the admin panel (about 30 s)…');
  const result = spawnSync(process.execPath, ['scripts/build-admin.js'], {
    cwd: APP_DIR,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: appEnv({NODE_ENV: 'production'}),
  });
  if (result.status !== 0) throw new Error(`the admin panel build failed (exit ${result.status ?? result.signal})`);
}

async function adminApi(app: RunningApp, token: string, method: string, route: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${app.url}${route}`, {
    method,
    headers: {Authorization: `Bearer ${token}`, 'Content-Type': 'application/json'},
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${route} answered ${response.status}: ${text.slice(0, 300)}`);
  return text === '' ? null : JSON.parse(text);
}

/** What only the pictures need: a custom admin role and two invited administrators. */
async function seedForPictures(app: RunningApp): Promise<void> {
  const login = (await adminApi(app, '', 'POST', '/admin/login', app.credentials.admin)) as {data: {token: string}};
  const token = login.data.token;
  const roles = (await adminApi(app, token, 'GET', '/admin/roles')) as {data: {id: number; code: string}[]};
  const roleId = (code: string) => {
    const role = roles.data.find((r) => r.code === code);
    if (!role) throw new Error(`no admin role with the code ${code}`);
    return role.id;
  };
  await adminApi(app, token, 'POST', '/admin/roles', {
    name: 'Reviewer',
    description: 'Reads every entry and publishes the ones that are ready.',
  });
  for (const [firstname, lastname, email, code] of [
    ['Kai', 'Doe', 'kai.doe@example.com', 'strapi-editor'],
    ['Lin', 'Park', 'lin.park@example.com', 'strapi-author'],
  ]) {
    await adminApi(app, token, 'POST', '/admin/users', {firstname, lastname, email, roles: [roleId(code)]});
  }
}

function locate(page: Page, target: Target): Locator {
  if (typeof target === 'string') return page.locator(target).first();
  if ('role' in target) {
    const found = page.getByRole(target.role as Parameters<Page['getByRole']>[0], {name: target.name, exact: true});
    return target.nth === undefined ? found.first() : found.nth(target.nth);
  }
  if ('label' in target) return page.getByLabel(target.label, {exact: true}).first();
  return page.getByText(target.text, {exact: true}).first();
}

function describe(target: Target): string {
  return typeof target === 'string' ? target : JSON.stringify(target);
}

async function runStep(page: Page, step: Step): Promise<void> {
  if ('click' in step) await locate(page, step.click).click();
  else if ('hover' in step) await locate(page, step.hover).hover();
  else if ('fill' in step) await locate(page, step.fill).fill(step.value);
  else if ('press' in step) await page.keyboard.press(step.press);
  else if ('waitFor' in step) await locate(page, step.waitFor).waitFor({state: 'visible'});
  else if ('scrollTo' in step) await locate(page, step.scrollTo).scrollIntoViewIfNeeded();
}

/** Wait until the admin has nothing left loading. */
async function settle(page: Page): Promise<void> {
  // Not 'networkidle': the admin keeps a request open on some pages.
  await page.waitForLoadState('load');
  await page.locator('main').first().waitFor({state: 'visible', timeout: 15_000}).catch(() => undefined);
  await page
    .locator('[aria-busy="true"], [data-testid="loader"]')
    .first()
    .waitFor({state: 'detached', timeout: 10_000})
    .catch(() => undefined);
  await page.waitForTimeout(1200);
}

async function drawCallouts(page: Page, targets: Target[]): Promise<void> {
  const boxes = [];
  for (const target of targets) {
    const box = await locate(page, target).boundingBox();
    if (!box) throw new Error(`callout target ${describe(target)} is not visible`);
    boxes.push(box);
  }
  await page.evaluate((boxes) => {
    boxes.forEach((box, index) => {
      const marker = document.createElement('div');
      marker.textContent = String(index + 1);
      marker.setAttribute('data-docs-callout', '');
      Object.assign(marker.style, {
        position: 'fixed',
        left: `${Math.max(2, box.x - 12)}px`,
        top: `${Math.max(2, box.y - 12)}px`,
        width: '24px',
        height: '24px',
        borderRadius: '50%',
        background: '#4945FF',
        color: '#fff',
        font: '700 14px/24px system-ui, sans-serif',
        textAlign: 'center',
        boxShadow: '0 0 0 2px #fff, 0 1px 4px rgba(0,0,0,.4)',
        zIndex: '2147483647',
        pointerEvents: 'none',
      });
      document.body.appendChild(marker);
    });
  }, boxes);
}

async function capture(page: Page, shot: Shot): Promise<{png: Buffer; width: number; height: number}> {
  if (!shot.crop) {
    return {png: await page.screenshot({animations: 'disabled'}), ...VIEWPORT};
  }
  const element = locate(page, shot.crop);
  await element.scrollIntoViewIfNeeded();
  const box = await element.boundingBox();
  if (!box) throw new Error(`crop target ${describe(shot.crop)} is not visible`);
  const pad = shot.padding ?? 16;
  const x = Math.max(0, Math.floor(box.x - pad));
  const y = Math.max(0, Math.floor(box.y - pad));
  const width = Math.min(VIEWPORT.width, Math.ceil(box.x + box.width + pad)) - x;
  const height = Math.min(VIEWPORT.height, Math.ceil(box.y + box.height + pad)) - y;
  return {png: await page.screenshot({animations: 'disabled', clip: {x, y, width, height}}), width, height};
}

/** Downscale to 1.5× and encode as WebP, lowering the quality until the file is at most 120 KB. */
async function toWebp(png: Buffer, width: number): Promise<Buffer> {
  const resized = sharp(png).resize({width: Math.round(width * STORED_SCALE)});
  for (const quality of [82, 76, 70, 64, 58, 52]) {
    const webp = await resized.clone().webp({quality, effort: 5}).toBuffer();
    if (webp.length <= MAX_BYTES) return webp;
  }
  throw new Error('could not get the picture under 120 KB: crop it to the part the page needs');
}

/** Freeze the browser clock ahead of every time the server has written so far. */
async function freezeClock(page: Page): Promise<number> {
  const now = Date.now() + CLOCK_LEAD_MS;
  await page.clock.setFixedTime(new Date(now));
  return now;
}

/** Refuse a picture that shows a time in the near future (the server's clock ran ahead of the browser's). */
async function assertNoFutureTimes(page: Page, now: number): Promise<void> {
  const times: ShownTime[] = await page
    .locator('time[datetime]')
    .evaluateAll((nodes) => nodes.map((node) => ({datetime: node.getAttribute('datetime') ?? '', text: node.textContent ?? ''})));
  const skewed = skewedTimes(times, now);
  if (skewed.length > 0) {
    throw new Error(`the picture would show a time in the future: ${skewed.map((t) => `"${t.text}" (${t.datetime})`).join(', ')}`);
  }
}

async function newSession(browser: Browser, app: RunningApp, theme: 'light' | 'dark'): Promise<{context: BrowserContext; page: Page}> {
  const context = await browser.newContext({viewport: VIEWPORT, deviceScaleFactor: SCALE, reducedMotion: 'reduce', locale: 'en-US', timezoneId: 'UTC'});
  // A string, not a function: tsx would wrap named helpers in a function the page does not have.
  await context.addInitScript(`(() => {
    const set = (key, value) => localStorage.setItem(key, JSON.stringify(value));
    localStorage.setItem('STRAPI_THEME', ${JSON.stringify(theme)});
    set('STRAPI_GUIDED_TOUR', {tours: {}, enabled: false, hidden: true, completedActions: []});
    // Keys scoped to the project (":false" when telemetry is off, as in the reference app).
    set('STRAPI_MEDIA_LIBRARY_BANNER_DISMISSED_FOR_false:false', true);
    set('STRAPI_MEDIA_LIBRARY_BANNER_DISMISSED_FOR_true:false', true);
    set('STRAPI_FREE_TRIAL_WELCOME_MODAL:false', true);
    set('STRAPI_FREE_TRIAL_ENDED_MODAL:false', true);
    set('STRAPI_NPS_SURVEY_SETTINGS', {enabled: false, lastResponseDate: null, firstDismissalDate: null, lastDismissalDate: null});
    const style = document.createElement('style');
    style.textContent = '*, *::before, *::after { caret-color: transparent !important; }';
    document.addEventListener('DOMContentLoaded', () => document.head.appendChild(style));
  })()`);
  const page = await context.newPage();
  await freezeClock(page);
  await page.goto(`${app.url}/admin/auth/login`);
  await page.getByLabel(/email/i).fill(app.credentials.admin.email);
  await page.getByLabel(/password/i).first().fill(app.credentials.admin.password);
  await page.getByRole('button', {name: /log ?in/i}).click();
  await page.waitForURL((url) => !url.pathname.includes('/auth/'), {timeout: 30_000});
  return {context, page};
}

function readSizes(): Record<string, ShotSize> {
  return existsSync(SIZES_FILE) ? (JSON.parse(readFileSync(SIZES_FILE, 'utf8')) as Record<string, ShotSize>) : {};
}

async function main(): Promise<void> {
  const problems = manifestProblems(SHOTS, (page) => existsSync(path.join(ROOT, 'docs', `${page}.mdx`)));
  if (problems.length > 0) throw new Error(`the manifest has problems:\n  ${problems.join('\n  ')}`);
  const onlyIndex = process.argv.indexOf('--only');
  const only = onlyIndex === -1 ? undefined : process.argv[onlyIndex + 1];
  const shots = only === undefined ? SHOTS : SHOTS.filter((shot) => shot.name.startsWith(only));
  if (shots.length === 0) throw new Error(`no shot name starts with "${only}"`);

  ensureInstalled(log);
  buildAdmin();
  log(`starting Strapi ${strapiVersion()} with the seed data…`);
  const app = await startApp({port: PORT, fresh: true, env: {SERVE_ADMIN: 'true', AUTO_RELOAD: 'true'}});
  const sizes = only === undefined ? {} : readSizes();
  let browser: Browser | undefined;
  try {
    await seedForPictures(app);
    browser = await chromium.launch({executablePath: resolveChromiumPath(process.env.CHROMIUM_PATH, () => chromium.executablePath()), args: CHROMIUM_ARGS});
    for (const theme of ['light', 'dark'] as const) {
      const wanted = shots.filter((shot) => theme === 'light' || shot.dark);
      if (wanted.length === 0) continue;
      const {context, page} = await newSession(browser, app, theme);
      for (const shot of wanted) {
        try {
          const now = await freezeClock(page);
          await page.goto(`${app.url}${shot.url}`);
          await settle(page);
          for (const step of shot.steps ?? []) await runStep(page, step);
          await settle(page);
          await assertNoFutureTimes(page, now);
          if (shot.callouts) await drawCallouts(page, shot.callouts);
          const {png, width, height} = await capture(page, shot);
          await page.evaluate(() => document.querySelectorAll('[data-docs-callout]').forEach((marker) => marker.remove()));
          const files = shotFiles(shot);
          const file = path.join(STATIC, theme === 'light' ? files.light : files.dark!);
          mkdirSync(path.dirname(file), {recursive: true});
          const webp = await toWebp(png, width);
          writeFileSync(file, webp);
          sizes[shot.name] = {page: shot.page, width, height, dark: Boolean(shot.dark)};
          log(`${theme.padEnd(5)} ${shot.name} (${width}×${height}, ${(webp.length / 1024).toFixed(0)} KB)`);
        } catch (error) {
          throw new Error(`shot "${shot.name}" (${theme}): ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
        }
      }
      await context.close();
    }
  } finally {
    await browser?.close();
    await app.stop();
  }
  const ordered = Object.fromEntries(Object.entries(sizes).sort(([a], [b]) => a.localeCompare(b)));
  mkdirSync(path.dirname(SIZES_FILE), {recursive: true});
  writeFileSync(SIZES_FILE, `${JSON.stringify(ordered, null, 2)}\n`);
  log(`${shots.length} shots written; sizes in ${path.relative(ROOT, SIZES_FILE)}`);
}

main().catch((error: unknown) => {
  console.error(`screenshots: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
