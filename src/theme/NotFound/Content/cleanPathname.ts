/**
 * Legacy and hand-typed URLs such as `/dev-docs/intro.html` or
 * `/dev-docs/intro/index.html` name a page the site serves at a clean URL.
 * Returns that clean pathname, or null when the path needs no change.
 */
export function cleanPathname(pathname: string): string | null {
  const match = /^(.*?)(?:\/index)?\.html?$/i.exec(pathname);
  if (match === null) {
    return null;
  }
  const clean = match[1] === '' ? '/' : match[1];
  return clean === pathname ? null : clean;
}
