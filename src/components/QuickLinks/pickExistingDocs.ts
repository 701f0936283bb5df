export type DocLinkCandidate = {docId: string; label: string};
export type DocLink = DocLinkCandidate & {to: string};

/**
 * Keep the candidates whose doc exists in the area's current version, in order,
 * at most `max` of them. Lets a card or a list name pages before they are
 * written: a link appears when its page lands, and never points nowhere.
 */
export function pickExistingDocs(
  docs: ReadonlyArray<{id: string; path: string}>,
  candidates: readonly DocLinkCandidate[],
  max: number,
): DocLink[] {
  const byId = new Map(docs.map((doc) => [doc.id, doc.path]));
  const links: DocLink[] = [];
  for (const candidate of candidates) {
    const to = byId.get(candidate.docId);
    if (to !== undefined) {
      links.push({...candidate, to});
    }
    if (links.length >= max) {
      break;
    }
  }
  return links;
}
