import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

/** Serious and critical axe violations: all WCAG 2 A/AA rules, or only the colour rules. */
export async function seriousViolations(page: Page, scope: 'all' | 'colors', exclude?: string): Promise<string[]> {
  const builder = new AxeBuilder({page}).withTags(['wcag2a', 'wcag2aa']);
  if (scope === 'colors') {
    builder.withRules(['color-contrast', 'link-in-text-block']);
  }
  if (exclude) {
    builder.exclude(exclude);
  }
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes
          .slice(0, 5)
          .map((node) => node.target.join(' '))
          .join('\n  ')}`,
    );
}
