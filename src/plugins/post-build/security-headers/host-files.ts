/**
 * The two host files Netlify and Cloudflare Pages read from the build root, written and read here:
 * `_headers` (a path pattern, then indented `Name: value` lines; `! Name` drops a header set by an
 * earlier rule on Cloudflare and is ignored by Netlify, where a later rule's value wins anyway) and
 * `_redirects` (`from to status` per line). scripts/serve-build applies both the same way, so the
 * end-to-end tests run under the headers the hosts send.
 */

export type HeaderRule = {path: string; headers: Array<[name: string, value: string]>; detach?: string[]; comment?: string};
export type RedirectLine = {from: string; to: string; status: number};

export function renderHeaders(rules: readonly HeaderRule[]): string {
  return rules
    .map((rule) =>
      [
        ...(rule.comment ? [`# ${rule.comment}`] : []),
        rule.path,
        ...(rule.detach ?? []).map((name) => `  ! ${name}`),
        ...rule.headers.map(([name, value]) => `  ${name}: ${value}`),
      ].join('\n'),
    )
    .join('\n\n')
    .concat('\n');
}

export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    if (line.startsWith('/') || /^https?:\/\//.test(line)) {
      rules.push({path: line, headers: [], detach: []});
      continue;
    }
    const rule = rules.at(-1);
    if (rule === undefined) throw new Error(`_headers: "${line}" comes before any path.`);
    if (line.startsWith('!')) {
      rule.detach?.push(line.slice(1).trim());
      continue;
    }
    const colon = line.indexOf(':');
    if (colon <= 0) throw new Error(`_headers: "${line}" is not "Name: value".`);
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/** A `_headers` / `_redirects` path pattern as a RegExp: `*` is a splat, `:name` one segment. */
export function patternToRegExp(pattern: string): RegExp {
  const source = pattern
    .split(/(\*|:[A-Za-z]\w*)/)
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`);
}

/**
 * Headers for a request path: every matching rule in file order; a later rule's value replaces an
 * earlier one of the same name, and `! Name` removes it (the result both hosts give for this file).
 */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Map<string, string> {
  const result = new Map<string, string>();
  for (const rule of rules) {
    if (!patternToRegExp(rule.path).test(pathname)) continue;
    for (const name of rule.detach ?? []) result.delete(name.toLowerCase());
    for (const [name, value] of rule.headers) result.set(name.toLowerCase(), value);
  }
  return result;
}

export function renderRedirects(lines: readonly RedirectLine[], comment: string): string {
  return [`# ${comment}`, ...lines.map(({from, to, status}) => `${from} ${to} ${status}`)].join('\n').concat('\n');
}

export function parseRedirects(text: string): RedirectLine[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [from, to, status] = line.split(/\s+/);
      if (!from || !to) throw new Error(`_redirects: "${line}" needs a source and a target.`);
      return {from, to, status: status ? Number.parseInt(status, 10) : 301};
    });
}
