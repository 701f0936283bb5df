/**
 * Whether React is still rendering the page's first render, which hydrates the HTML the build
 * produced. Docusaurus calls `onRouteDidUpdate` once that render is committed, and after every
 * navigation; components rendered later (a new page, content that appears on a click) see `false`.
 * Used by src/theme/CodeBlock/Content to keep server-highlighted code as it is.
 */
let firstRenderDone = false;

export function isFirstRender(): boolean {
  return !firstRenderDone;
}

export function onRouteDidUpdate(): void {
  firstRenderDone = true;
}
