/** Filters of the feature compatibility table, kept in the query string so a view can be shared. */
import {compareVersions, EDITIONS, SINCE_KINDS, type Edition, type SinceEntry, type SinceKind} from '../../data/since';

export type CompatibilityFilters = {kind: SinceKind | 'any'; edition: Edition | 'any'; cloud: 'yes' | 'no' | 'any'; q: string};

export const NO_COMPATIBILITY_FILTERS: CompatibilityFilters = {kind: 'any', edition: 'any', cloud: 'any', q: ''};

/** Filters from a query string; unknown values mean "any", the text is cut to 80 characters. */
export function parseCompatibilityFilters(search: string): CompatibilityFilters {
  const params = new URLSearchParams(search);
  const kind = params.get('kind') ?? '';
  const edition = params.get('edition') ?? '';
  const cloud = params.get('cloud') ?? '';
  return {
    kind: Object.hasOwn(SINCE_KINDS, kind) ? (kind as SinceKind) : 'any',
    edition: Object.hasOwn(EDITIONS, edition) ? (edition as Edition) : 'any',
    cloud: cloud === 'yes' || cloud === 'no' ? cloud : 'any',
    q: (params.get('q') ?? '').slice(0, 80),
  };
}

export function serializeCompatibilityFilters(filters: CompatibilityFilters): string {
  const params = new URLSearchParams();
  if (filters.kind !== 'any') params.set('kind', filters.kind);
  if (filters.edition !== 'any') params.set('edition', filters.edition);
  if (filters.cloud !== 'any') params.set('cloud', filters.cloud);
  // Kept as typed (a trailing space included) while the reader is typing a second word.
  if (filters.q.trim() !== '') params.set('q', filters.q);
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}

/** Rows matching every filter, oldest release first (the text matches title, summary or version). */
export function filterFeatures(entries: readonly SinceEntry[], filters: CompatibilityFilters): SinceEntry[] {
  const words = filters.q.toLowerCase().split(/\s+/).filter(Boolean);
  return entries
    .filter(
      (entry) =>
        (filters.kind === 'any' || entry.kind === filters.kind) &&
        (filters.edition === 'any' || entry.edition === filters.edition) &&
        (filters.cloud === 'any' || (filters.cloud === 'yes') === entry.cloud) &&
        words.every((word) => `${entry.title} ${entry.summary} ${entry.since}`.toLowerCase().includes(word)),
    )
    .sort((a, b) => compareVersions(a.since, b.since) || a.title.localeCompare(b.title));
}
