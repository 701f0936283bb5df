import clsx from 'clsx';
import {useId, useState, type FormEvent, type ReactNode} from 'react';
import {openSearch} from '@site/src/components/Search/config';
import {useAskAiState} from './AskAiContext';
import {ASK_AI_BUTTON_ID} from './config';
import styles from './styles.module.css';

type Props = {mobile?: boolean; className?: string};

/**
 * Without an AI widget, "Ask AI" still gives an answer path: the reader types
 * a question and it opens the documentation search with it.
 */
function AskAiFallback({mobile, className}: Props): ReactNode {
  const id = useId();
  const [open, setOpen] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const question = String(new FormData(event.currentTarget).get('question') ?? '').trim();
    setOpen(false);
    openSearch(question);
  };
  return (
    <div className={clsx(styles.wrapper, mobile ? 'menu__list-item' : styles.navbarItem, className)}>
      <button
        type="button"
        className={clsx('button button--sm button--outline button--primary', styles.button)}
        aria-expanded={open}
        aria-controls={`${id}-form`}
        data-state="search-fallback"
        onClick={() => setOpen(!open)}>
        Ask AI
      </button>
      {open && (
        <form id={`${id}-form`} className={styles.message} onSubmit={submit}>
          <label htmlFor={`${id}-question`} className={styles.label}>
            Ask a question: we will search the docs for it
          </label>
          <input id={`${id}-question`} name="question" type="text" className={styles.input} autoFocus maxLength={500} />
          <button type="submit" className="button button--sm button--primary">
            Search the docs
          </button>
        </form>
      )}
    </div>
  );
}

/**
 * "Ask AI" navbar button. With the AI widget configured, the widget script
 * binds its modal to this button's id once it has loaded; otherwise the
 * button falls back to the documentation search.
 */
export default function AskAiButton({mobile = false, className}: Props): ReactNode {
  const state = useAskAiState();
  const [message, setMessage] = useState<string | null>(null);
  if (state === 'off') {
    return <AskAiFallback mobile={mobile} className={className} />;
  }
  const onClick = () => {
    if (state === 'unavailable') {
      setMessage('The AI assistant cannot be reached right now. Check your connection and try again later.');
    } else if (state === 'loading') {
      setMessage('The AI assistant is still loading. Try again in a moment.');
    } else {
      setMessage(null);
    }
  };
  return (
    <div className={clsx(styles.wrapper, mobile ? 'menu__list-item' : styles.navbarItem, className)}>
      <button
        id={mobile ? undefined : ASK_AI_BUTTON_ID}
        type="button"
        className={clsx('button button--sm button--outline button--primary', styles.button)}
        onClick={onClick}
        data-state={state}>
        Ask AI
      </button>
      {message !== null && (
        <p className={styles.message} role="status">
          {message}
        </p>
      )}
    </div>
  );
}
