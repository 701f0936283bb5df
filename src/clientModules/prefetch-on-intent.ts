/**
 * Docusaurus downloads the code of every page that a link on screen points to, as soon as the link
 * is visible: on a docs page with its sidebar open that is dozens of chunks, well over 100 KB
 * (gzip) that a reader pays for pages they mostly never open. We keep only its preload on intent
 * (the pointer hovers or a finger touches a link), which starts the next page's download a moment
 * before the click. The same intent also starts the download of the code tokenizer, which code
 * blocks need on a page opened without a reload (see src/theme/CodeBlock/Content), once.
 *
 * Links call `window.docusaurus.prefetch(…)`; @docusaurus/core's client entry assigns that (frozen)
 * object after the client modules run, so the assignment is intercepted here.
 */
type DocusaurusGlobal = {prefetch: (routePath: string) => unknown; preload: (routePath: string) => unknown};

export function withoutViewportPrefetch(api: DocusaurusGlobal, onIntent: () => void = () => {}): DocusaurusGlobal {
  return Object.freeze({
    ...api,
    prefetch: () => false,
    preload: (routePath: string) => {
      onIntent();
      return api.preload(routePath);
    },
  });
}

let highlighterRequested = false;

function preloadHighlighter(): void {
  if (highlighterRequested) return;
  highlighterRequested = true;
  import(/* webpackChunkName: "code-highlighter" */ '../theme/CodeBlock/Content/Highlighted').catch(() => {
    highlighterRequested = false; // offline for a moment: try again on the next intent
  });
}

if (typeof window !== 'undefined') {
  const scope = window as unknown as {docusaurus?: DocusaurusGlobal};
  let current = scope.docusaurus && withoutViewportPrefetch(scope.docusaurus, preloadHighlighter);
  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    get: () => current,
    set: (api: DocusaurusGlobal) => {
      current = withoutViewportPrefetch(api, preloadHighlighter);
    },
  });
}
