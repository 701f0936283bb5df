/*
 * Replaces @docusaurus/theme-classic 3.10.2 `CodeBlock/Line/Token`, a pass-through the theme offers
 * for swizzling (the swizzle tool rates it unsafe; declared in src/deviations/registry.ts). Upstream wraps every token in a <span>, including Prism's `plain` tokens:
 * the whitespace between other tokens and an empty one on each blank line. Those spans carry
 * no colour (the line itself has the theme's plain colour) and no style this site uses, yet they
 * were a fifth of the elements of a code-heavy page, which every reader's browser parses, styles
 * and lays out (issue #13). A plain token is now its text; every other token keeps its span.
 */
import type {Props} from '@theme/CodeBlock/Line/Token';
import type {ReactNode} from 'react';

export default function CodeBlockLineToken({line: _line, token, ...props}: Props): ReactNode {
  if (token.types.length === 1 && token.types[0] === 'plain') return props.children;
  return <span {...props} />;
}
