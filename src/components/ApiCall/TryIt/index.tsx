/**
 * The sample tabs' content and the Try it panel of an <ApiCall> (and of the query builder's result).
 * A chunk of its own, downloaded when a reader picks a sample tab or opens Try it (../tryIt.tsx).
 *
 * Both read the build's `try-it/<key>.json` (src/plugins/post-build/try-it): the request as the page
 * declares it, its samples, and the response the reference app returned for it when it was last
 * recorded. Everything shown from a file or a server is React text, never HTML.
 */
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import CodeBlock from '@theme/CodeBlock';
import clsx from 'clsx';
import {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import type {TryItFile} from '@site/src/plugins/post-build/try-it';
import type {ApiRequest, SampleKind} from '@site/src/plugins/post-build/try-it/samples';
import {AUTH_LABEL} from '../auth';
import {BASE_URL_KEY, DEFAULT_BASE_URL, formatSize, hasBody, sendRequest, TIMEOUT_KEY, TOKEN_KEY, type Answer, type Outcome} from './send';
import styles from './styles.module.css';

/** One download per file and visit, shared by the tabs and the panel of the same request. */
const files = new Map<string, Promise<TryItFile>>();

function loadFile(url: string): Promise<TryItFile> {
  let file = files.get(url);
  if (file === undefined) {
    file = fetch(url).then(async (response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return (await response.json()) as TryItFile;
    });
    files.set(url, file);
    // A failed download is tried again next time.
    file.catch(() => files.delete(url));
  }
  return file;
}

/** The request's Try it file: undefined while it downloads (or without a key), an Error if that failed. */
function useTryItFile(tryKey: string | undefined): TryItFile | Error | undefined {
  const url = useBaseUrl(`/try-it/${tryKey}.json`);
  const [file, setFile] = useState<TryItFile | Error>();
  useEffect(() => {
    if (!tryKey) return undefined;
    let current = true;
    loadFile(url).then(
      (loaded) => current && setFile(loaded),
      (error: unknown) => current && setFile(error instanceof Error ? error : new Error(String(error))),
    );
    return () => {
      current = false;
    };
  }, [tryKey, url]);
  return file;
}

/** sessionStorage, which a browser may refuse (storage disabled): then nothing is remembered. */
function stored(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function store(key: string, value: string): void {
  try {
    if (value === '') sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // Not remembered.
  }
}

const KINDS: ReadonlyArray<SampleKind | 'graphql'> = ['curl', 'fetch', 'client', 'graphql'];

const HOW: Record<SampleKind | 'graphql', string> = {
  curl: 'Run it in a shell (bash, zsh)',
  fetch: 'A Node.js script (Node 18 or later): save it as request.mjs and run node request.mjs',
  client: 'A Node.js script: npm install @strapi/client, save it as request.mjs and run node request.mjs',
  graphql: 'The same request through the GraphQL plugin (@strapi/plugin-graphql): its first lines say how to send it',
};

const LANGUAGE = {curl: 'bash', fetch: 'js', client: 'js', graphql: 'graphql'} as const;

/** A sample tab's content: the build's sample for view 1 (cURL), 2 (fetch), 3 (@strapi/client) or 4 (GraphQL). */
export function Sample({tryKey, view}: {tryKey: string; view: number}): ReactNode {
  const file = useTryItFile(tryKey);
  if (file === undefined) return <p>Loading the sample…</p>;
  if (file instanceof Error) return <p role="alert">The sample could not be downloaded ({file.message}): reload the page to try again.</p>;
  const kind = KINDS[view - 1];
  const code = file.samples[kind];
  if (kind === 'graphql' && !code) return <p className={styles.hint}>This request has no GraphQL sample.</p>;
  if (!code) return <p className={styles.hint}>{file.samples.clientReason ?? '@strapi/client has no call for this request: use the fetch sample.'}</p>;
  const variable = /\bSTRAPI_[A-Z_]+/.exec(code)?.[0];
  const credential = /<([^>]+)>/.exec(AUTH_LABEL[file.request.auth])?.[1];
  return (
    <>
      <p className={styles.hint}>
        {HOW[kind]}
        {variable && credential ? `, with ${variable} set to your ${credential}` : ''}. It sends the request to {DEFAULT_BASE_URL}.
      </p>
      {/* One block per view: a block whose code changed would keep the old one, hidden, while it highlights. */}
      <CodeBlock key={kind} language={LANGUAGE[kind]}>
        {code}
      </CodeBlock>
    </>
  );
}

/** A body as the panel shows it: pretty JSON when it is JSON, else the text as it came. */
function pretty(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/** A response: status, the headers that matter, notes, then the body as text. */
function AnswerView({answer, summary}: {answer: Pick<Answer, 'status' | 'statusText' | 'headers' | 'text' | 'notes'>; summary?: string}): ReactNode {
  return (
    <div className={styles.answer}>
      <p className={styles.statusLine}>
        <span className={clsx(styles.status, answer.status < 400 ? styles.ok : styles.error)}>{answer.status}</span>
        {answer.statusText}
        {summary && <span className={styles.summary}>{summary}</span>}
      </p>
      {answer.notes.map((note) => (
        <p key={note} className={styles.note}>
          {note}
        </p>
      ))}
      {answer.headers.length > 0 && (
        <dl className={styles.headers}>
          {answer.headers.map(([name, value]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {answer.text === '' ? (
        <p className={styles.hint}>No body.</p>
      ) : (
        // Focusable: a keyboard can scroll it (axe scrollable-region-focusable).
        <pre className={styles.body} tabIndex={0} aria-label="Response body">
          {answer.text}
        </pre>
      )}
    </div>
  );
}

/** The recorded response of the page's request, labelled with where and when it was recorded. */
function Verified({file, edited}: {file: TryItFile | null; edited: boolean}): ReactNode {
  if (file === null) return <p className={styles.note}>No recording exists for a custom query: only the requests the docs declare are recorded. Send it to your Strapi instead.</p>;
  const {verified, request} = file;
  if (verified === null) return <p className={styles.note}>{file.unverified ?? 'No response has been recorded for this request.'}</p>;
  return (
    <>
      <p className={styles.hint}>
        Recorded from the reference app on Strapi {verified.strapi}, {verified.recorded}. CI sends this request to that app again on every run of the docs’ live check
        (npm run verify:live), which fails if the answer no longer matches.
      </p>
      {edited && (
        <p className={styles.note}>
          You edited the request under Your Strapi: this recording is the answer to the page’s request, {request.method} {request.path}.
        </p>
      )}
      <AnswerView answer={{status: verified.status, statusText: '', headers: Object.entries(verified.headers), text: pretty(verified.body), notes: []}} />
    </>
  );
}

type LiveProps = {
  id: string;
  request: ApiRequest;
  path: string;
  setPath: (path: string) => void;
  body: string;
  setBody: (body: string) => void;
};

/** "Your Strapi": the reader's base URL and token, the editable request, Send and Cancel, the answer. */
function Live({id, request, path, setPath, body, setBody}: LiveProps): ReactNode {
  const [base, setBase] = useState(() => stored(BASE_URL_KEY) ?? DEFAULT_BASE_URL);
  const token = useRef<HTMLInputElement>(null);
  const [sending, setSending] = useState<AbortController | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [tokenNote, setTokenNote] = useState('');

  // The token field is filled through its DOM property, never React's `value`, which React would also
  // write into the element's value attribute, in the page's markup.
  useEffect(() => {
    if (token.current) token.current.value = stored(TOKEN_KEY) ?? '';
  }, []);
  // Closing the panel cancels a request on its way.
  useEffect(() => () => sending?.abort(), [sending]);

  const send = async () => {
    sending?.abort();
    const controller = new AbortController();
    setSending(controller);
    setOutcome(null);
    const result = await sendRequest({
      request,
      base,
      path,
      body,
      token: token.current?.value ?? '',
      page: window.location,
      signal: controller.signal,
      timeoutMs: Number(stored(TIMEOUT_KEY)) || undefined,
    });
    setSending((current) => (current === controller ? null : current));
    setOutcome(result);
  };

  const extraHeaders = Object.entries(request.headers);
  return (
    <>
      <div className={styles.fields}>
        <label htmlFor={`${id}-base`}>Base URL</label>
        <input
          id={`${id}-base`}
          className={styles.input}
          type="text"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          value={base}
          onChange={(event) => {
            setBase(event.target.value);
            store(BASE_URL_KEY, event.target.value);
          }}
        />
        <label htmlFor={`${id}-token`}>Token (optional: an API token or a user’s JWT)</label>
        <div className={styles.tokenRow}>
          <input
            id={`${id}-token`}
            ref={token}
            className={styles.input}
            type="password"
            autoComplete="off"
            spellCheck={false}
            aria-describedby={`${id}-token-hint`}
            onInput={(event) => {
              store(TOKEN_KEY, event.currentTarget.value);
              setTokenNote('');
            }}
          />
          <button
            type="button"
            className={styles.secondary}
            onClick={() => {
              store(TOKEN_KEY, '');
              if (token.current) token.current.value = '';
              setTokenNote('Token forgotten: it is no longer in this tab’s storage.');
            }}>
            Forget
          </button>
        </div>
        <p id={`${id}-token-hint`} className={styles.hint}>
          This request: {AUTH_LABEL[request.auth]}. The token is sent only to the base URL above, as Authorization: Bearer, and kept in this browser tab’s session storage
          until you forget it or close the tab.
          {tokenNote && <strong> {tokenNote}</strong>}
        </p>
        <label htmlFor={`${id}-path`}>
          Path and query <span className={styles.method}>{request.method}</span>
        </label>
        <input
          id={`${id}-path`}
          className={clsx(styles.input, styles.code)}
          type="text"
          autoComplete="off"
          spellCheck={false}
          value={path}
          onChange={(event) => setPath(event.target.value)}
        />
        {extraHeaders.map(([name, value]) => (
          <p key={name} className={styles.hint}>
            Also sends the header {name}: {value}
          </p>
        ))}
        {hasBody(request.method) && (
          <>
            <label htmlFor={`${id}-body`}>Body (JSON)</label>
            <textarea
              id={`${id}-body`}
              className={clsx(styles.input, styles.code)}
              spellCheck={false}
              rows={Math.min(Math.max(body.split('\n').length, 3), 14)}
              value={body}
              onChange={(event) => setBody(event.target.value)}
            />
          </>
        )}
      </div>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={() => void send()}>
          Send
        </button>
        {sending && (
          <button type="button" className={styles.secondary} onClick={() => sending.abort()}>
            Cancel
          </button>
        )}
      </div>
      {/* Only the short outcome is announced; the body is read where it is shown. */}
      <p role="status" className={outcome?.kind === 'answer' && !sending ? styles.visuallyHidden : styles.outcome}>
        {sending
          ? 'Sending…'
          : outcome?.kind === 'failure'
            ? outcome.message
            : outcome
              ? `${[outcome.status, outcome.statusText].filter(Boolean).join(' ')} in ${outcome.ms} ms, ${formatSize(outcome.bytes)}`
              : ''}
      </p>
      {outcome?.kind === 'failure' && outcome.code && <pre className={styles.body}>{outcome.code}</pre>}
      {outcome?.kind === 'answer' && <AnswerView answer={outcome} summary={`${outcome.ms} ms · ${formatSize(outcome.bytes)}`} />}
    </>
  );
}

type PanelProps = {id: string; onClose: () => void} & ({tryKey: string; request?: never} | {request: ApiRequest; tryKey?: never});

/** What ../tryIt.tsx loads lazily: a sample tab's content (with `view`) or the Try it panel. */
export default function TryItPart(props: {tryKey: string; view: number} | PanelProps): ReactNode {
  return 'view' in props ? <Sample tryKey={props.tryKey} view={props.view} /> : <TryItPanel {...props} />;
}

/** The request's form, once the request is known; `file` is null for a request made on the page. */
function Form({request, file}: {request: ApiRequest; file: TryItFile | null}): ReactNode {
  const id = useId();
  // The recording first, since it needs no server; Your Strapi once the reader has used it in this tab.
  const [mode, setMode] = useState<'verified' | 'live'>(() => (file?.verified && stored(BASE_URL_KEY) === null ? 'verified' : 'live'));
  const [path, setPath] = useState(request.path);
  const [body, setBody] = useState(request.body ?? '');
  // The query builder's request follows the builder.
  useEffect(() => setPath(request.path), [request.path]);
  const edited = path !== request.path || body !== (request.body ?? '');
  return (
    <>
      {file === null ? (
        <p className={styles.hint}>Sends the builder’s current request to your Strapi (no recording exists for a custom query).</p>
      ) : (
        <fieldset className={styles.modes}>
          <legend>Answer from</legend>
          {(['verified', 'live'] as const).map((value) => (
            <label key={value}>
              <input type="radio" name={`${id}-mode`} checked={mode === value} onChange={() => setMode(value)} />
              {value === 'verified' ? 'Verified response' : 'Your Strapi'}
            </label>
          ))}
        </fieldset>
      )}
      {mode === 'verified' && file !== null ? (
        <Verified file={file} edited={edited} />
      ) : (
        <Live id={id} request={request} path={path} setPath={setPath} body={body} setBody={setBody} />
      )}
    </>
  );
}

/**
 * The Try it panel, inline below its example: the focus moves to its heading when it opens; Escape
 * or Close closes it (the caller puts the focus back on its button). Its fields, the token's
 * included, leave the page with it.
 */
export function TryItPanel({id, onClose, tryKey, request}: PanelProps): ReactNode {
  const file = useTryItFile(tryKey);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const loaded = file instanceof Error ? undefined : file;
  return (
    <section
      id={id}
      className={styles.panel}
      aria-labelledby={`${id}-heading`}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}>
      <div className={styles.head}>
        <h4 id={`${id}-heading`} ref={heading} tabIndex={-1}>
          Try it{loaded ? `: ${loaded.title}` : ''}
        </h4>
        <button type="button" className={styles.secondary} onClick={onClose}>
          Close
        </button>
      </div>
      <p className={styles.hint}>
        How the panel works, and how to let it reach your Strapi (CORS, tokens): <Link to="/dev-docs/api/rest/try-it">Run the REST examples</Link>.
      </p>
      {request ? (
        <Form request={request} file={null} />
      ) : file instanceof Error ? (
        <p role="alert">This request’s Try it file could not be downloaded ({file.message}): reload the page to try again.</p>
      ) : loaded ? (
        <Form request={loaded.request} file={loaded} />
      ) : (
        <p>Loading…</p>
      )}
    </section>
  );
}
