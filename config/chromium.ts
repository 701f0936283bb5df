import fs from 'node:fs';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';
/**
 * Debian's `chromium-headless-shell` package: Chromium's old headless mode, a separate binary since
 * Chromium 132, the one Playwright itself runs headless tests in when it installs its own browsers.
 * It leaves out what only a browser with windows needs; the end-to-end suite runs about a quarter
 * faster in it (a third of the crawl, 99 pages: 1.9-2.0 min in chromium, 1.5 min in the shell, same
 * machine, same build) and the showcase's approved screenshots match in both.
 */
export const DEBIAN_HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

/** Flags that keep Chromium quiet and working on a machine with no outside network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // Offline by construction: only this machine resolves, every outside host fails at once.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];

/**
 * Which Chromium to launch: an explicit CHROMIUM_PATH wins; otherwise
 * Playwright's own browser when it is installed (undefined lets Playwright
 * pick it, its headless shell for headless runs); otherwise Debian's package, or with
 * `headlessShell` (the end-to-end tests) Debian's headless shell when it is installed.
 */
export function resolveChromiumPath(
  envPath: string | undefined,
  playwrightPath: () => string,
  exists: (file: string) => boolean = fs.existsSync,
  {headlessShell = false}: {headlessShell?: boolean} = {},
): string | undefined {
  if (envPath && envPath.trim() !== '') {
    return envPath.trim();
  }
  try {
    if (exists(playwrightPath())) {
      return undefined;
    }
  } catch {
    // Playwright throws when its browsers are not installed.
  }
  if (headlessShell && exists(DEBIAN_HEADLESS_SHELL)) return DEBIAN_HEADLESS_SHELL;
  return DEBIAN_CHROMIUM;
}
