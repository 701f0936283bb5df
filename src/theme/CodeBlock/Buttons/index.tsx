/*
 * Wraps @docusaurus/theme-classic 3.10.2 `CodeBlock/Buttons` (the copy and word-wrap buttons; safe to
 * wrap). Upstream renders them only in the browser (`BrowserOnly`): the server writes no buttons, and
 * right after hydration the "is browser" flag flips and every code block of the page mounts its button
 * group (two buttons and their SVG icons) in one blocking render, one of the longest tasks of a mobile
 * load of a code-heavy page (issue #13). Here each block mounts its buttons in a transition started
 * after hydration, so React builds them in small time slices between other work instead; they are
 * there as soon as the page is idle, for mouse, touch, keyboard and screen readers alike.
 */
import OriginalButtons from '@theme-original/CodeBlock/Buttons';
import type {Props} from '@theme/CodeBlock/Buttons';
import {startTransition, useEffect, useState, type ReactNode} from 'react';

export default function CodeBlockButtons(props: Props): ReactNode {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    startTransition(() => setMounted(true));
  }, []);
  return mounted ? <OriginalButtons {...props} /> : null;
}
