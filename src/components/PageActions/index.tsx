import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import {lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type ReactNode} from 'react';
import styles from './styles.module.css';

/**
 * The "Connect to your AI tool" dialog is a chunk of its own, downloaded when the menu opens (a
 * reader who opens the menu may pick it), never on a page's first load: the JS budget spec
 * (tests/e2e/js-budget.spec.ts) counts what a first visit fetches.
 */
const loadAiToolPanel = () => import(/* webpackChunkName: "ai-tool-panel" */ './AiToolPanel');
const AiToolPanel = lazy(loadAiToolPanel);

type CopyState = 'idle' | 'copying' | 'copied' | 'failed';

const MESSAGES: Record<CopyState, string> = {
  idle: '',
  copying: 'Copying…',
  copied: 'Page copied as Markdown.',
  failed: 'Could not copy the page. Use “View as Markdown” instead.',
};

/** The page's Markdown twin (written by src/plugins/post-build/markdown-twins): the page URL plus `.md`. */
export function twinPath(pathname: string): string {
  return `${pathname.replace(/\/+$/, '') || '/index'}.md`;
}

/** Links that open an AI assistant with a prompt pointing at the page's Markdown. */
export function assistantLinks(markdownUrl: string): Array<{label: string; href: string}> {
  const prompt = encodeURIComponent(`Read ${markdownUrl} so I can ask you questions about it.`);
  return [
    {label: 'Open in ChatGPT', href: `https://chatgpt.com/?q=${prompt}`},
    {label: 'Open in Claude', href: `https://claude.ai/new?q=${prompt}`},
  ];
}

async function copyMarkdown(path: string): Promise<void> {
  const text = fetch(path).then((response) => {
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return response.text();
  });
  // Safari keeps the click's permission only for a clipboard write started during the click itself.
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    await navigator.clipboard.write([new ClipboardItem({'text/plain': text.then((t) => new Blob([t], {type: 'text/plain'}))})]);
  } else {
    await navigator.clipboard.writeText(await text);
  }
}

/**
 * "Page actions" menu at the top of a docs page: copy the page as Markdown, view the Markdown, open
 * it in an AI assistant, or connect an AI coding tool to the docs (a dialog, ./AiToolPanel). Plain
 * links: nothing from another site loads until a reader clicks.
 */
export default function PageActions(): ReactNode {
  const {pathname} = useLocation();
  const {siteConfig} = useDocusaurusContext();
  const [open, setOpen] = useState(false);
  const [copy, setCopy] = useState<CopyState>('idle');
  const [panel, setPanel] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const markdownPath = twinPath(pathname);
  const closePanel = useCallback(() => {
    setPanel(false);
    toggle.current?.focus();
  }, []);

  useEffect(() => {
    if (open) loadAiToolPanel().catch(() => {});
  }, [open]);

  useEffect(() => {
    if (!open) return undefined;
    const close = (event: Event) => {
      const outside = event.target instanceof Node && !root.current?.contains(event.target);
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : outside) {
        setOpen(false);
        if (event instanceof KeyboardEvent) toggle.current?.focus();
      }
    };
    document.addEventListener('keydown', close);
    document.addEventListener('pointerdown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('pointerdown', close);
    };
  }, [open]);

  useEffect(() => setCopy('idle'), [pathname]);

  const onCopy = () => {
    setCopy('copying');
    copyMarkdown(markdownPath).then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    );
  };

  return (
    <div className={styles.actions} ref={root}>
      <button type="button" ref={toggle} className={styles.toggle} aria-expanded={open} aria-controls={menuId} onClick={() => setOpen(!open)}>
        Page actions
        <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      <ul id={menuId} className={styles.menu} hidden={!open}>
        <li>
          <button type="button" onClick={onCopy}>
            Copy page as Markdown
          </button>
        </li>
        <li>
          <a href={markdownPath} type="text/markdown">
            View as Markdown
          </a>
        </li>
        {assistantLinks(`${siteConfig.url}${markdownPath}`).map((link) => (
          <li key={link.label}>
            <a href={link.href} target="_blank" rel="noopener noreferrer">
              {link.label}
              <span className={styles.external}> (opens in a new tab)</span>
            </a>
          </li>
        ))}
        <li>
          <button
            type="button"
            aria-haspopup="dialog"
            onClick={() => {
              setOpen(false);
              setPanel(true);
            }}>
            Connect to your AI tool
          </button>
        </li>
      </ul>
      {panel && (
        <Suspense fallback={null}>
          <AiToolPanel onClose={closePanel} />
        </Suspense>
      )}
      <span className={styles.status} role="status" aria-live="polite">
        {MESSAGES[copy]}
      </span>
    </div>
  );
}
