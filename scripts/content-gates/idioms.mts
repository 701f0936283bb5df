/**
 * Strapi 4 idioms in Strapi 5 code samples: what readers copy must not bring back an API Strapi 5
 * removed or deprecated. Checked in every code block of the developer docs except diagrams and diffs,
 * outside the pages that show Strapi 4 code or document the deprecated Entity Service on purpose.
 */
import type {ParsedPage, Problem} from './parse.mts';

/** Pages that show Strapi 4 code or the deprecated Entity Service on purpose. */
export const IDIOM_EXEMPT = [/^docs\/dev-docs\/migration\//, /^docs\/dev-docs\/api\/entity-service(?:\.mdx|\/)/];

export const STRAPI_4_IDIOMS: ReadonlyArray<{pattern: RegExp; message: string}> = [
  {pattern: /\bentityService\b/, message: '`strapi.entityService` is deprecated in Strapi 5: use the Document Service, `strapi.documents(uid)`'},
  {pattern: /\bdata\.attributes\b|\battributes\.\w+\.data\b/, message: '`data.attributes` is the Strapi 4 response shape: Strapi 5 responses are flat (`data.title`)'},
  {pattern: /\bpublicationState\b/, message: '`publicationState` was replaced by `status` (`draft` or `published`) in Strapi 5'},
  {pattern: /@strapi\/helper-plugin\b/, message: '`@strapi/helper-plugin` does not exist in Strapi 5: import from `@strapi/strapi/admin` or the design system'},
  {
    pattern: /@strapi\/plugin-(?:i18n|upload|content-manager|email|content-type-builder)\b/,
    message: 'this plugin package has no Strapi 5 release: use `@strapi/i18n`, `@strapi/upload`, `@strapi/content-manager`, `@strapi/email` or `@strapi/content-type-builder`',
  },
  {
    pattern: /documents\([^)]*\)\s*\.\s*\w+\(\s*\{[^}]*\bdocumentId\s*:\s*\d+\s*[,}]/,
    message: 'a numeric id where the Document Service expects a `documentId` string',
  },
];

const SKIPPED_LANGUAGES = new Set(['mermaid', 'diff']);

export function checkIdioms(file: string, page: ParsedPage): Problem[] {
  if (!file.startsWith('docs/dev-docs/') || IDIOM_EXEMPT.some((pattern) => pattern.test(file))) return [];
  return page.codeBlocks.flatMap((code) => {
    if (SKIPPED_LANGUAGES.has(code.lang ?? '')) return [];
    const first = (code.position?.start.line ?? 0) + 1;
    return code.value.split('\n').flatMap((text, index) =>
      STRAPI_4_IDIOMS.filter(({pattern}) => pattern.test(text)).map(({message}) => ({
        file,
        line: first + index,
        message: `Strapi 4 idiom in a Strapi 5 sample: ${message}`,
      })),
    );
  });
}
