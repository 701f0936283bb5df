import CodeBlock from '@theme/CodeBlock';
import clsx from 'clsx';
import type {ReactNode} from 'react';
import styles from './styles.module.css';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who sends the request: no credentials, a (full-access) API token, or a logged-in end user's JWT. */
export type Auth = 'public' | 'token' | 'user';

const AUTH_LABEL: Record<Auth, string> = {
  public: 'No authentication (Public role)',
  token: 'Authorization: Bearer <API token>',
  user: 'Authorization: Bearer <user JWT>',
};

type RequestProps = {
  method: HttpMethod;
  path: string;
  title?: string;
  /** How the request authenticates; the live check sends it the same way. Default: an API token. */
  auth?: Auth;
  /** The request body, usually a fenced JSON code block. */
  children?: ReactNode;
};

/** The request half of an ApiCall: method and path, then the optional body. */
export function Request({method, path, title, auth = 'token', children}: RequestProps): ReactNode {
  return (
    <div className={styles.request} data-api-part="request">
      <p className={styles.caption}>
        <span className={clsx(styles.method, styles[method.toLowerCase()])}>{method}</span>
        {title ?? 'Request'}
      </p>
      <p className={styles.auth} data-auth={auth}>
        {AUTH_LABEL[auth]}
      </p>
      <CodeBlock language="http">{`${method} ${path}`}</CodeBlock>
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

/** An HTTP request beside its example response; stacked on narrow screens. */
export function ApiCall({children}: ApiCallProps): ReactNode {
  return <div className={styles.apiCall}>{children}</div>;
}

export default ApiCall;
