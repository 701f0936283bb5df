/*
 * Wraps @docusaurus/theme-classic 3.10.2 `DocItem/TOC/Desktop` (not listed by the swizzle tool, so
 * unsafe; a leaf without props). On a narrow screen,
 * the first render in the browser keeps the server's table of contents HTML without hydrating it:
 * the theme removes the desktop table of contents right after on such screens, where CSS hides it
 * anyway (src/utils/useKeptWhileHidden.ts). Otherwise the original renders untouched.
 */
import {ThemeClassNames} from '@docusaurus/theme-common';
import OriginalDesktop from '@theme-original/DocItem/TOC/Desktop';
import styles from '@docusaurus/theme-classic/lib/theme/TOC/styles.module.css';
import clsx from 'clsx';
import type {ReactNode} from 'react';
import {KEEP_SERVER_HTML, useKeptWhileHidden} from '@site/src/utils/useKeptWhileHidden';

export default function DocItemTOCDesktop(): ReactNode {
  if (useKeptWhileHidden()) {
    // The root element of the theme's TOC, with the same classes.
    const className = clsx(styles.tableOfContents, 'thin-scrollbar', ThemeClassNames.docs.docTocDesktop);
    return <div className={className} dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />;
  }
  return <OriginalDesktop />;
}
