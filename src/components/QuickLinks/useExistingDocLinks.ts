import {useAllDocsData} from '@docusaurus/plugin-content-docs/client';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {DocsAreaId} from '@site/config/constants';

import {pickExistingDocs, type DocLink, type DocLinkCandidate} from './pickExistingDocs';

export type {DocLink, DocLinkCandidate};

export function useExistingDocLinks(
  area: DocsAreaId,
  candidates: readonly DocLinkCandidate[],
  max = Number.POSITIVE_INFINITY,
): DocLink[] {
  const allDocs = useAllDocsData();
  const version = allDocs[area]?.versions.find((v) => v.isLast) ?? allDocs[area]?.versions[0];
  return pickExistingDocs(version?.docs ?? [], candidates, max);
}

const DOCS_AREA_PATH = /^\/(dev-docs|user-docs|cloud)\//;

/**
 * Is `to` a docs URL whose page is not written yet? Cards pointing at a
 * planned page stay hidden until it lands (other URLs are never "missing").
 */
export function useIsUnwrittenDoc(to: string): boolean {
  const allDocs = useAllDocsData();
  const target = useBaseUrl(to.split('#')[0].replace(/\/$/, ''));
  if (!DOCS_AREA_PATH.test(to)) {
    return false;
  }
  return !Object.values(allDocs).some((plugin) =>
    plugin.versions.some((version) => version.docs.some((doc) => doc.path === target)),
  );
}
