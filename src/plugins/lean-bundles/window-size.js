/*
 * Stands in for @docusaurus/theme-common 3.10.2 `hooks/useWindowSize.js` in the browser build (see
 * src/deviations/registry.ts, id `window-size`), for both of its importers (the package's index and the mobile sidebar
 * context). Same API, same values.
 *
 * The hook returns "ssr" in the first render, so that it matches the server's HTML, and measures the
 * window in an effect. Upstream's measurement is a plain state update, which React renders at
 * default priority in one uninterrupted pass, together with every other update made by the effects
 * that run right after hydration (issue #13). The first measurement here is made in a transition, so
 * React renders its consequences (on a phone: dropping the desktop sidebar and table of contents) in
 * time slices; the CSS already hides what that render removes, so nothing changes on screen. Window
 * resizes update as upstream does.
 */
import {startTransition, useEffect, useState} from 'react';
import {DESKTOP_BREAKPOINT} from '@site/config/constants';

function getWindowSize(desktopBreakpoint) {
  return window.innerWidth > desktopBreakpoint ? 'desktop' : 'mobile';
}

export function useWindowSize({desktopBreakpoint = DESKTOP_BREAKPOINT} = {}) {
  const [windowSize, setWindowSize] = useState('ssr');
  useEffect(() => {
    function updateWindowSize() {
      setWindowSize(getWindowSize(desktopBreakpoint));
    }
    startTransition(updateWindowSize);
    window.addEventListener('resize', updateWindowSize);
    return () => {
      window.removeEventListener('resize', updateWindowSize);
    };
  }, [desktopBreakpoint]);
  return windowSize;
}
