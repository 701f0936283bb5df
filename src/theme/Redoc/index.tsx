/*
 * Wraps docusaurus-theme-redoc 2.5.2 `Redoc` (listed by its swizzle list).
 * Why: Redoc's server-rendered markup does not match its first client render,
 * which logs a React hydration error (#418) on /openapi/. Rendering the
 * reference in the browser only removes the mismatch; the page still has a
 * meaningful fallback and a <main> landmark before the script runs. Redoc's
 * scrollable code panels also get a tabindex so keyboard users can scroll them.
 */
import BrowserOnly from '@docusaurus/BrowserOnly';
import RedocOriginal from '@theme-original/Redoc';
import {useEffect, useRef, type ComponentProps, type ReactNode} from 'react';
import styles from './styles.module.css';

/** Scrollable regions must be reachable from the keyboard (WCAG 2.1.1). */
function makeScrollableRegionsFocusable(root: HTMLElement): void {
  for (const element of root.querySelectorAll<HTMLElement>('div, pre')) {
    const {overflowX, overflowY} = getComputedStyle(element);
    const scrolls =
      (/(auto|scroll)/.test(overflowX) && element.scrollWidth > element.clientWidth) ||
      (/(auto|scroll)/.test(overflowY) && element.scrollHeight > element.clientHeight);
    if (scrolls && !element.hasAttribute('tabindex')) {
      element.tabIndex = 0;
    }
  }
}

type Props = ComponentProps<typeof RedocOriginal>;

export default function Redoc(props: Props): ReactNode {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const root = ref.current;
    if (root === null) return undefined;
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => makeScrollableRegionsFocusable(root));
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(root, {childList: true, subtree: true});
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, []);
  return (
    <main className={styles.reference} ref={ref}>
      <BrowserOnly
        fallback={
          <p className={styles.loading} role="status">
            Loading the API reference…
          </p>
        }>
        {() => <RedocOriginal {...props} />}
      </BrowserOnly>
    </main>
  );
}
