/**
 * Stand-in for @docusaurus/core 3.10.2 `lib/client/browserContext.js` in the browser build (registry id
 * `browser-context`, src/deviations/registry.ts), for both its importers (the app's root and `useIsBrowser`), so they share one
 * context object.
 *
 * Upstream sets "is browser" to true in an effect right after hydration with a plain state update.
 * Such an update renders at default priority, which React does in one uninterrupted pass: every
 * consumer re-renders at once (the colour-mode context and with it every code block, the navbar,
 * BrowserOnly parts such as every code block's copy and word-wrap buttons), one of the longest
 * tasks of a mobile page load (issue #13; 50-80 ms without CPU throttling on
 * /dev-docs/configurations/database). The same update inside a transition renders
 * in time slices that yield to the browser and to input. Nothing else changes: the first browser
 * render still matches the server's (false), and the flag is true from the next commit on.
 */
import React, {startTransition, useEffect, useState} from 'react';

export const Context = React.createContext(false);

export function BrowserContextProvider({children}) {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => {
    startTransition(() => setIsBrowser(true));
  }, []);
  return React.createElement(Context.Provider, {value: isBrowser}, children);
}
