/*
 * Stands in for @docusaurus/core 3.10.2 `preload` where the client entry imports it; browser build
 * only (src/deviations/registry.ts, id `yielding-preload`).
 *
 * The client entry calls preload for the current page while the entry bundle is being evaluated,
 * so matching the page's address against the route table (a regular expression compiled and run
 * for each route tried, ~290 routes) ran at the end of that script's task, the longest task after
 * first paint on most pages. This stand-in runs the same preload one task later: the browser may
 * paint or handle input in between, and the work is the same. Other callers (client-side
 * navigation, link hover) keep the original.
 */
import preload from 'lean-bundles-original/preload';

/** Resolves in a new task (a message to ourselves runs sooner than a zero-delay timer). */
function nextTask() {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

export default function preloadInNextTask(pathname) {
  return nextTask().then(() => preload(pathname));
}
