import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import {AI_TOOLS_PAGE, CHECKOUT_PLACEHOLDER, MCP_SERVER, mcpServerCommand, SKILL_FILE} from '@site/src/plugins/post-build/agent-files/site';
import styles from './AiToolPanel.module.css';

/** `file`: where the setting goes; without one, `config` is a command to run. */
type Client = {id: 'claude-code' | 'cursor' | 'vs-code'; label: string; file?: string; config: string};

/** The docs MCP server's settings for the common clients, reading the site at `siteUrl`. */
export function clientConfigs(siteUrl: string): Client[] {
  const server = mcpServerCommand(siteUrl);
  const json = (value: unknown) => JSON.stringify(value, null, 2);
  return [
    {
      id: 'claude-code',
      label: 'Claude Code',
      config: `claude mcp add ${MCP_SERVER.name} -- ${[server.command, ...server.args].join(' ')}`,
    },
    {id: 'cursor', label: 'Cursor', file: '.cursor/mcp.json', config: json({mcpServers: {[MCP_SERVER.name]: server}})},
    {id: 'vs-code', label: 'VS Code', file: '.vscode/mcp.json', config: json({servers: {[MCP_SERVER.name]: {type: 'stdio', ...server}}})},
  ];
}

type Props = {
  /** Called once the dialog has closed (Escape, the close button, a link followed). */
  onClose: () => void;
};

/**
 * "Connect to your AI tool": a modal dialog with the docs MCP server's settings for Claude Code,
 * Cursor and VS Code, each with a copy button, and links to the skill file, llms.txt and the page
 * that explains them. Loaded only when a reader opens it (a chunk of its own, see ./index.tsx).
 * A native <dialog> opened with showModal(): the browser keeps the focus inside it, closes it on
 * Escape and puts everything else out of reach of assistive technology meanwhile.
 */
export default function AiToolPanel({onClose}: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [copied, setCopied] = useState<{label: string; ok: boolean} | null>(null);
  const siteUrl = `${siteConfig.url}${siteConfig.baseUrl}`;
  const version = siteConfig.customFields?.strapiVersion;
  const skillUrl = useBaseUrl(`/${SKILL_FILE}`);
  const llmsUrl = useBaseUrl('/llms.txt');

  const closed = useRef(onClose);
  closed.current = onClose;

  // Opened once, when mounted; unmounting closes it without calling onClose again.
  useEffect(() => {
    const element = dialog.current;
    if (element === null) return undefined;
    if (!element.open) element.showModal();
    const onDialogClose = () => closed.current();
    element.addEventListener('close', onDialogClose);
    return () => {
      element.removeEventListener('close', onDialogClose);
      if (element.open) element.close();
    };
  }, []);

  const copy = (client: Client) => {
    navigator.clipboard.writeText(client.config).then(
      () => setCopied({label: client.label, ok: true}),
      () => setCopied({label: client.label, ok: false}),
    );
  };
  const close = () => dialog.current?.close();

  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby={titleId}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          Connect to your AI tool
        </h2>
        <button type="button" className={styles.close} onClick={close}>
          Close
        </button>
      </div>
      <p>
        The docs MCP server (<code>{MCP_SERVER.packageName}</code>) lets your coding assistant search and read these docs
        {typeof version === 'string' ? `, written for Strapi ${version},` : ''} with their verified API examples. It runs from a
        checkout of this site&apos;s repository (after <code>npm ci</code>): replace <code>{CHECKOUT_PLACEHOLDER}</code> with its
        folder. These settings read this site;{' '}
        <Link to={`/${AI_TOOLS_PAGE.path}#run`} onClick={close}>
          run it offline on a local build
        </Link>{' '}
        instead.
      </p>
      {clientConfigs(siteUrl).map((client) => (
        <section key={client.id} className={styles.client} aria-labelledby={`${titleId}-${client.id}`}>
          <div className={styles.clientHeader}>
            <h3 id={`${titleId}-${client.id}`} className={styles.clientTitle}>
              {client.label}
            </h3>
            <button type="button" className={styles.copy} onClick={() => copy(client)} aria-label={`Copy the ${client.label} configuration`}>
              Copy
            </button>
          </div>
          <p className={styles.where}>
            {client.file === undefined ? (
              'Run in your project folder:'
            ) : (
              <>
                In your project&apos;s <code>{client.file}</code>:
              </>
            )}
          </p>
          <pre className={styles.config} tabIndex={0}>
            <code>{client.config}</code>
          </pre>
        </section>
      ))}
      <ul className={styles.links}>
        <li>
          <a href={skillUrl} type="text/markdown">
            Strapi 5 skill file
          </a>{' '}
          (rules for coding assistants)
        </li>
        <li>
          <a href={llmsUrl} type="text/plain">
            llms.txt
          </a>{' '}
          (every page of these docs)
        </li>
        <li>
          <Link to={`/${AI_TOOLS_PAGE.path}`} onClick={close}>
            Use these docs from an AI coding tool
          </Link>
        </li>
      </ul>
      <p className={styles.status} role="status" aria-live="polite">
        {copied === null ? '' : copied.ok ? `${copied.label} configuration copied.` : `Could not copy: select the ${copied.label} configuration and copy it yourself.`}
      </p>
    </dialog>
  );
}
