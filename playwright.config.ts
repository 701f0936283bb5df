import {chromium, defineConfig} from '@playwright/test';
import {CHROMIUM_ARGS, resolveChromiumPath} from './config/chromium';

const PORT = Number(process.env.E2E_PORT ?? 3000);
/** A second build with every optional third-party service configured (npm run build:configured). */
const CONFIGURED_PORT = PORT + 100;
// The headless shell when there is one (scripts/install-browser.sh installs Debian's): see config/chromium.ts.
const executablePath = resolveChromiumPath(process.env.CHROMIUM_PATH, () => chromium.executablePath(), undefined, {headlessShell: true});
const CONFIGURED_SPEC = /configured\.spec\.ts$/;
/**
 * Specs that time what a reader waits for (keystroke to search results). They run last, on their
 * own, once every other test is done: with the crawl running in the other worker the machine's two
 * cores are shared with a second browser, which no reader has, and the figures measured the load.
 * If an earlier project fails they do not run, and the run fails on that earlier failure.
 */
const TIMING_SPEC = /search-budget\.spec\.ts$/;

/**
 * The build served like a static host: its _headers (Content-Security-Policy and other security
 * headers) on every response and its _redirects as real redirects (scripts/serve-build).
 */
function server(dir: string, port: number) {
  return {
    command: `npx tsx scripts/serve-build/index.mts --dir ${dir} --host 127.0.0.1 --port ${port}`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    env: {NO_UPDATE_NOTIFIER: '1'},
  };
}

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 60_000,
  expect: {timeout: 10_000},
  reporter: process.env.CI ? [['list'], ['html', {open: 'never'}]] : 'list',
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}{ext}',
  use: {
    // A trace is recorded when a failed test runs again (CI retries once), not for every test:
    // recording one for each of the ~430 tests made the suite about a fifth slower.
    // Locally, add --trace on to record one.
    trace: 'on-first-retry',
    launchOptions: {executablePath, args: CHROMIUM_ARGS},
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: [CONFIGURED_SPEC, TIMING_SPEC],
      use: {browserName: 'chromium', baseURL: `http://127.0.0.1:${PORT}`},
    },
    {
      name: 'timing',
      testMatch: TIMING_SPEC,
      dependencies: ['chromium', 'configured'],
      use: {browserName: 'chromium', baseURL: `http://127.0.0.1:${PORT}`},
    },
    {
      name: 'configured',
      testMatch: CONFIGURED_SPEC,
      use: {browserName: 'chromium', baseURL: `http://127.0.0.1:${CONFIGURED_PORT}`},
    },
  ],
  webServer: [server('build', PORT), server('build-configured', CONFIGURED_PORT)],
});
