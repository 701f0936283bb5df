#!/usr/bin/env node
// @ts-check
/**
 * strapi-docs-mcp: the Strapi 5 docs as an MCP server over stdio, read from a local build
 * (`--build`, default ./build) or a deployed copy of the site (`--site`). stdout carries the
 * protocol, so everything else goes to stderr. A wrong option or a missing build stops it before
 * it speaks MCP, with a message and a non-zero exit code (2: usage, 1: no docs to serve).
 */
import {readFileSync} from 'node:fs';
import {parseArgs} from 'node:util';

// The SDK and the server are imported once the options are known: --help, --version and a wrong
// option answer at once.
const {name: SERVER_NAME, version: SERVER_VERSION} = /** @type {{name: string, version: string}} */ (
  JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'))
);

const USAGE = `Usage: ${SERVER_NAME} [--build <folder> | --site <url>]

An MCP server (stdio) for the Strapi 5 docs: search_docs, get_page, list_examples,
get_example, and the llms.txt and skill.md resources.

  --build <folder>  a local build of the docs site (default: ./build)
  --site <url>      a deployed copy of the site, e.g. https://docs.example.org/
                    (only that origin is read; redirects elsewhere are refused)
  -h, --help        show this help
  -v, --version     show the version

Configure it in an MCP client as the command:
  npx strapi-docs-mcp --build /path/to/strapi-docs/build
`;

// Only the protocol may write to stdout: anything logging with console.log goes to stderr.
console.log = console.error;
console.info = console.error;

/**
 * @param {string} message
 * @param {number} code
 * @returns {never}
 */
function stop(message, code) {
  process.stderr.write(`${SERVER_NAME}: ${message}\n`);
  process.exit(code);
}

let options;
try {
  options = parseArgs({
    options: {
      build: {type: 'string'},
      site: {type: 'string'},
      help: {type: 'boolean', short: 'h'},
      version: {type: 'boolean', short: 'v'},
    },
    strict: true,
    allowPositionals: false,
  }).values;
} catch (error) {
  stop(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`, 2);
}
if (options.help) {
  process.stdout.write(USAGE);
  process.exit(0);
}
if (options.version) {
  process.stdout.write(`${SERVER_VERSION}\n`);
  process.exit(0);
}
if (options.build !== undefined && options.site !== undefined) stop(`give --build or --site, not both.\n\n${USAGE}`, 2);

const {installFetchGuard, localSource, siteBase, siteSource} = await import('./src/source.js');
const {parseLlmsTxt} = await import('./src/pages.js');

let source;
try {
  if (options.site !== undefined) {
    // The site source keeps the real fetch; the guard then replaces the global one.
    source = siteSource(siteBase(options.site), globalThis.fetch.bind(globalThis));
  } else {
    // A local build is checked now, to fail before serving: the folder, and the pages of its llms.txt.
    source = await localSource(options.build ?? 'build');
    parseLlmsTxt((await source.read('llms.txt'))?.toString('utf8') ?? '');
  }
} catch (error) {
  stop(error instanceof Error ? error.message : String(error), options.site !== undefined ? 2 : 1);
}
installFetchGuard(source);

const {createServer} = await import('./src/server.js');
const {StdioServerTransport} = await import('@modelcontextprotocol/sdk/server/stdio.js');

const server = createServer(source);
await server.connect(new StdioServerTransport());
process.stderr.write(`${SERVER_NAME} ${SERVER_VERSION}: serving the docs of ${source.label} over stdio\n`);
