import clsx from 'clsx';
import {Fragment, useState, type ReactNode} from 'react';
import {AUTH_LABEL, type Auth} from './auth';
import styles from './styles.module.css';

export type {Auth};

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type RequestProps = {
  method: HttpMethod;
  path: string;
  title?: string;
  /** How the request authenticates; the live check sends it the same way. Default: an API token. */
  auth?: Auth;
  /** One more request header, written `Name: value`; shown to readers and sent by the live check. */
  header?: string;
  /** The request body, usually a fenced JSON code block. */
  children?: ReactNode;
};

/**
 * The path split where a line may break: before each `&` and after the `?`, so a long query
 * string wraps at parameter boundaries. The pieces join back to the exact path.
 */
export function breakPoints(path: string): string[] {
  const [base, query] = splitQuery(path);
  if (query === undefined) return [path];
  return [`${base}?`, ...query.split('&').map((part, index) => (index === 0 ? part : `&${part}`))];
}

function splitQuery(path: string): [string, string | undefined] {
  const index = path.indexOf('?');
  return index === -1 ? [path, undefined] : [path.slice(0, index), path.slice(index + 1)];
}

/** Query parameters decoded for reading: `filters[title][$containsi]` → `pasta`. */
export function decodedParameters(path: string): Array<[string, string]> {
  const [, query] = splitQuery(path);
  if (!query) return [];
  return query.split('&').map((part) => {
    const [key, ...value] = part.split('=');
    const decode = (text: string) => {
      try {
        return decodeURIComponent(text.replace(/\+/g, ' '));
      } catch {
        return text;
      }
    };
    return [decode(key), decode(value.join('='))];
  });
}

/** Copies the exact request line: what a reader pastes after `curl -X METHOD`. */
function CopyPath({path}: {path: string}): ReactNode {
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className={styles.copy}
      aria-label={copied ? 'Copied' : 'Copy the request path'}
      onClick={() => {
        void navigator.clipboard?.writeText(path).then(() => {
          setCopied(true);
          window.setTimeout(() => setCopied(false), 1500);
        });
      }}>
      {copied ? 'Copied' : 'Copy'}
    </button>
  );
}

/** The request half of an ApiCall: method and path, then the optional body. */
export function Request({method, path, title, auth = 'token', header, children}: RequestProps): ReactNode {
  const parameters = decodedParameters(path);
  return (
    <div className={styles.request} data-api-part="request">
      <p className={styles.caption}>
        <span className={clsx(styles.method, styles[method.toLowerCase()])}>{method}</span>
        {title ?? 'Request'}
      </p>
      <p className={styles.auth} data-auth={auth}>
        {AUTH_LABEL[auth]}
        {header && (
          <>
            <br />
            {header}
          </>
        )}
      </p>
      <div className={styles.requestLine}>
        <code data-request-line={`${method} ${path}`}>
          <span className={styles.verb}>{method}</span>{' '}
          {breakPoints(path).map((piece, index) => (
            <Fragment key={index}>
              {index > 0 && <wbr />}
              {piece}
            </Fragment>
          ))}
        </code>
        <CopyPath path={path} />
      </div>
      {parameters.length > 1 && (
        <details className={styles.parameters}>
          <summary>Query parameters, decoded ({parameters.length})</summary>
          <ul>
            {parameters.map(([key, value], index) => (
              <li key={index}>
                <code>{key}</code> = <code>{value}</code>
              </li>
            ))}
          </ul>
        </details>
      )}
      {children}
    </div>
  );
}

type ResponseProps = {
  status: number;
  /** The body shown is shortened on purpose: only the fields that matter for the example. */
  partial?: boolean;
  /** The response body, usually a fenced JSON code block. */
  children?: ReactNode;
};

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  204: 'No Content',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  500: 'Internal Server Error',
};

/** The response half of an ApiCall: status, then the body. */
export function Response({status, partial = false, children}: ResponseProps): ReactNode {
  const ok = status < 400;
  return (
    <div className={styles.response} data-api-part="response">
      <p className={styles.caption}>
        <span className={clsx(styles.status, ok ? styles.ok : styles.error)}>{status}</span>
        {STATUS_TEXT[status] ?? 'Response'}
        {partial && <span className={styles.partial}>Some fields omitted</span>}
      </p>
      {children}
    </div>
  );
}

type ApiCallProps = {
  children: ReactNode;
  /** Why the live check does not run this example (for example, it needs an email provider). */
  skip?: string;
};

/** An HTTP request above its example response; side by side only where both fit (a wide container). */
export function ApiCall({children}: ApiCallProps): ReactNode {
  return <div className={styles.apiCall}>{children}</div>;
}

export default ApiCall;
