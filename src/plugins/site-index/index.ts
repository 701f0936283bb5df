/**
 * Local plugin: builds the site-wide tag index (/tags, /tags/<tag>) and the
 * documentation status page (/status) from the content of the three docs
 * plugin instances, at build time.
 */
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin} from '@docusaurus/types';
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {STRAPI_VERIFIED_VERSION} from '../../../config/strapi-version';
import {pageProofs} from '../../remark/verified-examples/proofs';
import {buildStatusReport, buildTagIndex, noProofs, type Area, type DeclaredTag, type IndexedDoc} from './model';

export type SiteIndexOptions = {
  areas: readonly Area[];
  /** Path of the shared tags file, relative to the site directory. */
  tagsFile: string;
};

const COMPONENTS = '@site/src/plugins/site-index/components';

/** Are these the docs areas a local plugin was given: [{id, label}, …], at least one? */
export function areAreas(areas: unknown): areas is Area[] {
  return (
    Array.isArray(areas) &&
    areas.length > 0 &&
    areas.every((area) => typeof area?.id === 'string' && typeof area?.label === 'string')
  );
}

/** Check the options given in docusaurus.config.ts, with a clear message when they are wrong. */
export function parseOptions(raw: unknown): SiteIndexOptions {
  const value = raw as Partial<SiteIndexOptions> | undefined;
  const areasOk = areAreas(value?.areas);
  if (!areasOk || typeof value?.tagsFile !== 'string') {
    throw new Error('site-index: options must be {areas: [{id, label}, …], tagsFile: "docs/tags.yml"}.');
  }
  return {areas: value.areas!, tagsFile: value.tagsFile};
}

export default function siteIndexPlugin(context: LoadContext, rawOptions: unknown): Plugin {
  const options = parseOptions(rawOptions);
  const {baseUrl, siteDir} = context;
  return {
    name: 'site-index',
    async allContentLoaded({allContent, actions}) {
      const docsContent = allContent['docusaurus-plugin-content-docs'] ?? {};
      const docsByArea = options.areas.map((area) => {
        const content = docsContent[area.id] as LoadedContent | undefined;
        if (content === undefined) {
          throw new Error(`site-index: no docs plugin instance with id "${area.id}".`);
        }
        const current = content.loadedVersions.find((version) => version.isLast) ?? content.loadedVersions[0];
        return {area, docs: current?.docs ?? []};
      });

      const declared = yaml.load(fs.readFileSync(path.join(siteDir, options.tagsFile), 'utf8')) as Record<
        string,
        DeclaredTag
      >;
      const tags = buildTagIndex(docsByArea, declared, baseUrl);
      const tagsListData = await actions.createData(
        'tags-list.json',
        JSON.stringify(tags.map(({pages, ...tag}) => ({...tag, count: pages.length}))),
      );
      actions.addRoute({
        path: `${baseUrl}tags`,
        component: `${COMPONENTS}/TagsIndexPage`,
        exact: true,
        modules: {tags: tagsListData},
      });
      for (const tag of tags) {
        const tagData = await actions.createData(`tag-${tag.key}.json`, JSON.stringify(tag));
        actions.addRoute({
          path: tag.permalink,
          component: `${COMPONENTS}/TagPage`,
          exact: true,
          modules: {tag: tagData},
        });
      }

      // What the live check proves per page, counted from the source as the page mark counts it.
      const proofsOf = (doc: IndexedDoc) => {
        if (!doc.source?.startsWith('@site/')) return noProofs();
        const file = doc.source.slice('@site/'.length);
        return pageProofs(file, fs.readFileSync(path.join(siteDir, file), 'utf8'));
      };
      const report = buildStatusReport(docsByArea, proofsOf, STRAPI_VERIFIED_VERSION);
      const reportData = await actions.createData('status.json', JSON.stringify(report));
      actions.addRoute({
        path: `${baseUrl}status`,
        component: `${COMPONENTS}/StatusPage`,
        exact: true,
        modules: {report: reportData},
      });
    },
  };
}
