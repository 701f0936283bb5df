/**
 * The admin writes times with the server's clock and shows them relative to the browser's ("5
 * seconds ago"). The screenshot browser's clock is frozen, so a time written after it was frozen
 * would read "in 10 seconds": each shot sets the clock a little ahead of every time the server has
 * written so far, and a shot that still shows a time in the near future is refused.
 */

/** How far ahead of the real time each shot sets the browser clock: longer than a page takes to load. */
export const CLOCK_LEAD_MS = 15_000;

/** What a `<time datetime>` of the admin shows (its RelativeTime component). */
export type ShownTime = {datetime: string; text: string};

/**
 * Times shown as in the future by less than `window` ms: clock skew between the server and the
 * frozen browser clock, never a real date (expiry dates are days ahead).
 */
export function skewedTimes(times: readonly ShownTime[], now: number, window = 120_000): ShownTime[] {
  return times.filter(({datetime}) => {
    const ahead = Date.parse(datetime) - now;
    return ahead > 0 && ahead < window;
  });
}
