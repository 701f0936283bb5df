import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useEffect, useId, useState, type FormEvent, type ReactNode} from 'react';
import {sendFeedback, type FeedbackSettings, MAX_COMMENT} from './send';
import styles from './styles.module.css';

type Vote = 'yes' | 'no';
type SendState = 'idle' | 'sending' | 'sent' | 'failed';

const storageKey = (page: string) => `page-feedback:${page}`;

function readVote(page: string): Vote | null {
  try {
    const value = window.localStorage.getItem(storageKey(page));
    return value === 'yes' || value === 'no' ? value : null;
  } catch {
    return null;
  }
}

function rememberVote(page: string, vote: Vote): void {
  try {
    window.localStorage.setItem(storageKey(page), vote);
  } catch {
    // Private mode or storage disabled: the vote is still sent and counted.
  }
}

/** Push the vote to the analytics data layer when analytics is configured (GTM defines it). */
function trackVote(page: string, vote: Vote): void {
  const layer = (window as {dataLayer?: unknown}).dataLayer;
  if (Array.isArray(layer)) layer.push({event: 'page_feedback', page, helpful: vote === 'yes'});
}

/**
 * "Was this page helpful?" at the end of every docs page. The vote is remembered per page in the
 * browser and pushed to the analytics data layer when there is one; with FEEDBACK_ENDPOINT set it is
 * also sent there, followed by an optional comment. Comments are never rendered back as HTML.
 */
export default function PageFeedback(): ReactNode {
  const {pathname: page} = useLocation();
  const settings = useDocusaurusContext().siteConfig.customFields?.feedback as FeedbackSettings | undefined;
  const endpoint = settings?.endpoint ?? null;
  const [vote, setVote] = useState<Vote | null>(null);
  const [comment, setComment] = useState('');
  const [send, setSend] = useState<SendState>('idle');
  const commentId = useId();
  const countId = useId();

  useEffect(() => {
    setVote(readVote(page));
    setComment('');
    setSend('idle');
  }, [page]);

  const onVote = (value: Vote) => {
    setVote(value);
    rememberVote(page, value);
    trackVote(page, value);
    if (endpoint !== null) void sendFeedback(endpoint, {page, helpful: value === 'yes', comment: '', version: settings?.version ?? ''});
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (endpoint === null || vote === null || comment.trim() === '') return;
    setSend('sending');
    sendFeedback(endpoint, {page, helpful: vote === 'yes', comment: comment.slice(0, MAX_COMMENT), version: settings?.version ?? ''}).then((ok) =>
      setSend(ok ? 'sent' : 'failed'),
    );
  };

  return (
    <section className={styles.feedback} aria-label="Page feedback">
      {vote === null ? (
        <div className={styles.question}>
          <h2 className={styles.title}>Was this page helpful?</h2>
          <button type="button" className="button button--outline button--primary button--sm" onClick={() => onVote('yes')}>
            Yes
          </button>
          <button type="button" className="button button--outline button--primary button--sm" onClick={() => onVote('no')}>
            No
          </button>
        </div>
      ) : (
        <div>
          <p className={styles.thanks} role="status">
            Thanks for your feedback!{' '}
            <button type="button" className={styles.change} onClick={() => setVote(null)}>
              Change your answer
            </button>
          </p>
          {endpoint !== null && send !== 'sent' && (
            <form className={styles.form} onSubmit={onSubmit}>
              <label htmlFor={commentId}>{vote === 'yes' ? 'Anything we could still improve? (optional)' : 'What was missing or wrong? (optional)'}</label>
              <textarea
                id={commentId}
                className={styles.comment}
                rows={3}
                maxLength={MAX_COMMENT}
                value={comment}
                aria-describedby={countId}
                onChange={(event) => setComment(event.target.value.slice(0, MAX_COMMENT))}
              />
              <div className={styles.row}>
                <span id={countId} className={styles.count}>
                  {comment.length} / {MAX_COMMENT} characters
                </span>
                <button type="submit" className="button button--primary button--sm" disabled={send === 'sending' || comment.trim() === ''}>
                  {send === 'sending' ? 'Sending…' : 'Send'}
                </button>
              </div>
            </form>
          )}
          <p className={styles.note} role="status">
            {send === 'sent' ? 'Your comment was sent. Thank you.' : send === 'failed' ? 'Your comment could not be sent right now. Thanks anyway.' : ''}
          </p>
        </div>
      )}
    </section>
  );
}
