/*
 * Wraps the classic theme's code block body (`@theme-original/CodeBlock/Content`).
 *
 * Why: every code block on a page is highlighted at build time, and the page's HTML already holds
 * the coloured tokens. Re-tokenizing them in the browser to hydrate that HTML cost every page with
 * code ~27 KB of JavaScript (prism-react-renderer and its grammars) for no visible change.
 * So a code block that the server rendered keeps its HTML as it is: React hydrates an empty
 * `dangerouslySetInnerHTML` frame around it and never touches what is inside. That HTML is also
 * remembered: the same block mounting again on this visit (a lazy tab shown again, a page visited
 * again) gets the same HTML back. The tokenizer
 * (./Highlighted, plus the block's grammar from ./grammars) loads only for code blocks never seen
 * highlighted: after a client-side navigation to another page, or when a block's code changes. If
 * it cannot load (offline), the code shows uncoloured. The copy and word-wrap buttons work on kept
 * HTML as on live HTML. If the Prism theme changes (a colour mode with another theme), the block is
 * highlighted again.
 */
import {usePrismTheme} from '@docusaurus/theme-common';
import type {PrismTheme} from 'prism-react-renderer';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';
import clsx from 'clsx';
import {lazy, Suspense, useRef, useState, type ComponentType, type MutableRefObject, type ReactNode} from 'react';
import classicStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import {isFirstRender} from '@site/src/clientModules/first-render';
import {KEEP_SERVER_HTML} from '@site/src/utils/useKeptWhileHidden';
import {loadGrammar} from './grammars';
// The server build's synchronous highlighter; null in the browser build (src/plugins/lean-bundles).
import ServerHighlighter from './ServerHighlighter';
import styles from './styles.module.css';

type Props = {className?: string};

/**
 * The site config reaches the browser as JSON, so two colour modes with the same Prism theme hold
 * two equal objects, not one: themes are compared by value, or switching to dark mode would
 * highlight every block again for nothing. Each distinct theme gets a small number, worked out once
 * per theme object, so render keys stay short.
 */
const themeIds = new WeakMap<PrismTheme, number>();
const themeIdsByValue = new Map<string, number>();

function themeId(theme: PrismTheme): number {
  let id = themeIds.get(theme);
  if (id === undefined) {
    const value = JSON.stringify(theme);
    id = themeIdsByValue.get(value) ?? themeIdsByValue.size;
    themeIdsByValue.set(value, id);
    themeIds.set(theme, id);
  }
  return id;
}

/** The HTML the build produced for each code block seen on this visit, by render key. */
const serverHtml = new Map<string, {__html: string}>();

function remember(key: string, html: string): void {
  if (!serverHtml.has(key)) serverHtml.set(key, {__html: html});
}

const highlighters = new Map<string, ComponentType<Props>>();

function highlighterFor(language: string): ComponentType<Props> {
  let highlighter = highlighters.get(language);
  if (highlighter === undefined) {
    highlighter = lazy(async () => {
      try {
        const [module] = await Promise.all([
          import(/* webpackChunkName: "code-highlighter" */ './Highlighted'),
          loadGrammar(language),
        ]);
        return module;
      } catch {
        highlighters.delete(language); // the next block to mount tries again
        return {default: PlainCode};
      }
    });
    highlighters.set(language, highlighter);
  }
  return highlighter;
}

/** What the rendered block depends on: when this changes, the server's HTML is stale. */
function renderKey(metadata: ReturnType<typeof useCodeBlockContext>['metadata'], className: string | undefined, theme: PrismTheme): string {
  return JSON.stringify([metadata.code, metadata.language, metadata.lineNumbersStart, className, themeId(theme)]);
}

/** The code, uncoloured, laid out like the highlighted block, while the tokenizer downloads. */
function PlainCode({className}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const {plain} = usePrismTheme();
  return (
    <pre
      ref={wordWrap.codeBlockRef}
      tabIndex={0}
      className={clsx(className, 'prism-code', `language-${metadata.language}`, classicStyles.codeBlock, 'thin-scrollbar')}
      style={{color: plain.color, backgroundColor: plain.backgroundColor}}>
      <code className={classicStyles.codeBlockLines}>{metadata.code}</code>
    </pre>
  );
}

/** hydrate: keep the HTML being hydrated; remembered: HTML kept earlier on this visit; live: tokenize. */
type Mode = 'hydrate' | 'remembered' | 'live';

export default function CodeBlockContent({className}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const prismTheme = usePrismTheme();
  const key = renderKey(metadata, className, prismTheme);
  const frame = useRef<HTMLDivElement>(null);
  const [mode, setMode] = useState<Mode>(() => {
    if (ServerHighlighter !== null) return 'live';
    if (isFirstRender()) return 'hydrate';
    return serverHtml.has(key) ? 'remembered' : 'live';
  });
  const [renderedFor] = useState(key);
  if (mode !== 'live' && key !== renderedFor) setMode('live');

  useIsomorphicLayoutEffect(() => {
    if (mode === 'live') return;
    const pre = frame.current?.querySelector('pre');
    // No server HTML to keep (the development server renders in the browser, or React fell back
    // to rendering from scratch): highlight here, before anything is painted.
    if (!pre) {
      setMode('live');
      return;
    }
    if (mode === 'hydrate') remember(key, frame.current!.innerHTML);
    (wordWrap.codeBlockRef as MutableRefObject<HTMLPreElement | null>).current = pre;
  }, [mode]);

  if (ServerHighlighter !== null) {
    return (
      <div className={styles.frame}>
        <ServerHighlighter className={className} />
      </div>
    );
  }
  if (mode === 'hydrate') {
    return <div ref={frame} className={styles.frame} dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />;
  }
  const remembered = mode === 'remembered' ? serverHtml.get(key) : undefined;
  if (remembered !== undefined) {
    return <div ref={frame} className={styles.frame} dangerouslySetInnerHTML={remembered} />;
  }
  const Highlighter = highlighterFor(metadata.language);
  return (
    <div ref={frame} className={styles.frame}>
      <Suspense fallback={<PlainCode className={className} />}>
        <Highlighter className={className} />
      </Suspense>
    </div>
  );
}
