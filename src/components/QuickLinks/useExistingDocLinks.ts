import {useAllDocsData} from '@docusaurus/plugin-content-docs/client';
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
