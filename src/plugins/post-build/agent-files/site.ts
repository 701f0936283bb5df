/**
 * What the files for AI tools say about this site, in one place: the twins' agent notes
 * (../markdown-twins), the skill file (./index.ts) and the "Connect to your AI tool" panel
 * (src/components/PageActions) all name the same page, command and version. No Node imports: the
 * panel is browser code.
 */

/** The page that explains the docs MCP server, the skill file and the llms files. */
export const AI_TOOLS_PAGE = {source: 'docs/dev-docs/ai-tools.mdx', path: 'dev-docs/ai-tools'} as const;

/** The skill file, at the root of the site. */
export const SKILL_FILE = 'skill.md';

/**
 * The docs MCP server (packages/docs-mcp): its name in clients' settings, its package (`npx
 * strapi-docs-mcp` in a checkout of this repository, a workspace package there) and its entry script.
 */
export const MCP_SERVER = {name: 'strapi-docs', packageName: 'strapi-docs-mcp', entry: 'packages/docs-mcp/bin.mjs'} as const;

/** Stands for the reader's checkout of this site's repository in copyable settings. */
export const CHECKOUT_PLACEHOLDER = '/path/to/strapi-docs';

/**
 * How an MCP client starts the server on a deployed copy of the site (`siteUrl`: origin and base
 * URL). A client starts it from the reader's project folder, where `npx` cannot find the package of
 * the checkout, so: `node`, the full path of the entry script, `--site`.
 */
export function mcpServerCommand(siteUrl: string, checkout: string = CHECKOUT_PLACEHOLDER): {command: string; args: string[]} {
  return {command: 'node', args: [`${checkout}/${MCP_SERVER.entry}`, '--site', siteUrl]};
}

const VERSION = /^\d+\.\d+\.\d+$/;

/**
 * The Strapi version the docs are verified against, as docusaurus.config.ts hands it to the site
 * (`customFields.strapiVersion`, from config/strapi-version.ts). Throws when it is missing or not a
 * release number, so no file for AI tools is written with a wrong or empty version.
 */
export function strapiVersionOf(siteConfig: {customFields?: Record<string, unknown>}): string {
  const version = siteConfig.customFields?.strapiVersion;
  if (typeof version !== 'string' || !VERSION.test(version)) {
    throw new Error(`the site config has no Strapi version (customFields.strapiVersion is ${JSON.stringify(version)}; expected a release such as 5.54.0).`);
  }
  return version;
}

/** The site's public address with its base URL and no trailing slash: `https://docs.example.org/strapi`. */
export function siteRoot(url: string, baseUrl: string): string {
  return `${url.replace(/\/+$/, '')}${baseUrl}`.replace(/\/+$/, '');
}
