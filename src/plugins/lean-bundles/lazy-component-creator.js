/*
 * Stands in for @docusaurus/core 3.10.2 `ComponentCreator` where the generated route table
 * (`@generated/routes`, in every page's entry bundle) imports it; browser build only (see
 * src/deviations/registry.ts, id `lazy-component-creator`).
 *
 * The route table calls ComponentCreator once per route (292 here) while the entry bundle is
 * evaluated, and each call builds a react-loadable component class and flattens the route's chunk
 * names, for routes that page never renders (main.js evaluation on a 4x-throttled load of
 * /dev-docs/api/rest: 335 -> 293 ms, median of 10 alternating runs, with this stand-in). Here each
 * route gets a small component that builds the original on first use, that is when the route is
 * preloaded (before hydration, before a client-side navigation, on hover of a link) or rendered.
 * What that original then does is unchanged.
 */
import {createElement} from 'react';
import ComponentCreator from 'lean-bundles-original/component-creator';

export default function LazyComponentCreator(path, hash) {
  let loadable;
  const original = () => {
    loadable ??= ComponentCreator(path, hash);
    return loadable;
  };
  function LazyRoute(props) {
    return createElement(original(), props);
  }
  LazyRoute.preload = () => original().preload();
  return LazyRoute;
}
