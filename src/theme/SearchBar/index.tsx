/*
 * Replaces @docusaurus/theme-classic 3.10.2 `SearchBar`, which is an empty
 * placeholder (the classic theme ships no search). Why: our search button.
 * It is tiny: the DocSearch modal and the index are downloaded only when a
 * reader opens search (click, ⌘K / Ctrl+K or "/").
 */
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {lazy, Suspense, useCallback, useEffect, useState, type ReactNode} from 'react';
import {areaOfPath, OPEN_SEARCH_EVENT, useSearchConfig} from '@site/src/components/Search/config';
import {isTyping} from '@site/src/utils/isTyping';
import styles from './styles.module.css';

const SearchModal = lazy(() => import(/* webpackChunkName: "search-modal" */ '@site/src/components/Search/SearchModal'));

export default function SearchBar(): ReactNode {
  const config = useSearchConfig();
  const {pathname} = useLocation();
  const baseUrl = useBaseUrl('/');
  const [open, setOpen] = useState(false);
  const [ready, setReady] = useState(false);
  const [initialQuery, setInitialQuery] = useState('');

  const show = useCallback((query = '') => {
    setInitialQuery(query);
    setOpen(true);
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      // Keys typed while the modal is still downloading become its first query
      // (once the modal's input has the focus, keys go there instead).
      const printable = event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
      if (open && !ready && printable && !isTyping(event.target)) {
        // Once the modal is in the page, it has read its first query: a key pressed before it focuses
        // its input would be lost (it happened on a busy machine, "permissions" became "permissins").
        // Focused now, the input receives this key itself.
        const input = document.querySelector<HTMLInputElement>('.DocSearch-Input');
        if (input) {
          input.focus();
          return;
        }
        event.preventDefault();
        setInitialQuery((query) => query + event.key);
        return;
      }
      const shortcut = (event.key === 'k' || event.key === 'K') && (event.metaKey || event.ctrlKey);
      if (shortcut || (event.key === '/' && !isTyping(event.target) && !open)) {
        event.preventDefault();
        if (shortcut && open) {
          setOpen(false);
        } else {
          show('');
        }
      }
    };
    const onOpen = (event: Event) => show((event as CustomEvent<{query?: string}>).detail?.query ?? '');
    window.addEventListener('keydown', onKey);
    window.addEventListener(OPEN_SEARCH_EVENT, onOpen);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener(OPEN_SEARCH_EVENT, onOpen);
    };
  }, [open, ready, show]);

  return (
    <>
      <button type="button" className={styles.button} onClick={() => show('')} aria-label="Search (Ctrl+K)">
        <svg width="16" height="16" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <path
            d="M14.386 14.386l4.088 4.088-4.088-4.088A7.533 7.533 0 1 1 3.733 3.733a7.533 7.533 0 0 1 10.653 10.653z"
            stroke="currentColor"
            strokeWidth="2"
            fill="none"
            strokeLinecap="round"
          />
        </svg>
        <span className={styles.label}>Search</span>
        <kbd className={styles.keys}>Ctrl K</kbd>
      </button>
      {open && (
        <Suspense fallback={null}>
          <SearchModal
            config={config}
            area={areaOfPath(pathname, baseUrl)}
            initialQuery={initialQuery}
            onReady={() => setReady(true)}
            onClose={() => {
              setOpen(false);
              setReady(false);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
