/**
 * Pure functions behind the site-wide tag index and the documentation status
 * page. They take the docs of the three areas as loaded by the docs plugin
 * and return the data the pages render, so they can be unit-tested.
 */

export const PAGE_STATUSES = ['draft', 'review', 'ready'] as const;
export type PageStatus = (typeof PAGE_STATUSES)[number];

/** The part of a loaded doc that the site index needs. */
export type IndexedDoc = {
  id: string;
  title: string;
  description: string;
  permalink: string;
  unlisted: boolean;
  lastUpdatedAt?: number | null;
  tags: ReadonlyArray<{label: string; permalink: string}>;
  frontMatter: {status?: unknown; [key: string]: unknown};
  /** `@site/docs/…` path of the page's file. */
  source?: string;
};

export type Area = {id: string; label: string};
export type DeclaredTag = {label: string; description: string};

export type TagPage = {title: string; description: string; permalink: string; area: string; areaLabel: string};
export type TagEntry = {key: string; label: string; description: string; permalink: string; pages: TagPage[]};

/** The tag key is the last segment of the tag's permalink (`/dev-docs/tags/i-18-n` → `i-18-n`). */
export function tagKey(permalink: string): string {
  return permalink.replace(/\/+$/, '').split('/').pop() ?? permalink;
}

/** Every declared tag, in the order of the tags file, with the pages of all areas that carry it. */
export function buildTagIndex(
  docsByArea: ReadonlyArray<{area: Area; docs: readonly IndexedDoc[]}>,
  declared: Readonly<Record<string, DeclaredTag>>,
  baseUrl = '/',
): TagEntry[] {
  const entries = new Map<string, TagEntry>(
    Object.entries(declared).map(([key, tag]) => [
      key,
      {key, label: tag.label, description: tag.description, permalink: `${baseUrl}tags/${key}`, pages: []},
    ]),
  );
  for (const {area, docs} of docsByArea) {
    for (const doc of docs) {
      if (doc.unlisted) continue;
      for (const tag of doc.tags) {
        const entry = entries.get(tagKey(tag.permalink));
        if (entry === undefined) {
          throw new Error(`Tag "${tag.label}" on ${doc.permalink} is not declared in docs/tags.yml.`);
        }
        entry.pages.push({
          title: doc.title,
          description: doc.description,
          permalink: doc.permalink,
          area: area.id,
          areaLabel: area.label,
        });
      }
    }
  }
  for (const entry of entries.values()) {
    entry.pages.sort((a, b) => a.areaLabel.localeCompare(b.areaLabel) || a.title.localeCompare(b.title));
  }
  return [...entries.values()];
}

// What the live check proves on a page (examples run, samples checked, command lines, labels, messages).
import type {ExampleFigures, PageProofs} from '../../remark/verified-examples/proofs';
export type {ExampleFigures, PageProofs};
export const PROOF_KINDS = ['examples', 'boots', 'types', 'commands', 'labels', 'messages'] as const;
export type StatusPage = {
  title: string;
  permalink: string;
  status: PageStatus;
  lastUpdatedAt: number | null;
} & PageProofs;
export type StatusArea = {id: string; label: string; pages: StatusPage[]; counts: Record<PageStatus, number>};
export type StatusReport = {
  total: number;
  counts: Record<PageStatus, number>;
  areas: StatusArea[];
  /** Totals over every page: examples run, labels and messages checked, out of all of each. */
  proofs: PageProofs;
  strapiVersion: string;
};

export const noProofs = (): PageProofs =>
  Object.fromEntries(PROOF_KINDS.map((kind) => [kind, {verified: 0, total: 0}])) as PageProofs;

function emptyCounts(): Record<PageStatus, number> {
  return {draft: 0, review: 0, ready: 0};
}

/** Readiness of a doc from its front matter: `status: draft | review | ready`, default `ready`. */
export function pageStatus(doc: IndexedDoc): PageStatus {
  const value = doc.frontMatter.status;
  if (value === undefined) return 'ready';
  if (typeof value === 'string' && (PAGE_STATUSES as readonly string[]).includes(value)) {
    return value as PageStatus;
  }
  throw new Error(`Invalid status "${String(value)}" on ${doc.permalink}: use draft, review or ready.`);
}

/** Pages per area with their readiness, last update and verified examples, plus totals. */
export function buildStatusReport(
  docsByArea: ReadonlyArray<{area: Area; docs: readonly IndexedDoc[]}>,
  proofsOf: (doc: IndexedDoc) => PageProofs = noProofs,
  strapiVersion = '',
): StatusReport {
  const counts = emptyCounts();
  const proofs = noProofs();
  const areas = docsByArea.map(({area, docs}) => {
    const areaCounts = emptyCounts();
    const pages = docs
      .filter((doc) => !doc.unlisted)
      .map((doc) => {
        const status = pageStatus(doc);
        areaCounts[status] += 1;
        counts[status] += 1;
        const figures = proofsOf(doc);
        for (const kind of PROOF_KINDS) {
          proofs[kind].verified += figures[kind].verified;
          proofs[kind].total += figures[kind].total;
        }
        return {title: doc.title, permalink: doc.permalink, status, lastUpdatedAt: doc.lastUpdatedAt ?? null, ...figures};
      })
      .sort((a, b) => a.permalink.localeCompare(b.permalink));
    return {id: area.id, label: area.label, pages, counts: areaCounts};
  });
  return {total: counts.draft + counts.review + counts.ready, counts, areas, proofs, strapiVersion};
}
