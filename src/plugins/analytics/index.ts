/**
 * Local plugin: Google Tag Manager, only when a container id is configured,
 * and never for visitors who send Do-Not-Track or Global Privacy Control.
 * (@docusaurus/plugin-google-tag-manager always loads the tag, so it cannot
 * honour those signals.) The tag loads asynchronously; if it fails, nothing
 * on the page depends on it.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';

export const GTM_SCRIPT_ORIGIN = 'https://www.googletagmanager.com';

/** The inline snippet, kept tiny: it decides at run time whether to load GTM. */
export function gtmSnippet(containerId: string): string {
  if (!/^GTM-[A-Z0-9]{4,12}$/.test(containerId)) {
    throw new Error(`Invalid Google Tag Manager container id "${containerId}".`);
  }
  return [
    '(function(w,d,n){',
    "var dnt=n.doNotTrack==='1'||n.doNotTrack==='yes'||w.doNotTrack==='1'||n.msDoNotTrack==='1';",
    'if(dnt||n.globalPrivacyControl===true){return;}',
    "w.dataLayer=w.dataLayer||[];w.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});",
    "var s=d.createElement('script');s.async=true;s.id='gtm-script';",
    `s.src='${GTM_SCRIPT_ORIGIN}/gtm.js?id=${containerId}';`,
    'd.head.appendChild(s);',
    '})(window,document,navigator);',
  ].join('');
}

export default function analyticsPlugin(_context: LoadContext, options: unknown): Plugin {
  const containerId = (options as {containerId?: string} | undefined)?.containerId;
  return {
    name: 'analytics',
    injectHtmlTags() {
      if (!containerId) {
        return {};
      }
      return {headTags: [{tagName: 'script', innerHTML: gtmSnippet(containerId)}]};
    },
  };
}
