import {lazy, Suspense, useId, useRef, useState, type ReactNode} from 'react';
import type {ApiRequest} from '@site/src/plugins/post-build/try-it/samples';

/** Shown instead of a part that could not be downloaded (offline, or a new deployment removed the chunk). */
function Unavailable(): ReactNode {
  return <p role="alert">This part of the page could not be downloaded: reload the page to try again.</p>;
}

/**
 * The code of the sample tabs and the Try it panel is one chunk of its own (./TryIt), fetched when a
 * reader picks a sample tab or opens Try it, never on a page's first load: the JS budget spec
 * (tests/e2e/js-budget.spec.ts) counts what a first visit fetches, and this feature may add at most
 * 1 KB to it. What stays here is the button.
 */
export const TryItPart = lazy(() => import(/* webpackChunkName: "try-it" */ './TryIt').catch(() => ({default: Unavailable})));

/** What Try it sends: a docs request, by its key (the build's `try-it/<key>.json`), or a request made on the page. */
export type TryItTarget = {tryKey: string; request?: never} | {request: ApiRequest; tryKey?: never};

/**
 * A "Try it" button (with the caller's class) and, once pressed, its panel; the caller places both
 * (the panel goes below the example). Closing the panel puts the focus back on the button.
 */
export function useTryIt(target: TryItTarget, className: string): [ReactNode, ReactNode] {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();
  return [
    <button type="button" ref={button} className={className} aria-expanded={open} aria-controls={open ? id : undefined} onClick={() => setOpen(!open)}>
      Try it
    </button>,
    open && (
      <Suspense>
        <TryItPart
          id={id}
          {...target}
          onClose={() => {
            setOpen(false);
            button.current?.focus();
          }}
        />
      </Suspense>
    ),
  ];
}
