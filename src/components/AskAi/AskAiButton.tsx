import clsx from 'clsx';
import {useState, type ReactNode} from 'react';
import {useAskAiState} from './AskAiContext';
import {ASK_AI_BUTTON_ID} from './config';
import styles from './styles.module.css';

type Props = {mobile?: boolean; className?: string};

/**
 * "Ask AI" navbar button. Shown only when the AI widget is configured; the
 * widget script binds its modal to this button's id once it has loaded.
 */
export default function AskAiButton({mobile = false, className}: Props): ReactNode {
  const state = useAskAiState();
  const [message, setMessage] = useState<string | null>(null);
  if (state === 'off') {
    return null;
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
    <div className={clsx(styles.wrapper, mobile && 'menu__list-item', className)}>
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
