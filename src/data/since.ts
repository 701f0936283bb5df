/**
 * What Strapi gained after 5.0.0, with the first release that has it: the one source of the
 * "Since 5.x" badges (`<Since id="…" />`, src/remark/since.ts), the "What changed since my
 * version" page, the feature compatibility table and the What's new list. Entries live in
 * since-entries.json; the `evidence` of an entry names a file of a published package and a string in it
 * that the `since` release has and the release before it has not (checked by
 * scripts/verify-live/since-check.mts).
 */
import entries from './since-entries.json';

export const SINCE_KINDS = {
  feature: 'Feature',
  option: 'Configuration option',
  command: 'CLI command or flag',
  api: 'API',
  behavior: 'Behavior change',
  deprecation: 'Deprecation',
  codemod: 'Codemod',
} as const;

export const EDITIONS = {
  Community: 'Community (free)',
  Growth: 'Growth license',
  Enterprise: 'Enterprise license',
} as const;

export type SinceKind = keyof typeof SINCE_KINDS;
export type Edition = keyof typeof EDITIONS;

export type SinceEntry = {
  /** Kebab-case id used by `<Since id="…" />`. */
  id: string;
  title: string;
  /** The first release that has it: `5.47.0`. */
  since: string;
  kind: SinceKind;
  /** What a self-hosted project needs. */
  edition: Edition;
  /** Available on Strapi Cloud projects. */
  cloud: boolean;
  /** The section that documents it: a path under docs/ and an anchor, `dev-docs/cli.mdx#strapi-openapi`. */
  doc: string;
  summary: string;
  evidence: {package: string; file: string; marker: string};
};

export const SINCE: readonly SinceEntry[] = entries as SinceEntry[];

/** `5.47.0` → [5, 47, 0]. */
export function versionParts(version: string): [number, number, number] {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  if (!match) throw new Error(`not a release version: ${version}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

export function compareVersions(a: string, b: string): number {
  const [x, y] = [versionParts(a), versionParts(b)];
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
}

/** The anchor of a release's section on the "What changed since my version" page: `v5-47-0`. */
export function versionAnchor(version: string): string {
  return `v${version.replace(/\./g, '-')}`;
}

/** The URL of a documented section: `dev-docs/cli.mdx#x` → `/dev-docs/cli#x`. */
export function docUrl(doc: string): string {
  const [file, anchor] = doc.split('#');
  const route = `/${file.replace(/\.mdx?$/, '').replace(/\/index$/, '')}`;
  return anchor ? `${route}#${anchor}` : route;
}

/** Entries grouped by release, newest release first; inside a release, by title. */
export function byRelease(list: readonly SinceEntry[] = SINCE): Array<{version: string; entries: SinceEntry[]}> {
  const groups = new Map<string, SinceEntry[]>();
  for (const entry of list) groups.set(entry.since, [...(groups.get(entry.since) ?? []), entry]);
  return [...groups.entries()]
    .sort(([a], [b]) => compareVersions(b, a))
    .map(([version, group]) => ({version, entries: group.sort((a, b) => a.title.localeCompare(b.title))}));
}

/** A title's plain and `code` parts: "`strapi deploy --env`" → [{code: true, text: 'strapi deploy --env'}]. */
export function titleParts(title: string): Array<{code: boolean; text: string}> {
  return title
    .split('`')
    .map((text, index) => ({code: index % 2 === 1, text}))
    .filter((part) => part.text !== '');
}

export function sinceEntry(id: string): SinceEntry | undefined {
  return SINCE.find((entry) => entry.id === id);
}
