/*
 * Stands in for @docusaurus/plugin-content-docs 3.10.2 `lib/client/docsClientUtils` where the
 * plugin's client index imports it (registry id `docs-client-utils`, src/deviations/registry.ts). Everything is the original's except
 * `getActivePlugin`, which sorts the docs plugins' base paths with `String#localeCompare`: that
 * first comparison of a page load builds an ICU collator, ~90 ms of main-thread work during
 * hydration on a 4x-throttled mobile CPU, to order three ASCII paths. Ordering by code unit gives
 * the answer the sort exists for (a longer path sharing a prefix, '/android/foo', comes before
 * '/android'); ./find-active-plugin.js is the original function with that one change.
 */
import {matchPath} from '@docusaurus/router';
import {findActivePlugin} from './find-active-plugin.js';

export {
  getActiveDocContext,
  getActiveVersion,
  getDocVersionSuggestions,
  getLatestVersion,
} from '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js';

export function getActivePlugin(allPluginData, pathname, options = {}) {
  return findActivePlugin(allPluginData, pathname, options, matchPath);
}
