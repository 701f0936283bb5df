/**
 * MDX page → clean CommonMark (with GFM tables), for the Markdown twin of every docs page and for
 * llms-full.txt. The page is parsed as Docusaurus parses it (scripts/content-gates/parse.mts), its
 * components are replaced by their plain Markdown equivalents, and remark-stringify writes the result:
 * no JSX, no imports, no expressions are left.
 */
import type {BlockContent, Code, Heading, List, ListItem, Paragraph, PhrasingContent, Root, RootContent, Table, TableRow} from 'mdast';
import type {MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import {unified} from 'unified';
import {parsePage} from '../../../../scripts/content-gates/parse.mts';
import {AUTH_LABEL, type Auth} from '../../../components/ApiCall/auth';
import {tokenVariable, type Samples} from '../try-it/samples';
import {BREAKING_CHANGE_AREAS, BREAKING_CHANGES} from '../../../data/breaking-changes';
import {byRelease, compareVersions, docUrl, EDITIONS, SINCE, SINCE_KINDS, sinceEntry, titleParts} from '../../../data/since';

const titleNodes = (title: string): PhrasingContent[] => titleParts(title).map((part) => (part.code ? inlineCode(part.text) : text(part.text)));
import {sinceLabel} from '../../../remark/since';

export type TwinPage = {
  title: string;
  description?: string;
  /** Source file, relative to the site directory (docs/…/page.mdx). */
  source: string;
  /** Resolves a link target written on the page (relative .mdx path, doc URL) to an absolute URL. */
  resolveLink: (target: string) => string;
  /** Absolute URL of a file of static/ (screenshots). */
  staticUrl: (file: string) => string;
  /** The agent notes under the title (left out when absent, as in most unit tests). */
  notes?: AgentNotes;
  /**
   * The generated samples of the page's <ApiCall>s, in page order (src/plugins/post-build/try-it/samples.ts);
   * each request of the twin is followed by them. Absent in most unit tests.
   */
  apiSamples?: readonly Samples[];
};

/**
 * What an AI tool should know before it uses a twin: the Strapi version (and, as the page's
 * "Verified against" mark says, what CI proves on the page), the page's canonical URL to cite, and
 * where the rest of the docs are.
 */
export type AgentNotes = {
  version: string;
  /** What CI proves on the page, in the words of its VerifiedMark; '' when it proves nothing. */
  proven: string;
  canonicalUrl: string;
  llmsUrl: string;
  /** The page about the docs MCP server and the skill file. */
  aiToolsUrl: string;
  /** The command that starts the docs MCP server. */
  mcpCommand: string;
};

type Jsx = MdxJsxFlowElement | MdxJsxTextElement;
type Node = RootContent;

const ADMONITION_LABELS: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
  prerequisites: 'Prerequisites',
  strapi: 'Strapi tip',
};

const BADGE_LABELS: Record<string, string> = {
  enterprise: 'Enterprise',
  beta: 'Beta',
  alpha: 'Alpha',
  'feature-flag': 'Feature flag',
  new: 'New',
  updated: 'Updated',
};

const text = (value: string) => ({type: 'text', value}) as const;
const paragraph = (children: PhrasingContent[]): Paragraph => ({type: 'paragraph', children});
const strong = (value: string): PhrasingContent => ({type: 'strong', children: [text(value)]});
const inlineCode = (value: string): PhrasingContent => ({type: 'inlineCode', value});
const code = (lang: string, value: string): Code => ({type: 'code', lang, value});
const list = (items: PhrasingContent[][]): List => ({
  type: 'list',
  ordered: false,
  spread: false,
  children: items.map((children): ListItem => ({type: 'listItem', spread: false, children: [paragraph(children)]})),
});

/** A JSX attribute as a string: literal values, or the source of a simple expression. */
function attribute(node: Jsx, name: string): string | undefined {
  const found = node.attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name);
  if (found === undefined) return undefined;
  if (found.value === null || found.value === undefined) return 'true';
  return typeof found.value === 'string' ? found.value : found.value.value.trim();
}

