/*
 * Wraps @docusaurus/theme-classic 3.10.2 `DocItem/Content` (the swizzle tool lists it as unsafe to
 * wrap; the wrapper passes every prop through untouched and only adds siblings, so nothing of the
 * original's internals is relied on).
 * Why: every docs page gets the page actions above its content (copy or view the page as Markdown,
 * open it in an AI assistant) and the "Was this page helpful?" feedback below it.
 */
import type {Props} from '@theme/DocItem/Content';
import ContentOriginal from '@theme-original/DocItem/Content';
import type {ReactNode} from 'react';
import PageActions from '@site/src/components/PageActions';
import PageFeedback from '@site/src/components/PageFeedback';

export default function Content(props: Props): ReactNode {
  return (
    <>
      <PageActions />
      <ContentOriginal {...props} />
      <PageFeedback />
    </>
  );
}
