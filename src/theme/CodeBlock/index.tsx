/*
 * Replaces two layers of Docusaurus 3.10.2's `CodeBlock`:
 * - @docusaurus/theme-live-codeblock's enhancer, which shows `live` blocks as a playground. It
 *   imports the playground (react-live and the sucrase compiler, ~53 KB gzip) statically, so every
 *   page with code paid for it; here it is loaded only by pages that have a live block.
 * - @docusaurus/theme-classic's `CodeBlock`, which picks the string or JSX body the same way but
 *   gives it a key that flips once hydration is done (key={String(useIsBrowser())}). Whenever the
 *   block hydrates in the same pass as the app's root, React then throws away the block it has just
 *   hydrated and builds it again: on a page with many code blocks, one of the longest tasks of a
 *   mobile page load (issue #13). Upstream does it because the server renders the light mode's Prism
 *   theme; here both colour modes use the same theme (config/theme.ts), the colour-mode context
 *   keeps the server's mode during hydration anyway (it reads the page's mode in an effect), and a
 *   later theme change re-renders the block like any prop change (./Content highlights it again).
 */
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props as ClassicProps} from '@theme/CodeBlock';
import {Children, isValidElement, lazy, Suspense, type ReactNode} from 'react';

const LiveCodeBlock = lazy(() => import(/* webpackChunkName: "live-codeblock" */ '@theme/LiveCodeBlock'));

type Props = ClassicProps & {live?: boolean};

/** Markdown code is one string, or several when MDX splits it; JSX children stay as they are. */
function codeOf(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

function StaticCodeBlock({children, ...props}: Props): ReactNode {
  const code = codeOf(children);
  return typeof code === 'string' ? <StringContent {...props}>{code}</StringContent> : <ElementContent {...props}>{code}</ElementContent>;
}

export default function CodeBlock(props: Props): ReactNode {
  const {children} = props;
  if (!props.live || (children !== undefined && typeof children !== 'string')) return <StaticCodeBlock {...props} />;
  return (
    // The server renders the playground in full; in the browser the page's HTML stays as it is
    // until the playground's code has arrived.
    <Suspense fallback={<StaticCodeBlock {...props} />}>
      <LiveCodeBlock {...props}>{children}</LiveCodeBlock>
    </Suspense>
  );
}
