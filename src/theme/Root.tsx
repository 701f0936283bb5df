/*
 * Wraps @docusaurus/core 3.10.2 `Root` (the documented place for providers
 * that must survive navigation). Why: mounts the Ask-AI widget loader once
 * for the whole site.
 */
import type {ReactNode} from 'react';
import {AskAiProvider} from '@site/src/components/AskAi/AskAiContext';

export default function Root({children}: {children: ReactNode}): ReactNode {
  return <AskAiProvider>{children}</AskAiProvider>;
}
