/*
 * Wraps @docusaurus/theme-classic 3.10.2 `DocSidebar/Desktop` (not listed by the swizzle tool, so unsafe;
 * props are passed through untouched). On a narrow screen,
 * the first render in the browser keeps the server's sidebar HTML without hydrating it: the theme
 * removes the desktop sidebar right after on such screens, where CSS hides it anyway
 * (src/utils/useKeptWhileHidden.ts). Otherwise the original renders untouched.
 */
import {useThemeConfig} from '@docusaurus/theme-common';
import type {Props} from '@theme/DocSidebar/Desktop';
import OriginalDesktop from '@theme-original/DocSidebar/Desktop';
import styles from '@docusaurus/theme-classic/lib/theme/DocSidebar/Desktop/styles.module.css';
import clsx from 'clsx';
import {memo, type ReactNode} from 'react';
import {KEEP_SERVER_HTML, useKeptWhileHidden} from '@site/src/utils/useKeptWhileHidden';

function DocSidebarDesktop(props: Props): ReactNode {
  const {navbar} = useThemeConfig();
  if (useKeptWhileHidden()) {
    // The original's root element, with the same classes.
    const className = clsx(styles.sidebar, navbar.hideOnScroll && styles.sidebarWithHideableNavbar, props.isHidden && styles.sidebarHidden);
    return <div className={className} dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />;
  }
  return <OriginalDesktop {...props} />;
}

export default memo(DocSidebarDesktop);
