/**
 * Decides what of a built page goes into the local search index: only the
 * article of a docs page, tagged with its docs area so searches can be scoped.
 */

/** Areas whose pages are indexed, by the first segment of their URL. */
export type IndexedArea = {id: string; label: string};

/** Parts of an article that are not content. */
export const EXCLUDED_SELECTORS = [
  'nav',
  '.theme-doc-breadcrumbs',
  '.theme-doc-version-badge',
  '.theme-doc-toc-mobile',
  '.theme-doc-footer',
  '.theme-code-block',
  '.hash-link',
  'button',
  '[aria-hidden="true"]',
  // Hidden until used (the page actions menu), and the same on every page: not the page's words.
  '[hidden]',
  '[aria-label="Page feedback"]',
  '[data-verified]',
];

/** The area a built file belongs to, or undefined when it is not an indexed docs page. */
export function areaOfFile(relativePath: string, areas: readonly IndexedArea[]): IndexedArea | undefined {
  const segments = relativePath.split(/[\\/]/);
  if (segments.includes('tags') || !relativePath.endsWith('.html')) {
    return undefined;
  }
  return areas.find((area) => area.id === segments[0]);
}

/**
 * Mark the page's first <article> as the indexed body, with its area as a
 * filter and as metadata. Returns null for pages to leave out.
 */
export function markArticle(html: string, area: IndexedArea): string | null {
  const index = html.indexOf('<article');
  // Pages without an article, and unlisted pages (marked noindex), stay out of search.
  if (index === -1 || /<meta[^>]+name="?robots"?[^>]+content="?[^">]*noindex/i.test(html)) {
    return null;
  }
  const attributes = ` data-pagefind-body data-pagefind-filter="area:${area.id}" data-pagefind-meta="area:${area.label}"`;
  const start = index + '<article'.length;
  // Words of the page title count more than words of the body.
  let body = html.slice(start).replace(/<h1(?=[\s>])/, '<h1 data-pagefind-weight="5"');
  // The page description summarizes the page in the words readers search with,
  // so it is indexed right after the title, with more weight than the body, and
  // as the page's "description" metadata, which the search ranks on its own.
  const description = pageDescription(html);
  if (description !== undefined) {
    const summary = `<p data-pagefind-meta="description" data-pagefind-weight="2">${description}</p>`;
    const afterTitle = body.search(/<\/h1>/);
    body =
      afterTitle === -1
        ? body.replace('>', `>${summary}`)
        : `${body.slice(0, afterTitle + '</h1>'.length)}${summary}${body.slice(afterTitle + '</h1>'.length)}`;
  }
  // Single-letter headings (the A to Z of a glossary) are navigation, not
  // words: indexed, they make any nonsense query starting with that letter match.
  body = body.replace(/(<h[2-6])((?:\s[^>]*)?>[A-Za-z0-9](?=<|\s*<\/h[2-6]>))/g, '$1 data-pagefind-ignore$2');
  return `${html.slice(0, start)}${attributes}${body}`;
}

/** The content of the page's meta description, still HTML-escaped, if any. */
export function pageDescription(html: string): string | undefined {
  const tag = html.match(/<meta\b[^>]*\bname="?description"?[^>]*>/i)?.[0];
  const content = tag?.match(/\bcontent="([^"]*)"/i)?.[1]?.trim();
  return content ? content : undefined;
}
