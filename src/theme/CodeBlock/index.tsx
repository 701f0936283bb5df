/*
 * Replaces @docusaurus/theme-live-codeblock 3.10.2 `CodeBlock`, the enhancer
 * that wraps the classic theme's CodeBlock (`@theme-init/CodeBlock`) and shows
 * `live` blocks as a playground. Why: the enhancer imports the playground
 * (react-live and the sucrase compiler, ~53 KB gzip) statically, so every page
 * with code paid for it; here it is loaded only by pages that have a live block.
 */
import OriginalCodeBlock from '@theme-init/CodeBlock';
import {lazy, Suspense, type ComponentProps, type ReactNode} from 'react';

const LiveCodeBlock = lazy(() => import(/* webpackChunkName: "live-codeblock" */ '@theme/LiveCodeBlock'));

type Props = ComponentProps<typeof OriginalCodeBlock> & {live?: boolean};

export default function CodeBlock(props: Props): ReactNode {
  const live = Boolean(props.live) && (props.children === undefined || typeof props.children === 'string');
  if (!live) return <OriginalCodeBlock {...props} />;
  return (
    // The server renders the playground in full; in the browser the page's HTML stays as it is
    // until the playground's code has arrived.
    <Suspense fallback={<OriginalCodeBlock {...props} />}>
      <LiveCodeBlock {...props} />
    </Suspense>
  );
}
