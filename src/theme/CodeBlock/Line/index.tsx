/*
 * Wraps @docusaurus/theme-classic 3.10.2 `CodeBlock/Line` (not listed by the swizzle tool, so
 * unsafe; numbered and highlighted lines still get the original untouched).
 *
 * Upstream writes every line as `<div class="token-line" style="color: …">…<br/></div>`: two
 * elements per line that carry nothing a reader sees. The <pre> already has the theme's plain
 * colour, and a line break in preformatted text needs no element. On a code-heavy page they were a
 * fifth of all elements (/dev-docs/api/rest: 376 of 1,950), which every reader's browser parses,
 * styles and lays out before the page is usable (issue #13). A plain line is now its tokens followed
 * by a newline character: the same pixels, and selecting or copying the code gives the same text.
 * Lines with line numbers or with a class (highlighted by a magic comment or `{1,3}` in the
 * metastring) keep the original element, which those styles need.
 */
import type {Props} from '@theme/CodeBlock/Line';
import LineToken from '@theme/CodeBlock/Line/Token';
import OriginalLine from '@theme-original/CodeBlock/Line';
import type {ReactNode} from 'react';

export default function CodeBlockLine(props: Props): ReactNode {
  const {line, classNames, showLineNumbers, getTokenProps} = props;
  if (showLineNumbers || (classNames !== undefined && classNames.length > 0)) return <OriginalLine {...props} />;
  // A blank line arrives as one token holding '\n' (upstream empties it for the same reason):
  // writing it would double the line break that follows.
  const tokens = line.length === 1 && line[0]!.content === '\n' ? [] : line;
  return (
    <>
      {tokens.map((token, key) => {
        const tokenProps = getTokenProps({token});
        return (
          <LineToken key={key} {...tokenProps} line={line} token={token}>
            {tokenProps.children}
          </LineToken>
        );
      })}
      {'\n'}
    </>
  );
}
