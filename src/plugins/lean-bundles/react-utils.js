/*
 * Stands in for @docusaurus/theme-common 3.10.2 `lib/utils/reactUtils` where the navbar's secondary
 * menu and `useMutationObserver` import it (registry id `react-utils`, src/deviations/registry.ts). Everything is the original's
 * except `useShallowMemoObject`, which sorts an object's keys with `String#localeCompare` before
 * memoizing it: every docs page calls it once (the docs sidebar handed to the mobile menu), and
 * that first comparison builds an ICU collator during hydration. A code-unit sort gives the same
 * stable key order for the same keys, which is all the memo needs.
 */
import {useMemo} from 'react';

export * from 'lean-bundles-original/react-utils';

export function useShallowMemoObject(obj) {
  const deps = Object.entries(obj);
  // Sort by keys to make it order-insensitive
  deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => obj, deps.flat());
}
