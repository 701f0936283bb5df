/*
 * Extends @docusaurus/theme-classic 3.10.2 `MDXComponents` (eject: safe), the
 * pattern Docusaurus documents for adding MDX components: spread the original
 * map and add ours. Why: Markdown tables render inside a keyboard-scrollable
 * region, so wide reference tables stay accessible on small screens.
 */
import MDXComponentsOriginal from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';

const MDXComponents = {
  ...MDXComponentsOriginal,
  table: ScrollableTable,
};

export default MDXComponents;