/** A literal JSX attribute expression such as `{[{docId: 'a', label: 'A'}]}`, evaluated without running code. */
function literalAttribute(node: Jsx, name: string): unknown {
  const found = node.attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name);
  if (found?.value === null || typeof found?.value !== 'object') return undefined;
  const program = found.value.data?.estree;
  const statement = program?.body[0];
  return statement?.type === 'ExpressionStatement' ? literal(statement.expression) : undefined;
}

type Estree = {type: string; [key: string]: unknown};

function literal(node: unknown): unknown {
  const n = node as Estree;
  switch (n.type) {
    case 'Literal':
      return n.value;
    case 'ArrayExpression':
      return (n.elements as unknown[]).map(literal);
    case 'ObjectExpression':
      return Object.fromEntries(
        (n.properties as Estree[]).map((p) => {
          const key = p.key as Estree;
          return [key.type === 'Identifier' ? key.name : (key.value as string), literal(p.value)];
        }),
      );
    default:
      return undefined;
  }
}

function childrenOf(node: Jsx, page: TwinPage): Node[] {
  return convertAll(node.children as Node[], page);
}

/** Phrasing content of a flow node list, for a table cell or a list item. */
function inline(nodes: Node[]): PhrasingContent[] {
  return nodes.flatMap((n): PhrasingContent[] => (n.type === 'paragraph' ? n.children : []));
}

const isAuth = (value: string): value is Auth => Object.hasOwn(AUTH_LABEL, value);

/** How many <ApiCall>s of a page the conversion has met, to pair each with its samples. */
const apiCallsSeen = new WeakMap<TwinPage, number>();

function samplesOf(samples: Samples, variable: string | undefined): Node[] {
  return [
    paragraph([text('The same request with cURL'), ...(variable ? [text(' (set '), inlineCode(variable), text(' to the token first)')] : []), text(':')]),
    code('bash', samples.curl),
    paragraph([text('With '), inlineCode('fetch'), text(' (Node.js 18+ ES module):')]),
    code('js', samples.fetch.trimEnd()),
    ...(samples.client
      ? [paragraph([text('With '), inlineCode('@strapi/client'), text(':')]), code('js', samples.client.trimEnd())]
      : [paragraph([text(`With @strapi/client: none, because ${samples.clientReason ?? 'the client cannot send it.'}`)])]),
    ...(samples.graphql ? [paragraph([text('The same request in GraphQL (the GraphQL plugin installed):')]), code('graphql', samples.graphql.trimEnd())] : []),
  ];
}

function apiCall(node: Jsx, page: TwinPage): Node[] {
  const seen = apiCallsSeen.get(page) ?? 0;
  apiCallsSeen.set(page, seen + 1);
  const samples = page.apiSamples?.[seen];
  const out: Node[] = [];
  for (const part of node.children) {
    if (part.type !== 'mdxJsxFlowElement' && part.type !== 'mdxJsxTextElement') continue;
    if (part.name === 'Request') {
      const title = attribute(part, 'title');
      if (title) out.push(paragraph([strong(title)]));
      const auth = attribute(part, 'auth') ?? 'token';
      const authHeader = isAuth(auth) && auth !== 'public' ? AUTH_LABEL[auth] : undefined;
      const headers = [authHeader, attribute(part, 'header')].filter((h): h is string => h !== undefined);
      out.push(code('http', [`${attribute(part, 'method') ?? 'GET'} ${attribute(part, 'path') ?? '/'}`, ...headers].join('\n')));
      out.push(...childrenOf(part, page));
      if (samples) out.push(...samplesOf(samples, isAuth(auth) ? tokenVariable(auth) : undefined));
    } else if (part.name === 'Response') {
      const partial = attribute(part, 'partial') !== undefined;
      out.push(paragraph([text('Response '), inlineCode(attribute(part, 'status') ?? '200'), text(partial ? ' (some fields omitted):' : ':')]));
      out.push(...childrenOf(part, page));
    }
  }
  return out;
}

