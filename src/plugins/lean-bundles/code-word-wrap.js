/*
 * Stands in for @docusaurus/theme-common 3.10.2 `hooks/useCodeWordWrap.js` where the package's
 * internal index re-exports it, in the browser build (registry id `code-word-wrap`, src/deviations/registry.ts). Same API, same
 * behaviour for the reader.
 *
 * Each code block measures itself in an effect right after it mounts: whether its code overflows
 * (which shows the word-wrap button) and whether it sits in a hidden tab panel. Upstream stores both
 * with plain state updates, which React renders at default priority in one uninterrupted pass over
 * every code block of the page, together with the other updates made right after hydration (issue
 * #13). Here those measurements are stored in a transition, rendered in time slices. And a block
 * outside any hidden tab panel no longer re-renders to record that: the state starts as `null`,
 * the value `closest()` gives for it (upstream starts as `undefined`). The reader's own click on
 * the word-wrap button stays an urgent update.
 */
import {startTransition, useCallback, useEffect, useRef, useState} from 'react';
import {useMutationObserver} from 'lean-bundles-original/use-mutation-observer';

// Fires when the "hidden" attribute of the tab panel holding the block changes
// (https://github.com/facebook/docusaurus/pull/7485).
function useTabBecameVisibleCallback(codeBlockRef, callback) {
  const [hiddenTabElement, setHiddenTabElement] = useState(null);
  const updateHiddenTabElement = useCallback(() => {
    // Only hidden tab panels are observed; a panel that becomes visible re-renders the block.
    const element = codeBlockRef.current?.closest('[role=tabpanel][hidden]') ?? null;
    startTransition(() => setHiddenTabElement(element));
  }, [codeBlockRef]);
  useEffect(() => {
    updateHiddenTabElement();
  }, [updateHiddenTabElement]);
  useMutationObserver(
    hiddenTabElement,
    (mutations) => {
      mutations.forEach((mutation) => {
        if (mutation.type === 'attributes' && mutation.attributeName === 'hidden') {
          callback();
          updateHiddenTabElement();
        }
      });
    },
    {attributes: true, characterData: false, childList: false, subtree: false},
  );
}

export function useCodeWordWrap() {
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  const codeBlockRef = useRef(null);
  const toggle = useCallback(() => {
    const codeElement = codeBlockRef.current.querySelector('code');
    if (isEnabled) {
      codeElement.removeAttribute('style');
    } else {
      codeElement.style.whiteSpace = 'pre-wrap';
      // With wrapping on, even very long tokens wrap: no scrollbar in any case.
      codeElement.style.overflowWrap = 'anywhere';
    }
    setIsEnabled((value) => !value);
  }, [codeBlockRef, isEnabled]);
  const updateCodeIsScrollable = useCallback(() => {
    const {scrollWidth, clientWidth} = codeBlockRef.current;
    const isScrollable = scrollWidth > clientWidth || codeBlockRef.current.querySelector('code').hasAttribute('style');
    startTransition(() => setIsCodeScrollable(isScrollable));
  }, [codeBlockRef]);
  useTabBecameVisibleCallback(codeBlockRef, updateCodeIsScrollable);
  useEffect(() => {
    updateCodeIsScrollable();
  }, [isEnabled, updateCodeIsScrollable]);
  useEffect(() => {
    window.addEventListener('resize', updateCodeIsScrollable, {passive: true});
    return () => {
      window.removeEventListener('resize', updateCodeIsScrollable);
    };
  }, [updateCodeIsScrollable]);
  return {codeBlockRef, isEnabled, isCodeScrollable, toggle};
}
