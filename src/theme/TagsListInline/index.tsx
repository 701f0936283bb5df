/*
 * Wraps @docusaurus/theme-classic 3.10.2 `TagsListInline`. The swizzle tool
 * does not list this component, so it counts as unsafe; the wrapper only maps
 * the public `tags` prop and renders the original, which keeps the risk low.
 * Why: tags are site-wide (src/plugins/site-index), so a tag under a page links
 * to /tags/<tag>, listing the pages of all three areas, instead of the
 * per-area list of the docs plugin instance.
 */
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {Props} from '@theme/TagsListInline';
import TagsListInlineOriginal from '@theme-original/TagsListInline';
import type {ReactNode} from 'react';
import {tagKey} from '@site/src/plugins/site-index/model';

export default function TagsListInline({tags}: Props): ReactNode {
  const tagsBase = useBaseUrl('/tags/');
  return <TagsListInlineOriginal tags={tags.map((tag) => ({...tag, permalink: `${tagsBase}${tagKey(tag.permalink)}`}))} />;
}
