import type {Page} from '@playwright/test';

/** One Content-Security-Policy violation, as the page reported it. */
export type CspViolation = {directive: string; blocked: string; source: string; sample: string};

declare global {
  interface Window {
    __cspViolations?: CspViolation[];
  }
}

/**
 * Records every `securitypolicyviolation` event of the page (from the first script on), so a
 * spec can assert that the site runs under the Content-Security-Policy the test server sends
 * (scripts/serve-build applies build/_headers).
 */
export async function recordCspViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
        sample: event.sample,
      });
    });
  });
}

/** The violations recorded on the current document (see recordCspViolations). */
export async function cspViolations(page: Page): Promise<CspViolation[]> {
  return page.evaluate(() => window.__cspViolations ?? []);
}

/** The policy the server sent with a response, or null. */
export function policyOf(headers: Record<string, string>): string | null {
  return headers['content-security-policy'] ?? null;
}