function tabs(node: Jsx, page: TwinPage): Node[] {
  return node.children.flatMap((item): Node[] => {
    if ((item.type !== 'mdxJsxFlowElement' && item.type !== 'mdxJsxTextElement') || item.name !== 'TabItem') return [];
    const label = attribute(item, 'label') ?? attribute(item, 'value') ?? 'Tab';
    return [paragraph([strong(`${label}:`)]), ...childrenOf(item, page)];
  });
}

function docCards(node: Jsx, page: TwinPage): Node[] {
  const cards = node.children.filter((c): c is MdxJsxFlowElement => c.type === 'mdxJsxFlowElement' && c.name === 'DocCard');
  return [list(cards.map((card) => docCardItem(card, page)))];
}

function docCardItem(card: Jsx, page: TwinPage): PhrasingContent[] {
  const title = attribute(card, 'title') ?? '';
  const to = attribute(card, 'to') ?? attribute(card, 'href') ?? '';
  const description = attribute(card, 'description');
  return [{type: 'link', url: page.resolveLink(to), children: [text(title)]}, ...(description ? [text(`: ${description}`)] : [])];
}

function quickLinks(node: Jsx, page: TwinPage): Node[] {
  const area = attribute(node, 'area') ?? '';
  const links = literalAttribute(node, 'links');
  if (!Array.isArray(links)) return [];
  return [
    list(
      links.map((link: {docId?: string; label?: string}) => [
        {type: 'link', url: page.resolveLink(`/${area}/${link.docId ?? ''}`), children: [text(link.label ?? link.docId ?? '')]},
      ]),
    ),
  ];
}

function breakingChangeCard(node: Jsx): Node[] {
  const codemod = attribute(node, 'codemod') ?? 'no';
  const name = attribute(node, 'codemodName');
  const codemodText: PhrasingContent[] = [text({yes: 'Yes', partly: 'Partly', no: 'No'}[codemod] ?? codemod)];
  if (name && codemod !== 'no') codemodText.push(text(' ('), inlineCode(name), text(')'));
  return [list([[text(`Affects plugins: ${attribute(node, 'affectsPlugins') === 'true' ? 'Yes' : 'No'}`)], [text('Handled by a codemod: '), ...codemodText]])];
}

function breakingChangeTable(page: TwinPage): Table {
  const row = (cells: PhrasingContent[][]): TableRow => ({type: 'tableRow', children: cells.map((children) => ({type: 'tableCell', children}))});
  const yes = (value: boolean) => [text(value ? 'Yes' : 'No')];
  return {
    type: 'table',
    align: [null, null, null, null, null],
    children: [
      row([[text('Breaking change')], [text('Area')], [text('Plugins')], [text('Projects')], [text('Codemod')]]),
      ...BREAKING_CHANGES.map((entry) =>
        row([
          [
            {type: 'link', url: page.resolveLink(`/dev-docs/migration/v4-to-v5/breaking-changes/${entry.slug}`), children: [text(entry.title)]},
            text(`: ${entry.summary}`),
            ...(entry.lookFor ? [text(' Look for '), inlineCode(entry.lookFor), text('.')] : []),
          ],
          [text(BREAKING_CHANGE_AREAS[entry.area])],
          yes(entry.affectsPlugins),
          yes(entry.affectsProjects),
          [text({yes: 'Yes', partly: 'Partly', no: 'No'}[entry.codemod]), ...(entry.codemodName && entry.codemod !== 'no' ? [text(' '), inlineCode(entry.codemodName)] : [])],
        ]),
      ),
    ],
  };
}

/** Every change after 5.0.0 by release (ChangesSince): a heading per release and a list of links. */
function changesByRelease(page: TwinPage): Node[] {
  return byRelease().flatMap(({version, entries}) => [
    {type: 'heading', depth: 3, children: [text(`Strapi ${version}`)]} satisfies Heading,
    list(
      entries.map((entry) => [
        strong(`${SINCE_KINDS[entry.kind]}:`),
        text(' '),
        {type: 'link', url: page.resolveLink(docUrl(entry.doc)), children: titleNodes(entry.title)},
        text(`: ${entry.summary}${entry.edition === 'Community' ? '' : ` (${EDITIONS[entry.edition]})`}`),
      ]),
    ),
  ]);
}

