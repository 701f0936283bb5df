const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A date as en-US writes it with `{day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'}`
 * ("Nov 26, 2026"), without creating an `Intl.DateTimeFormat` (see ./index.tsx).
 */
export function formatUtcDate(date: Date): string {
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
