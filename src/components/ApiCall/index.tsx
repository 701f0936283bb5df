import CodeBlock from '@theme/CodeBlock';
import clsx from 'clsx';
import type {ReactNode} from 'react';
import styles from './styles.module.css';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type RequestProps = {
  method: HttpMethod;
  path: string;
  title?: string;
  /** The request body, usually a fenced JSON code block. */
  children?: ReactNode;
};

/** The request half of an ApiCall: method and path, then the optional body. */
export function Request({method, path, title, children}: RequestProps): ReactNode {
  return (
    <div className={styles.request} data-api-part="request">
      <p className={styles.caption}>
        <span className={clsx(styles.method, styles[method.toLowerCase()])}>{method}</span>
        {title ?? 'Request'}
      </p>
      <CodeBlock language="http">{`${method} ${path}`}</CodeBlock>
      {children}
    </div>
  );
}

type ResponseProps = {
  status: number;
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
export function Response({status, children}: ResponseProps): ReactNode {
  const ok = status < 400;
  return (
    <div className={styles.response} data-api-part="response">
      <p className={styles.caption}>
        <span className={clsx(styles.status, ok ? styles.ok : styles.error)}>{status}</span>
        {STATUS_TEXT[status] ?? 'Response'}
      </p>
      {children}
    </div>
  );
}

type ApiCallProps = {children: ReactNode};

/** An HTTP request beside its example response; stacked on narrow screens. */
export function ApiCall({children}: ApiCallProps): ReactNode {
  return <div className={styles.apiCall}>{children}</div>;
}

export default ApiCall;