/** The feature compatibility table (FeatureCompatibility), oldest release first. */
function compatibilityTable(page: TwinPage): Table {
  const row = (cells: PhrasingContent[][]): TableRow => ({type: 'tableRow', children: cells.map((children) => ({type: 'tableCell', children}))});
  return {
    type: 'table',
    align: [null, null, null, null, null],
    children: [
      row([[text('Feature')], [text('Since')], [text('Kind')], [text('Self-hosted')], [text('Strapi Cloud')]]),
      ...[...SINCE]
        .sort((a, b) => compareVersions(a.since, b.since) || a.title.localeCompare(b.title))
        .map((entry) =>
          row([
            [{type: 'link', url: page.resolveLink(docUrl(entry.doc)), children: titleNodes(entry.title)}],
            [text(entry.since)],
            [text(SINCE_KINDS[entry.kind])],
            [text(EDITIONS[entry.edition])],
            [text(entry.cloud ? 'Yes' : 'No')],
          ]),
        ),
    ],
  };
}

/** `<Since id>`: "[Since 5.47.0]", as the page's badge reads. */
function since(node: Jsx): PhrasingContent[] {
  const entry = sinceEntry(attribute(node, 'id') ?? '');
  return entry ? [text(`[${sinceLabel(entry)}]`)] : [];
}

function badge(node: Jsx): PhrasingContent[] {
  const variant = attribute(node, 'variant') ?? '';
  const label =
    variant === 'cloud' ? `Cloud ${attribute(node, 'plan') ?? ''}`.trim() : variant === 'version' ? `Requires v${attribute(node, 'version') ?? ''}+` : (BADGE_LABELS[variant] ?? variant);
  return [text(`[${label}]`)];
}

function jsx(node: Jsx, page: TwinPage): Node[] {
  switch (node.name) {
    case 'ApiCall':
      return apiCall(node, page);
    case 'Tabs':
      return tabs(node, page);
    case 'DocCardGrid':
      return docCards(node, page);
    case 'DocCard':
      return [list([docCardItem(node, page)])];
    case 'QuickLinks':
      return quickLinks(node, page);
    case 'SideBySide':
      return childrenOf(node, page);
    case 'Side':
    case 'TabItem':
      return [paragraph([strong(`${attribute(node, 'title') ?? attribute(node, 'label') ?? ''}:`)]), ...childrenOf(node, page)];
    case 'BreakingChangeCard':
      return breakingChangeCard(node);
    case 'BreakingChangeCatalogue':
      return [breakingChangeTable(page)];
    case 'Badge':
      return node.type === 'mdxJsxTextElement' ? (badge(node) as Node[]) : [paragraph(badge(node))];
    case 'Since':
      return node.type === 'mdxJsxTextElement' ? (since(node) as Node[]) : [paragraph(since(node))];
    case 'ChangesSince':
      return changesByRelease(page);
    case 'FeatureCompatibility':
      return [compatibilityTable(page)];
    case 'Screenshot': {
      const image: PhrasingContent = {type: 'image', url: page.staticUrl(`img/screenshots/${attribute(node, 'name') ?? ''}.webp`), alt: attribute(node, 'alt') ?? ''};
      return node.type === 'mdxJsxTextElement' ? [image] : [paragraph([image])];
    }
    case 'InteractiveQueryBuilder':
      return [paragraph([text('(The web page has an interactive query builder here: edit REST parameters and see the query string.)')])];
    case 'details': {
      const summary = node.children.find((c) => (c.type === 'mdxJsxFlowElement' || c.type === 'mdxJsxTextElement') && c.name === 'summary') as Jsx | undefined;
      const rest = node.children.filter((c) => c !== summary) as Node[];
      const title = summary ? inline(childrenOf(summary, page)) : [];
      return [...(title.length > 0 ? [paragraph([{type: 'strong', children: title}])] : []), ...convertAll(rest, page)];
    }
    case 'br':
      return node.type === 'mdxJsxTextElement' ? [{type: 'break'}] : [];
    default:
      // Plain HTML elements and anything else: keep what they contain.
      return childrenOf(node, page);
  }
}

