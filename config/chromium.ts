import fs from 'node:fs';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

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
 * pick it); otherwise Debian's package.
 */
export function resolveChromiumPath(
  envPath: string | undefined,
  playwrightPath: () => string,
  exists: (file: string) => boolean = fs.existsSync,
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
  return DEBIAN_CHROMIUM;
}
