/*
 * Replaces @docusaurus/theme-classic 3.10.2 `prism-include-languages`
 * (eject: safe). Why: redocusaurus adds a site-wide
 * `ProvidePlugin({Prism: 'prismjs'})`, so the Prism language components we
 * require load into the full `prismjs` core instead of prism-react-renderer's
 * Prism object. Left alone, that core also auto-highlights every server-
 * rendered code block before React hydrates, which breaks hydration (React
 * error #418) on every page with code.
 *
 * Fix: mark the global Prism as `manual` before the core is first evaluated
 * (so it never auto-highlights), load the grammars into it, then copy them
 * into prism-react-renderer's Prism object and restore the global.
 */
import siteConfig from '@generated/docusaurus.config';
import type * as PrismNamespace from 'prismjs';

type PrismLike = typeof PrismNamespace;
type Grammar = PrismNamespace.Grammar;

export default function prismIncludeLanguages(PrismObject: PrismLike): void {
  const {additionalLanguages} = siteConfig.themeConfig.prism as {additionalLanguages: string[]};
  const scope = globalThis as unknown as {Prism?: unknown};
  const before = scope.Prism;

  // Read by prismjs's core when it is evaluated: no automatic highlighting.
  scope.Prism = {manual: true, disableWorkerMessageHandler: true};
  // eslint-disable-next-line global-require
  const providedPrism = require('prismjs') as PrismLike;
  providedPrism.manual = true;
  // Components that are not rewritten by the ProvidePlugin use the global.
  scope.Prism = providedPrism;

  for (const lang of additionalLanguages) {
    // eslint-disable-next-line global-require, import/no-dynamic-require
    require(`prismjs/components/prism-${lang}`);
  }

  for (const [name, grammar] of Object.entries(providedPrism.languages)) {
    if (typeof grammar === 'object' && grammar !== null && !(name in PrismObject.languages)) {
      PrismObject.languages[name] = grammar as Grammar;
    }
  }

  if (before === undefined) {
    delete scope.Prism;
  } else {
    scope.Prism = before;
  }
}
