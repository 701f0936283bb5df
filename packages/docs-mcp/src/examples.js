// @ts-check
/**
 * `list_examples` and `get_example`: the <ApiCall> examples of the docs (a request and its
 * documented response), from the build's docs-mcp.json, each with its page and whether CI runs it
 * against the pinned Strapi release (`npm run verify:live`).
 */

/**
 * @typedef {import('./docs-index.js').ApiExample & {page: {url: string, title: string, area: string}}} PageExample
 */

/**
 * Every example of the index, with its page.
 * @param {import('./docs-index.js').DocsIndex} index
 * @returns {PageExample[]}
 */
export function allExamples(index) {
  return index.pages.flatMap((page) => page.examples.map((example) => ({...example, page: {url: page.url, title: page.title, area: page.area}})));
}

/**
 * What CI does with an example, in a sentence.
 * @param {PageExample} example
 * @param {string} version
 */
export function verification(example, version) {
  if (example.skip !== null) return `not run in CI (${example.skip}): shown as documented, not verified.`;
  return (
    `verified against Strapi ${version}: CI sends this request to a real Strapi ${version} and compares the status, keys, value types and values ` +
    `(ids, documentIds, timestamps and tokens by type only).` +
    (example.partial ? ' Some response fields are left out on purpose.' : '')
  );
}

/**
 * A path as compared: the part before the query, split in segments.
 * @param {string} path
 */
const segmentsOf = (path) => path.replace(/[?#].*$/, '').replace(/\/+$/, '').split('/');

/** A placeholder segment (`:documentId`, `{documentId}`, `<documentId>`) matches any value. */
const isPlaceholder = (/** @type {string} */ segment) => /^(:\w+|\{\w+\}|<\w+>)$/.test(segment);

/**
 * The examples with this method and path, best matches first: the same path and query string; the
 * same path without, then with, a query string; then the paths that match through placeholders
 * (`:documentId`, `{id}` on either side match any segment), without, then with, a query string.
 * @param {readonly PageExample[]} examples
 * @param {string} method
 * @param {string} path
 * @returns {PageExample[]}
 */
export function findExamples(examples, method, path) {
  const wanted = segmentsOf(path);
  const ranked = [];
  for (const example of examples) {
    if (example.method !== method) continue;
    if (example.path === path) {
      ranked.push({example, rank: 0});
      continue;
    }
    const own = segmentsOf(example.path);
    if (own.length !== wanted.length) continue;
    let exact = true;
    const same = own.every((segment, index) => {
      if (segment === wanted[index]) return true;
      exact = false;
      return isPlaceholder(segment) || isPlaceholder(wanted[index]);
    });
    if (same) ranked.push({example, rank: (exact ? 1 : 3) + (example.path.includes('?') ? 1 : 0)});
  }
  return ranked.sort((a, b) => a.rank - b.rank).map(({example}) => example);
}

/**
 * What to suggest for a request that has no example: the documented requests sharing the most
 * leading segments beyond `/api` (`GET /api/articles/…` for `/api/articles/x/y`), or when none
 * does, the documented APIs (`/api/articles`, `/api/restaurants`…), so the client sees what exists.
 * @param {readonly PageExample[]} examples
 * @param {string} path
 * @param {number} count
 * @returns {{heading: string, items: string[]}}
 */
export function nearbyRequests(examples, path, count = 8) {
  const wanted = segmentsOf(path);
  /** @type {Map<string, number>} */
  const best = new Map();
  for (const example of examples) {
    const own = segmentsOf(example.path);
    let shared = 0;
    while (shared < Math.min(own.length, wanted.length) && (own[shared] === wanted[shared] || isPlaceholder(own[shared]) || isPlaceholder(wanted[shared]))) shared += 1;
    const key = `${example.method} ${example.path.replace(/[?#].*$/, '')}`;
    if (shared >= 3) best.set(key, Math.max(best.get(key) ?? 0, shared));
  }
  if (best.size > 0) {
    const items = [...best.entries()].sort((a, b) => b[1] - a[1]).slice(0, count).map(([key]) => key);
    return {heading: 'Documented requests nearby:', items};
  }
  return {heading: 'The documented APIs:', items: [...new Set(examples.map((example) => segmentsOf(example.path).slice(0, 3).join('/')))].sort()};
}

/**
 * One example in full, as Markdown: the request (with its authentication and body) and the
 * documented response.
 * @param {PageExample} example
 * @param {string} version
 * @returns {string}
 */
export function exampleMarkdown(example, version) {
  const headers = [example.auth === 'public' ? undefined : example.authLabel, ...Object.entries(example.headers).map(([name, value]) => `${name}: ${value}`)].filter(
    (line) => line !== undefined,
  );
  const parts = [
    `### ${example.title}`,
    '',
    `Page: [${example.page.title}](${example.page.url}) (${example.page.area})`,
    `Authentication: ${example.authLabel}`,
    `Verification: ${verification(example, version)}`,
    '',
    '```http',
    [`${example.method} ${example.path}`, ...headers].join('\n'),
    '```',
  ];
  if (example.body !== null) parts.push('', 'Request body:', '', '```json', example.body, '```');
  parts.push('', `Response \`${example.status}\`${example.partial ? ' (some fields omitted)' : ''}:`);
  parts.push(...(example.response === null ? ['', '(no body)'] : ['', '```json', example.response, '```']));
  const samples = example.samples ?? null;
  if (samples) {
    parts.push('', 'The same request as cURL (against a local Strapi; set the token variable first):', '', '```bash', samples.curl, '```');
    parts.push('', 'With fetch (Node.js ES module):', '', '```js', samples.fetch.trimEnd(), '```');
    parts.push(...(samples.client ? ['', 'With @strapi/client:', '', '```js', samples.client.trimEnd(), '```'] : ['', `With @strapi/client: none (${samples.clientReason ?? 'not supported'}).`]));
    if (samples.graphql) parts.push('', 'The same request in GraphQL (the GraphQL plugin installed):', '', '```graphql', samples.graphql.trimEnd(), '```');
  }
  return parts.join('\n');
}

/**
 * One line per example, grouped by page: what `list_examples` shows.
 * @param {readonly PageExample[]} examples
 * @returns {string}
 */
export function exampleList(examples) {
  /** @type {Map<string, PageExample[]>} */
  const byPage = new Map();
  for (const example of examples) byPage.set(example.page.url, [...(byPage.get(example.page.url) ?? []), example]);
  return [...byPage.values()]
    .map((group) =>
      [
        `## ${group[0].page.title}`,
        group[0].page.url,
        ...group.map((e) => `- ${e.method} ${e.path} → ${e.status}: ${e.title}${e.skip === null ? '' : ` (not run in CI: ${e.skip})`}`),
      ].join('\n'),
    )
    .join('\n\n');
}
