/**
 * The MCP server page against the reference app's MCP server (enabled in its config/server.js):
 * - an admin token is created the way the page says (an administrator's session, `POST
 *   /admin/admin-tokens`), with Content Manager permissions on Article (every field, every locale)
 *   and Media Library permissions;
 * - the endpoint answers what the page promises: `GET /mcp` → 405 "Method not allowed", a POST
 *   without a token → 401 "Authentication required";
 * - every tool name the page writes in code (`list_article`, `media_list_assets`…) is in the list the
 *   server gives that token (names with a `<slug>` placeholder are patterns, not checked);
 * - every JavaScript block titled `<name>.mjs` that imports `@modelcontextprotocol/sdk` runs with Node
 *   in the app's folder (where the SDK is installed), `STRAPI_URL` set to the app and
 *   `STRAPI_ADMIN_TOKEN` to the token; it must exit 0, and when the next block is a ```text block,
 *   print exactly that. `skip-run="reason"` excludes a block.
 */
import {execFile} from 'node:child_process';
import {mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {promisify} from 'node:util';
import type {InlineCode} from 'mdast';
import {visit} from 'unist-util-visit';
import {parsePage} from '../content-gates/parse.mts';
import {APP_DIR, type RunningApp} from './app.mts';
import {runScriptSample, scriptSamples, type ClientExample} from './client-examples.mts';
import type {Outcome} from './compare.mts';

const run = promisify(execFile);
const SCRATCH = path.join(APP_DIR, '.tmp', 'mcp-examples');
export const MCP_PAGE = 'docs/dev-docs/configurations/mcp-server.mdx';

/** The page's permissions for its token: every Content Manager action on Article, Media Library read and write. */
function tokenPermissions(): unknown[] {
  const schema = JSON.parse(readFileSync(path.join(APP_DIR, 'src/api/article/content-types/article/schema.json'), 'utf8')) as {attributes: Record<string, unknown>};
  const fields = Object.keys(schema.attributes);
  const locales = ['en', 'fr'];
  const article = (action: string, withFields: boolean) => ({
    action: `plugin::content-manager.explorer.${action}`,
    subject: 'api::article.article',
    properties: withFields ? {fields, locales} : {locales},
  });
  return [
    article('read', true),
    article('create', true),
    article('update', true),
    article('delete', false),
    article('publish', false),
    {action: 'plugin::upload.read'},
    {action: 'plugin::upload.assets.create'},
    {action: 'plugin::upload.assets.update'},
  ];
}

async function adminToken(app: RunningApp): Promise<string> {
  const login = await fetch(`${app.url}/admin/login`, {method: 'POST', headers: {'content-type': 'application/json'}, body: JSON.stringify(app.credentials.admin)});
  const session = (await login.json()) as {data?: {token?: string}};
  if (!session.data?.token) throw new Error(`logging in as the seeded administrator failed (HTTP ${login.status})`);
  const created = await fetch(`${app.url}/admin/admin-tokens`, {
    method: 'POST',
    headers: {'content-type': 'application/json', authorization: `Bearer ${session.data.token}`},
    body: JSON.stringify({name: 'MCP docs check', description: 'verify:live', lifespan: null, adminPermissions: tokenPermissions()}),
  });
  const body = (await created.json()) as {data?: {accessKey?: string}; error?: {message?: string}};
  if (!body.data?.accessKey) throw new Error(`creating an admin token failed (HTTP ${created.status}: ${body.error?.message ?? 'no message'})`);
  return body.data.accessKey;
}

/** Tool names in the page's inline code. */
export function documentedToolNames(source: string): string[] {
  const names = new Set<string>();
  visit(parsePage(MCP_PAGE, source).tree, 'inlineCode', (node: InlineCode) => {
    if (/^(?:(?:list|get|create|update|delete|publish|unpublish|write)_[a-z][a-z0-9_-]*|discard_[a-z][a-z0-9_-]*_draft|media_[a-z_]+)$/.test(node.value)) names.add(node.value);
  });
  return [...names];
}

export function mcpSamples(source: string): ClientExample[] {
  return scriptSamples(MCP_PAGE, source, /from\s+['"]@modelcontextprotocol\/sdk\//);
}

/** What the SDK's client lists for a token, from a script run in the app's folder. */
const LIST_TOOLS = `
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
const transport = new StreamableHTTPClientTransport(new URL('/mcp', process.env.STRAPI_URL), {requestInit: {headers: {Authorization: 'Bearer ' + process.env.STRAPI_ADMIN_TOKEN}}});
const client = new Client({name: 'docs-check', version: '1.0.0'});
await client.connect(transport);
const {tools} = await client.listTools();
console.log(JSON.stringify(tools.map((tool) => tool.name)));
await client.close();
`;

export async function runMcpExamples(root: string, app: RunningApp): Promise<Outcome[]> {
  const source = readFileSync(path.join(root, MCP_PAGE), 'utf8');
  const page = (line: number) => ({file: MCP_PAGE, line});
  const outcomes: Outcome[] = [];
  rmSync(SCRATCH, {recursive: true, force: true});
  mkdirSync(SCRATCH, {recursive: true});
  let token: string;
  try {
    token = await adminToken(app);
  } catch (error) {
    return [{example: page(1), status: 'failed', detail: `  ${(error as Error).message}`}];
  }
  const env = {...process.env, STRAPI_URL: app.url, STRAPI_ADMIN_TOKEN: token};

  // The endpoint's answers to a wrong method and to a missing token, as the page quotes them.
  const promised: Array<{what: string; request: () => Promise<Response>; status: number; message: string}> = [
    {what: 'GET /mcp', request: () => fetch(`${app.url}/mcp`, {headers: {authorization: `Bearer ${token}`}}), status: 405, message: 'Method not allowed'},
    {what: 'POST /mcp without a token', request: () => fetch(`${app.url}/mcp`, {method: 'POST', headers: {'content-type': 'application/json'}, body: '{}'}), status: 401, message: 'Authentication required'},
  ];
  for (const {what, request, status, message} of promised) {
    const response = await request();
    const body = (await response.json().catch(() => ({}))) as {error?: {message?: string}};
    const ok = response.status === status && body.error?.message === message && source.includes(message);
    outcomes.push(ok ? {example: page(1), status: 'verified'} : {example: page(1), status: 'failed', detail: `  ${what}: expected ${status} "${message}" (quoted on the page), got ${response.status} "${body.error?.message ?? ''}"`});
  }

  // Every tool name the page writes exists for the page's token.
  const lister = path.join(SCRATCH, 'list-tools.mjs');
  writeFileSync(lister, LIST_TOOLS);
  try {
    const {stdout} = await run(process.execPath, [lister], {cwd: APP_DIR, env, timeout: 60_000});
    const tools = new Set(JSON.parse(stdout) as string[]);
    const unknown = documentedToolNames(source).filter((name) => !tools.has(name));
    outcomes.push(
      unknown.length === 0
        ? {example: page(1), status: 'verified'}
        : {example: page(1), status: 'failed', detail: `  the page names tools the server does not list: ${unknown.join(', ')} (it lists: ${[...tools].sort().join(', ')})`},
    );
  } catch (error) {
    outcomes.push({example: page(1), status: 'failed', detail: `  listing the tools with the SDK failed: ${(error as Error).message.split('\n')[0]}`});
  }

  // The page's scripts, run as a reader would, in the app's folder where the SDK is installed.
  for (const [index, sample] of mcpSamples(source).entries()) {
    outcomes.push(await runScriptSample(sample, path.join(SCRATCH, `${index}-${path.basename(sample.name)}`), app.url, {cwd: APP_DIR, env}));
  }
  return outcomes;
}
