/**
 * For the parts of a docs page the classic theme renders only on wide screens, and which CSS hides on
 * narrow ones: the desktop docs sidebar and the desktop table of contents.
 *
 * The theme renders them on the server and in the first render in the browser (its `useWindowSize`
 * says "ssr" until an effect has measured the window), so that the first render hydrates the server
 * HTML; right after, on a phone, it removes them. React hydrated all of it first: every sidebar link
 * and table of contents entry, with their hooks, only to tear it down (issue #13). On a narrow
 * screen that first render now gives them an element whose content React leaves as the server wrote
 * it, and never hydrates. On a wide screen, and in every later render, the theme's component renders
 * as before.
 */
import {useWindowSize} from '@docusaurus/theme-common';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {DESKTOP_BREAKPOINT} from '@site/config/constants';

/**
 * Passed as `dangerouslySetInnerHTML` with `suppressHydrationWarning`: hydration keeps what is there.
 * One stable object: React compares it by identity, so it never writes it into the DOM again.
 */
export const KEEP_SERVER_HTML = {__html: ''};

/** True while the theme has not measured the window yet and the window is narrow. */
export function useKeptWhileHidden(): boolean {
  const windowSize = useWindowSize();
  return windowSize === 'ssr' && ExecutionEnvironment.canUseDOM && window.innerWidth <= DESKTOP_BREAKPOINT;
}