function convert(node: Node, page: TwinPage): Node[] {
  switch (node.type) {
    case 'yaml':
    case 'mdxjsEsm':
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
    case 'html':
      return [];
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return jsx(node, page);
    case 'containerDirective': {
      const first = node.children[0];
      const label = first?.type === 'paragraph' && first.data?.directiveLabel ? first.children : [];
      const body = convertAll((label.length > 0 ? node.children.slice(1) : node.children) as Node[], page);
      const name = ADMONITION_LABELS[node.name] ?? node.name;
      const heading: PhrasingContent[] = label.length > 0 ? [strong(`${name}:`), text(' '), ...label] : [strong(name)];
      return [{type: 'blockquote', children: [paragraph(heading), ...(body as BlockContent[])]}];
    }
    case 'leafDirective':
    case 'textDirective': {
      // Not an admonition: "text:like this" in prose. Put the colon back.
      const restored: Node[] = [text(`${node.type === 'leafDirective' ? '::' : ':'}${node.name}`), ...convertAll(node.children as Node[], page)];
      return node.type === 'leafDirective' ? [paragraph(inline([{type: 'paragraph', children: restored as PhrasingContent[]}]))] : restored;
    }
    case 'code': {
      const title = /title="([^"]+)"/.exec(node.meta ?? '')?.[1];
      const lang = node.lang === 'mdx-code-block' ? 'md' : node.lang;
      const block: Code = {type: 'code', lang: lang ?? null, value: node.value};
      return title ? [paragraph([text('File '), inlineCode(title), text(':')]), block] : [block];
    }
    case 'link':
      return [{...node, url: page.resolveLink(node.url), children: convertAll(node.children, page) as PhrasingContent[]}];
    case 'image':
      return [{...node, url: page.resolveLink(node.url)}];
    case 'heading':
      return [{...node, children: convertAll(node.children, page) as PhrasingContent[]} satisfies Heading];
    default:
      if ('children' in node && Array.isArray(node.children)) {
        return [{...node, children: convertAll(node.children as Node[], page)} as Node];
      }
      return [node];
  }
}

function convertAll(nodes: Node[], page: TwinPage): Node[] {
  return nodes.flatMap((node) => convert(node, page));
}

const stringify = unified().use(remarkGfm, {tablePipeAlign: false}).use(remarkStringify, {bullet: '-', fences: true, rule: '-', emphasis: '_'});

const link = (url: string, label = url): PhrasingContent => ({type: 'link', url, children: [text(label)]});

/**
 * The agent notes as a three-line blockquote. The version line reads like the page's mark: "Verified
 * against Strapi X (what, in CI)" only where CI proves something, otherwise "Written for Strapi X".
 */
export function agentNotes(notes: AgentNotes): Node {
  const version = notes.proven === '' ? `Written for Strapi ${notes.version}` : `Verified against Strapi ${notes.version} (${notes.proven}, in CI)`;
  return {
    type: 'blockquote',
    children: [
      list([
        [strong('Strapi version:'), text(` ${version}`)],
        [strong('Canonical URL:'), text(' '), link(notes.canonicalUrl)],
        [
          strong('For AI tools:'),
          text(' every page is listed in '),
          link(notes.llmsUrl),
          text('; to search and read these docs from your tool, run the docs MCP server ('),
          inlineCode(notes.mcpCommand),
          text('): '),
          link(notes.aiToolsUrl),
        ],
      ]),
    ],
  };
}

/** The Markdown twin of a page: `# title`, the description as a summary, the agent notes, then the body. */
export function toMarkdown(source: string, page: TwinPage): string {
  const {tree} = parsePage(page.source, source);
  const body: Root = {type: 'root', children: convertAll(tree.children, page)};
  const head: Node[] = [
    {type: 'heading', depth: 1, children: [text(page.title)]},
    ...(page.description ? [{type: 'blockquote', children: [paragraph([text(page.description)])]} as Node] : []),
    ...(page.notes ? [agentNotes(page.notes)] : []),
  ];
  return stringify.stringify({type: 'root', children: [...head, ...body.children]} as Root);
}
