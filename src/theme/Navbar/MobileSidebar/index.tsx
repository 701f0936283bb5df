/*
 * Wraps @docusaurus/theme-classic 3.10.2 `Navbar/MobileSidebar` (the swizzle tool does not list it,
 * so unsafe; the wrapper renders the original untouched, only later).
 * Why: on a narrow screen the original renders the whole mobile menu, the docs area's sidebar
 * included, right after hydration, although it stays hidden until the menu button is pressed: on a
 * 4x-throttled mobile CPU that is one of the longest tasks of a page load (issue #13). The menu is
 * now rendered the first time a reader opens it, and stays rendered afterwards (so it opens as fast
 * as before from then on, keeps its scroll position and the secondary menu a reader was in). The
 * slide-in still plays on that first opening: custom.css animates the panel whenever it shows.
 */
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import NavbarMobileSidebarOriginal from '@theme-original/Navbar/MobileSidebar';
import {useState, type ReactNode} from 'react';

export default function NavbarMobileSidebar(): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  const [opened, setOpened] = useState(shown);
  if (shown && !opened) setOpened(true);
  return opened ? <NavbarMobileSidebarOriginal /> : null;
}
