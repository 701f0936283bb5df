/** Filters of the breaking-change catalogue, kept in the page's query string so a view can be shared. */
import {BREAKING_CHANGE_AREAS, type BreakingChange, type BreakingChangeArea} from '../../data/breaking-changes';
import type {CodemodSupport} from '../BreakingChangeCard';

export type YesNo = 'yes' | 'no';

export type Filters = {
  area: BreakingChangeArea | 'any';
  plugins: YesNo | 'any';
  projects: YesNo | 'any';
  codemod: CodemodSupport | 'any';
};

/** Query parameter names, in the order they are written. */
const KEYS = ['area', 'plugins', 'projects', 'codemod'] as const;

export const NO_FILTERS: Filters = {area: 'any', plugins: 'any', projects: 'any', codemod: 'any'};

const isArea = (value: string): value is BreakingChangeArea => Object.hasOwn(BREAKING_CHANGE_AREAS, value);
const isYesNo = (value: string): value is YesNo => value === 'yes' || value === 'no';
const isCodemod = (value: string): value is CodemodSupport => isYesNo(value) || value === 'partly';

/** Filters from a query string; unknown or malformed values mean "any". */
export function parseFilters(search: string): Filters {
  const params = new URLSearchParams(search);
  const value = (key: keyof Filters) => params.get(key) ?? '';
  const area = value('area');
  const plugins = value('plugins');
  const projects = value('projects');
  const codemod = value('codemod');
  return {
    area: isArea(area) ? area : 'any',
    plugins: isYesNo(plugins) ? plugins : 'any',
    projects: isYesNo(projects) ? projects : 'any',
    codemod: isCodemod(codemod) ? codemod : 'any',
  };
}

/** The query string for some filters ('' when none is set). */
export function serializeFilters(filters: Filters): string {
  const params = new URLSearchParams();
  for (const key of KEYS) {
    if (filters[key] !== 'any') params.set(key, filters[key]);
  }
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}

const matches = (wanted: YesNo | 'any', value: boolean) => wanted === 'any' || (wanted === 'yes') === value;

export function filterBreakingChanges(entries: readonly BreakingChange[], filters: Filters): BreakingChange[] {
  return entries.filter(
    (entry) =>
      (filters.area === 'any' || entry.area === filters.area) &&
      matches(filters.plugins, entry.affectsPlugins) &&
      matches(filters.projects, entry.affectsProjects) &&
      (filters.codemod === 'any' || entry.codemod === filters.codemod),
  );
}
