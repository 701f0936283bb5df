import {source as axeSource} from 'axe-core';
import type {Page} from '@playwright/test';

type Violation = {id: string; impact?: string | null; help: string; nodes: Array<{target: unknown[]}>};

/** axe's rules about colour: the costly ones, since they measure every text node of the page. */
export const COLOR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Makes axe-core part of every document the page opens, before the page's own scripts. A crawl that
 * injects it after each load pays for sending and compiling its 500 KB every time (0.3 to 0.7 s a
 * page on a slow 2-core machine); as an init script it is much cheaper (measured on 10 user-guide
 * pages, one worker: axe's share went from 0.9 s to 0.3 s a page, the whole run from 35.5 s to 31.7 s).
 */
export async function injectAxeOnEveryPage(page: Page): Promise<void> {
  await page.addInitScript({content: axeSource});
}

/**
 * Serious and critical axe violations: all WCAG 2 A/AA rules, only the colour rules, or every
 * WCAG 2 A/AA rule but the colour rules ('structure'); on the whole page or on the part `include` selects.
 *
 * axe-core runs directly in the page, injected once per page load. (@axe-core/playwright
 * runs each check frame by frame and finishes it in a second blank page, which cost about
 * a second per call: too slow for a crawl of every page in two colour modes. The site's
 * pages have no iframes, so nothing is lost.)
 */
export async function seriousViolations(page: Page, scope: 'all' | 'colors' | 'structure', exclude?: string, include = 'html'): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.evaluate(axeSource);
  }
  const runOnly = scope === 'colors' ? {type: 'rule', values: COLOR_RULES} : {type: 'tag', values: ['wcag2a', 'wcag2aa']};
  const rules = scope === 'structure' ? Object.fromEntries(COLOR_RULES.map((rule) => [rule, {enabled: false}])) : {};
  const violations = await page.evaluate(
    async ({runOnly, rules, exclude, include}) => {
      const axe = (window as unknown as {axe: {run(context: unknown, options: unknown): Promise<{violations: Violation[]}>}}).axe;
      const context = exclude ? {include: [[include]], exclude: [[exclude]]} : include === 'html' ? document : {include: [[include]]};
      // Only violations are reported in full: collecting every passing node is most of axe's time on long pages.
      const results = await axe.run(context, {runOnly, rules, resultTypes: ['violations']});
      return results.violations.map(({id, impact, help, nodes}) => ({id, impact, help, nodes: nodes.map(({target}) => ({target}))}));
    },
    {runOnly, rules, exclude, include},
  );
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes
          .slice(0, 5)
          .map((node) => node.target.join(' '))
          .join('\n  ')}`,
    );
}
