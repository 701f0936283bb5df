import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

export type SearchConfig =
  | {kind: 'local'}
  | {kind: 'algolia'; appId: string; apiKey: string; indexName: string};

export function useSearchConfig(): SearchConfig {
  const {siteConfig} = useDocusaurusContext();
  return (siteConfig.customFields?.search as SearchConfig | undefined) ?? {kind: 'local'};
}

/** Opens the search modal from anywhere (the Ask AI fallback uses it). */
export const OPEN_SEARCH_EVENT = 'docs:open-search';

export function openSearch(query = ''): void {
  window.dispatchEvent(new CustomEvent(OPEN_SEARCH_EVENT, {detail: {query}}));
}

export {areaOfPath} from './model';
