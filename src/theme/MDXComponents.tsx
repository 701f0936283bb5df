/*
 * Extends @docusaurus/theme-classic 3.10.2 `MDXComponents` (eject: safe), the
 * pattern Docusaurus documents for adding MDX components: spread the original
 * map and add ours. Why: Markdown tables render inside a keyboard-scrollable
 * region, so wide reference tables stay accessible on small screens; and the
 * disabled checkboxes of Markdown task lists (`- [ ] item`) are decoration
 * (the item's text says what to do), so they are hidden from assistive
 * technology instead of being announced as unlabelled form fields. And
 * `VerifiedMark`, which a remark plugin inserts (src/remark/verified-examples), `Diagram` and
 * `Screenshot`.
 */
import type {ComponentProps} from 'react';
import MDXComponentsOriginal from '@theme-original/MDXComponents';
import Diagram from '@site/src/components/Diagram';
import ScrollableTable from '@site/src/components/ScrollableTable';
import Screenshot from '@site/src/components/Screenshot';
import VerifiedMark from '@site/src/components/VerifiedMark';

function Input(props: ComponentProps<'input'>) {
  const decorative = props.type === 'checkbox' && props.disabled;
  return <input {...props} aria-hidden={decorative ? true : props['aria-hidden']} />;
}

const MDXComponents = {
  ...MDXComponentsOriginal,
  table: ScrollableTable,
  input: Input,
  // Inserted by the verified-examples remark plugin on pages whose examples run in CI.
  VerifiedMark,
  // Mermaid diagrams drawn at build time (src/remark/diagrams).
  Diagram,
  // Admin-panel pictures captured by npm run screenshots (completed by src/remark/screenshots.ts).
  Screenshot,
};

export default MDXComponents;
